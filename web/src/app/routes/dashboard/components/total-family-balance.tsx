import type {
  FamilyBalanceReply,
  WalletPart,
} from '@api/features/family-balance/family-balance.schemas'
import { useId } from 'react'
import { Btc } from '../../../../components/btc'
import { RichText, useTexts } from '../../../../lib/i18n'
import { dashboardTexts } from '../texts'

export type TotalFamilyBalanceProps = {
  /** Undefined while the wallets are read. */
  figures: FamilyBalanceReply | undefined
  hasFailed?: boolean
}

function PartFigure({ part, withSats = false }: { part: WalletPart; withSats?: boolean }) {
  const t = useTexts(dashboardTexts)
  if (part.state === 'known') return <Btc value={part.balance} withSats={withSats} />
  return <>{t(part.state === 'not_configured' ? 'notSetUp' : 'notAnswering')}</>
}

/** How the wallets compare with the books, in words a parent can act on. */
function BooksComparison({ difference }: { difference: string }) {
  const t = useTexts(dashboardTexts)
  if (/^0\.0+$/.test(difference)) return <p>{t('booksMatch')}</p>
  const isShort = difference.startsWith('-')
  return (
    <p>
      <RichText
        texts={dashboardTexts}
        k={isShort ? 'walletsHoldLess' : 'walletsHoldMore'}
        parts={{ amount: <Btc value={isShort ? difference.slice(1) : difference} /> }}
      />
    </p>
  )
}

/**
 * The dashboard's first summary card (spec 1): the family's real bitcoin, on-chain plus
 * Lightning, each labelled, with the accounting beside it so a parent sees whether the
 * books match the wallets. Every figure comes from the API.
 */
export function TotalFamilyBalance({ figures, hasFailed = false }: TotalFamilyBalanceProps) {
  const t = useTexts(dashboardTexts)
  const headingId = useId()
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={!figures && !hasFailed}
      className="family-balance"
    >
      <h3 id={headingId}>{t('totalTitle')}</h3>
      {hasFailed && !figures && <p role="alert">{t('walletsUnreadable')}</p>}
      {!figures && !hasFailed && <p>{t('readingWallets')}</p>}
      {figures && (
        <>
          <p className="big-figure">
            {figures.total === null ? t('noWallet') : <Btc value={figures.total} />}
          </p>
          <dl className="figures">
            <div>
              <dt>{t('onChain')}</dt>
              <dd>
                <PartFigure part={figures.onChain} />
              </dd>
            </div>
            <div>
              <dt>{t('lightning')}</dt>
              <dd>
                <PartFigure part={figures.lightning} withSats />
              </dd>
            </div>
            <div>
              <dt>{t('childrenAccounts')}</dt>
              <dd>
                <Btc value={figures.books} />
              </dd>
            </div>
          </dl>
          {figures.difference !== null && <BooksComparison difference={figures.difference} />}
        </>
      )}
    </article>
  )
}
