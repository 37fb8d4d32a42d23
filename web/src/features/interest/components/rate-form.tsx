import { readInterestRate } from '@api/contracts/interest-rate'
import { keepPercentInput } from '@api/contracts/percentage'
import type { InterestDto } from '@api/features/interest/interest.schemas'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useSWRConfig } from 'swr'
import { FormField } from '../../../components/form-field'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { useFormProblem } from '../../../lib/use-form-problem'
import { INTEREST_KEY } from '../api'
import { interestTexts } from '../texts'

export type RateFormProps = {
  label: string
  name: string
  /** The rate saved now, as the API writes it ("2.5"); empty for none. */
  saved: string
  /** The toast after saving, from the answer. */
  savedText: (interest: InterestDto) => string
  save: (rate: string) => Promise<InterestDto>
  /** More buttons beside Save (a child's "Use Family Rate"). */
  children?: ReactNode
}

/** A yearly rate in percent, checked with the server's rule (0 to 20, one decimal) before saving. */
export function RateForm({ label, name, saved, savedText, save, children }: RateFormProps) {
  const t = useTexts(interestTexts)
  const { mutate } = useSWRConfig()
  const problem = useFormProblem<'rate'>()
  const [rate, setRate] = useState(saved)
  const send = useApiMutation(save, {
    onSuccess: async (interest) => {
      toast({ title: t('saved'), description: savedText(interest) })
      await mutate(INTEREST_KEY, interest, { revalidate: false })
    },
    onError: (error) =>
      notifyFailure(error, { title: t('updateFailed'), description: t('saveFailed') }),
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const read = readInterestRate(rate)
    if (read.problem) return problem.report('rate', read.problem.message)
    problem.clear()
    void send.trigger(rate.trim())
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormField label={label} error={problem.hintOf('rate')} hint={t('rateHint')}>
        {(control) => (
          <input
            {...control}
            name={name}
            inputMode="decimal"
            autoComplete="off"
            value={rate}
            onChange={(event) => setRate(keepPercentInput(event.target.value))}
          />
        )}
      </FormField>
      <div className="button-row">
        <button
          type="submit"
          className="secondary"
          aria-busy={send.isMutating}
          disabled={send.isMutating}
        >
          {t('saveRate')}
        </button>
        {children}
      </div>
    </form>
  )
}
