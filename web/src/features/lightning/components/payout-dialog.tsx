import { readBtcInput } from '@api/contracts/amount-input'
import { feeBudgetSat, largestPayableSat } from '@api/contracts/lightning'
import type { ChildDto } from '@api/features/children/children.schemas'
import type { PayoutReply } from '@api/features/lightning/lightning.schemas'
import { btcToSats, satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router-dom'
import { AmountInput } from '../../../components/amount-input'
import { ConfirmStep } from '../../../components/confirm-step'
import { ModalDialog } from '../../../components/modal-dialog'
import { paths } from '../../../config/paths'
import { satsText } from '../../../lib/amounts'
import { notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { payOut, useLightningAddresses } from '../api'

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
  const revalidateAfter = useRevalidateAfter()
  const { data: addresses } = useLightningAddresses()
  // By default the whole spending balance less room for the routing fee's budget, in BTC.
  const [amount, setAmount] = useState(() =>
    satsToBtc(largestPayableSat(btcToSats(child.spendingBalance))),
  )
  const [isConfirming, setIsConfirming] = useState(false)
  const [result, setResult] = useState<PayoutReply | null>(null)
  const pay = useApiMutation(payOut, {
    onSuccess: async (reply) => {
      setResult(reply)
      setIsConfirming(false)
      await revalidateAfter('lightningPayment')
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
  const sats = readBtcInput(amount) ?? 0

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
        down by: up to {satsText(feeBudgetSat(sats))}, held until the payout settles.
      </p>
      <AmountInput
        label="Amount (BTC)"
        name="amount"
        value={amount}
        onChange={setAmount}
        withSats
        isEnabled={!isConfirming && !pay.isMutating}
      />
      {!isConfirming && (
        <button type="submit" disabled={sats === 0}>
          Pay out
        </button>
      )}
      {isConfirming && (
        <ConfirmStep
          question={`Pay ${satsText(sats)} to ${address}?`}
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
            ? `Paid out ${satsText(result.amount)} to ${result.address}. Fee: ${satsText(result.fee ?? 0)}.`
            : result.status === 'pending'
              ? `Payout pending: ${result.error ?? ''}`
              : `Payout failed: ${result.error ?? ''}`}
        </p>
      )}
    </form>
  )
}
