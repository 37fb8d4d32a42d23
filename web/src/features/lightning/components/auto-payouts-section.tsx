import { checkBtcInput } from '@api/contracts/amount-input'
import { MESSAGES } from '@api/contracts/messages'
import type { ChildDto } from '@api/features/children/children.schemas'
import type { AutoPayoutDto, AutoPayoutResultDto } from '@api/features/lightning/lightning.schemas'
import { satsToBtc } from '@api/lib/money'
import { type FormEvent, useId, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { btcWithSatsText } from '../../../lib/amounts'
import { ApiError } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { useFormProblem } from '../../../lib/use-form-problem'
import { saveAutoPayout, useAutoPayouts } from '../api'
import { lightningTexts } from '../texts'

export type AutoPayoutsSectionProps = {
  kids: readonly ChildDto[]
  /** The saved addresses by child id: turning a payout on needs one. */
  childAddresses: Readonly<Record<string, string>>
}

/**
 * Below the addresses: per child, whether the allowance's spending part is paid out to
 * their Lightning address automatically after each allowance, up to a weekly limit, and
 * what became of the last one.
 */
export function AutoPayoutsSection({ kids, childAddresses }: AutoPayoutsSectionProps) {
  const headingId = useId()
  const t = useTexts(lightningTexts)
  const { data, error } = useAutoPayouts()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('automaticPayouts')}</h2>
      <p>{t('autoPayoutsIntro')}</p>
      {error !== undefined && !data && <p role="alert">{t('autoPayoutsLoadFailed')}</p>}
      {!data && error === undefined && <p aria-busy="true">{t('loadingAutoPayouts')}</p>}
      {data &&
        kids.map((child) => {
          const setting = data.children.find((c) => c.childId === child.id)
          return setting ? (
            <AutoPayoutForm
              key={child.id}
              child={child}
              setting={setting}
              hasAddress={Boolean(childAddresses[String(child.id)])}
            />
          ) : null
        })}
    </section>
  )
}

type AutoPayoutFormProps = {
  child: ChildDto
  setting: AutoPayoutDto
  hasAddress: boolean
}

function AutoPayoutForm({ child, setting, hasAddress }: AutoPayoutFormProps) {
  const t = useTexts(lightningTexts)
  const revalidateAfter = useRevalidateAfter()
  const problem = useFormProblem<'weeklyLimit'>()
  const [isEnabled, setIsEnabled] = useState(setting.enabled)
  // A first limit defaults to one week's allowance: everything that stays in spending.
  const [limit, setLimit] = useState(
    setting.weeklyLimit ?? (/^0\.0+$/.test(child.weeklyAllowance) ? '' : child.weeklyAllowance),
  )
  const save = useApiMutation(saveAutoPayout, {
    onSuccess: async (reply) => {
      toast({ title: t('autoPayoutSaved'), description: reply.message })
      await revalidateAfter('autoPayoutSettings')
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field === 'weeklyLimit' && error.serverMessage) {
        problem.report('weeklyLimit', error.serverMessage)
      } else {
        notifyFailure(error, { title: t('saveFailed') })
      }
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Turning it off needs no limit; an empty one keeps the saved limit.
    if (!isEnabled && limit.trim() === '') {
      problem.clear()
      void save.trigger({ childId: child.id, enabled: false })
      return
    }
    const read = checkBtcInput(limit, {
      field: 'weeklyLimit',
      message: MESSAGES.invalidWeeklyLimit,
      requiredMessage: MESSAGES.weeklyLimitRequired,
    })
    if (read.problem) return problem.report(read.problem.field, read.problem.message)
    problem.clear()
    void save.trigger({
      childId: child.id,
      enabled: isEnabled,
      weeklyLimit: satsToBtc(read.value),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('autoPayoutFor', { name: child.name })}>
      <h3>{child.name}</h3>
      <label>
        <input
          type="checkbox"
          role="switch"
          aria-checked={isEnabled}
          name={`auto-payout-${child.id}`}
          checked={isEnabled}
          disabled={!hasAddress && !isEnabled}
          onChange={(event) => setIsEnabled(event.target.checked)}
        />
        {t('payOutAutomatically')}
      </label>
      {!hasAddress && (
        <p>
          <small>{t('saveAddressFirst', { name: child.name })}</small>
        </p>
      )}
      <AmountInput
        label={t('weeklyLimit')}
        name={`weekly-limit-${child.id}`}
        value={limit}
        onChange={setLimit}
        error={problem.hintOf('weeklyLimit')}
        hint={t('weeklyLimitHint')}
        withSats
      />
      <button
        type="submit"
        className="secondary"
        aria-busy={save.isMutating}
        disabled={save.isMutating}
      >
        {t('saveAutoPayout')}
      </button>
      {setting.last && <LastPayout childName={child.name} last={setting.last} />}
    </form>
  )
}

function LastPayout({ childName, last }: { childName: string; last: AutoPayoutResultDto }) {
  const t = useTexts(lightningTexts)
  const values = {
    after: t('afterAllowance', { date: last.allowanceDate }),
    amount: btcWithSatsText(last.amount),
    fee: btcWithSatsText(last.fee ?? '0.00000000'),
    reason: (last.reason ?? t('noReasonGiven')).replace(/\.$/, ''),
    name: childName,
  }
  const texts: Record<AutoPayoutResultDto['outcome'], string> = {
    paid: t('lastPaid', values),
    pending: t('lastPending', values),
    'in-progress': t('lastInProgress', values),
    failed: t('lastFailed', values),
    skipped: t('lastSkipped', values),
  }
  return (
    <p role="status" className={last.outcome === 'failed' ? 'notice warning' : 'notice'}>
      {texts[last.outcome]}
    </p>
  )
}
