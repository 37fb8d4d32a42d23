import {
  checkDepositRules,
  MAX_CONFIRMATIONS,
  MIN_CONFIRMATIONS,
} from '@api/contracts/deposit-confirmations'
import type { DepositSettingsReply } from '@api/features/wallet/wallet.schemas'
import { satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { useSWRConfig } from 'swr'
import { AmountInput } from '../../../components/amount-input'
import { FormField } from '../../../components/form-field'
import { ApiError } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { useFormProblem } from '../../../lib/use-form-problem'
import { DEPOSIT_SETTINGS_KEY, saveDepositSettings, useDepositSettings } from '../api'
import { walletTexts } from '../texts'

const COUNTS = Array.from(
  { length: MAX_CONFIRMATIONS - MIN_CONFIRMATIONS + 1 },
  (_, i) => MIN_CONFIRMATIONS + i,
)

/** How many blocks deep a payment to a child's address must be before it becomes savings. */
export function DepositSettingsForm() {
  const t = useTexts(walletTexts)
  const { data: saved } = useDepositSettings()
  return (
    <section aria-label={t('depositConfirmations')}>
      <h3>{t('depositTitle')}</h3>
      <p>
        <small>{t('depositIntro')}</small>
      </p>
      {saved ? <DepositRulesForm saved={saved} /> : <p aria-busy="true">{t('loading')}</p>}
    </section>
  )
}

function DepositRulesForm({ saved }: { saved: DepositSettingsReply }) {
  const t = useTexts(walletTexts)
  const { mutate } = useSWRConfig()
  const problem = useFormProblem<'largeConfirmations' | 'largeAmount'>()
  const [confirmations, setConfirmations] = useState(saved.confirmations)
  const [largeConfirmations, setLargeConfirmations] = useState(saved.largeConfirmations)
  const [largeAmount, setLargeAmount] = useState(saved.largeAmount)
  const save = useApiMutation(saveDepositSettings, {
    onSuccess: async (reply) => {
      toast({
        title: t('confirmationsSavedTitle'),
        description: t('confirmationsSavedText', {
          amount: reply.largeAmount,
          confirmations: reply.confirmations,
          largeConfirmations: reply.largeConfirmations,
        }),
      })
      await mutate(DEPOSIT_SETTINGS_KEY, reply, { revalidate: false })
    },
    onError: (error) => {
      // The server's checks are the form's: a refusal shows at its field.
      const field = error instanceof ApiError ? error.field : undefined
      if (
        (field === 'largeConfirmations' || field === 'largeAmount') &&
        error instanceof ApiError
      ) {
        problem.report(field, error.serverMessage ?? error.message)
        return
      }
      notifyFailure(error, { title: t('saveFailedTitle') })
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const read = checkDepositRules({ confirmations, largeConfirmations, largeAmount })
    if (read.problem) return problem.report(read.problem.field, read.problem.message)
    problem.clear()
    void save.trigger({
      confirmations,
      largeConfirmations,
      largeAmount: satsToBtc(read.value.largeAmountSat),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('depositConfirmations')}>
      <CountField
        label={t('smallConfirmations')}
        value={confirmations}
        onChange={setConfirmations}
      />
      <AmountInput
        label={t('largeAmount')}
        name="largeAmount"
        value={largeAmount}
        onChange={setLargeAmount}
        error={problem.hintOf('largeAmount')}
      />
      <CountField
        label={t('largeConfirmations')}
        value={largeConfirmations}
        onChange={setLargeConfirmations}
        error={problem.hintOf('largeConfirmations')}
      />
      <button
        type="submit"
        className="secondary"
        aria-busy={save.isMutating}
        disabled={save.isMutating}
      >
        {t('saveConfirmations')}
      </button>
    </form>
  )
}

type CountFieldProps = {
  label: string
  value: number
  onChange: (value: number) => void
  error?: string
}

function CountField({ label, value, onChange, error }: CountFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <select
          {...control}
          value={String(value)}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {COUNTS.map((count) => (
            <option key={count} value={String(count)}>
              {count}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
