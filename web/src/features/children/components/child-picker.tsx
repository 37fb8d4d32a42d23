import type { ChildDto } from '@api/features/children/children.schemas'
import { type ReactNode, useId } from 'react'
import { Btc } from '../../../components/btc'
import { errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { useChildren } from '../../../lib/use-children'
import { childrenTexts } from '../texts'
import { ChildSignInDialog } from './child-sign-in-dialog'

export type ChildPickerProps = {
  onSelect: (childId: number) => void
  onBack: () => void
}

/** Child View's first step: which child's dashboard to open. */
export function ChildPicker(props: ChildPickerProps) {
  const { data: children, error, isLoading } = useChildren()
  return <ChildPickerView {...props} childList={children} error={error} isLoading={isLoading} />
}

export type ChildPickerViewProps = ChildPickerProps & {
  childList: readonly ChildDto[] | undefined
  error?: unknown
  isLoading?: boolean
  /** A child's buttons after Open; the sign-in invitation unless given. */
  actionsOf?: (child: ChildDto) => ReactNode
}

/** The same picker for children already at hand. */
export function ChildPickerView({
  onSelect,
  onBack,
  childList: children,
  error,
  isLoading = false,
  actionsOf = (child) => <ChildSignInDialog child={child} />,
}: ChildPickerViewProps) {
  const headingId = useId()
  const t = useTexts(childrenTexts)

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('chooseChild')}</h2>
      {isLoading && <p aria-busy="true">{t('loadingChildren')}</p>}
      {error !== undefined && !isLoading && (
        <p role="alert">
          {t('childrenNotLoaded', { reason: errorMessage(error, t('tryAgainLater')) })}
        </p>
      )}
      {children?.length === 0 && (
        <article>
          <p>{t('noChildren')}</p>
        </article>
      )}
      {children !== undefined && children.length > 0 && (
        <ul className="card-list">
          {children.map((child) => (
            <li key={child.id}>
              <article>
                <h3>{child.name}</h3>
                <dl className="figures">
                  <div>
                    <dt>{t('savings')}</dt>
                    <dd>
                      <Btc value={child.savingsBalance} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('spending')}</dt>
                    <dd>
                      <Btc value={child.spendingBalance} withSats />
                    </dd>
                  </div>
                </dl>
                <div className="button-row">
                  <button type="button" onClick={() => onSelect(child.id)}>
                    {t('openDashboard', { name: child.name })}
                  </button>
                  {actionsOf(child)}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="secondary" onClick={onBack}>
        {t('backToParentView')}
      </button>
    </section>
  )
}
