import { feeBudgetSat, largestPayableSat } from '@api/contracts/lightning'
import type { ChildDto } from '@api/features/children/children.schemas'
import type { PayoutReply } from '@api/features/lightning/lightning.schemas'
import { btcToSats, formatSats } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { ConfirmStep } from '../../../components/confirm-step'
import { FormField } from '../../../components/form-field'
import { ModalDialog } from '../../../components/modal-dialog'
import { paths } from '../../../config/paths'
import { notifyFailure } from '../../../lib/notify'
import { revalidateMoney } from '../../../lib/revalidate-money'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { LIGHTNING_BALANCE_KEY, payOut, useLightningAddresses } from '../api'

export type PayoutDialogProps = { child: ChildDto }

/** A child card's "Pay out": the child's spending money to their own Lightning wallet. */
export function PayoutDialog({ child }: PayoutDialogProps) {
  return (
    <ModalDialog
      title={`Pay out - ${child.name}`}
      triggerText="Pay out"
      triggerClassName="secondary outline"
    >
      {() => <PayoutForm child={child} />}
    </ModalDialog>
  )
}

function PayoutForm({ child }: { child: ChildDto }) {
  const { mutate } = useSWRConfig()
  const { data: addresses } = useLightningAddresses()
  // By default the whole spending balance, less room for the routing fee's budget.
  const [amount, setAmount] = useState(String(largestPayableSat(btcToSats(child.spendingBalance))))
  const [isConfirming, setIsConfirming] = useState(false)
  const [result, setResult] = useState<PayoutReply | null>(null)
  const pay = useApiMutation(payOut, {
    onSuccess: async (reply) => {
      setResult(reply)
      setIsConfirming(false)
      await Promise.all([revalidateMoney(mutate), mutate(LIGHTNING_BALANCE_KEY)])
    },
    onError: (error) => {
      setIsConfirming(false)
      notifyFailure(error, { title: 'Payout Failed', description: 'Nothing was paid.' })
    },
  })
  if (!addresses) return <p aria-busy="true">Loading...</p>
  const address = addresses.childAddresses[String(child.id)]
  if (!address) {
    return (
      <p className="notice">
        {child.name} has no Lightning address yet. Add one in the{' '}
        <Link to={`${paths.lightningConnect}?tab=lightning-address`}>Lightning Address tab</Link>.
      </p>
    )
  }
  const sats = /^\d{1,10}$/.test(amount.trim()) ? Number(amount.trim()) : 0

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setResult(null)
    setIsConfirming(true)
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>
        Sends {child.name}'s spending money to their own wallet at <strong>{address}</strong>,
        through the family wallet. The routing fee is added to what {child.name}'s spending goes
        down by: up to {formatSats(feeBudgetSat(sats))}, held until the payout settles.
      </p>
      <FormField label="Amount (sats)">
        {(control) => (
          <input
            {...control}
            name="amount"
            inputMode="numeric"
            value={amount}
            disabled={isConfirming || pay.isMutating}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </FormField>
      {!isConfirming && (
        <button type="submit" disabled={sats === 0}>
          Pay out
        </button>
      )}
      {isConfirming && (
        <ConfirmStep
          question={`Pay ${formatSats(sats)} to ${address}?`}
          confirmText="Confirm Payout"
          isBusy={pay.isMutating}
          onConfirm={() => void pay.trigger({ childId: child.id, amount: String(sats) })}
          onCancel={() => setIsConfirming(false)}
          isAnnounced
        >
          The invoice from {address} is checked for exactly this amount before anything is paid.
        </ConfirmStep>
      )}
      {result && (
        <p role="status" className="notice">
          {result.status === 'succeeded'
            ? `Paid out ${formatSats(result.amount)} to ${result.address}. Fee: ${formatSats(result.fee ?? 0)}.`
            : result.status === 'pending'
              ? `Payout pending: ${result.error ?? ''}`
              : `Payout failed: ${result.error ?? ''}`}
        </p>
      )}
    </form>
  )
}
