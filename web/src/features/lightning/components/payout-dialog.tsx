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
import { RichText, useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { payOut, useLightningAddresses } from '../api'
import { lightningTexts } from '../texts'

export type PayoutDialogProps = { child: ChildDto }

/** A child card's "Pay out": the child's spending money to their own Lightning wallet. */
export function PayoutDialog({ child }: PayoutDialogProps) {
  const t = useTexts(lightningTexts)
  return (
    <ModalDialog
      title={t('payoutTitle', { name: child.name })}
      triggerText={t('payOut')}
      triggerClassName="secondary outline"
    >
      {() => <PayoutForm child={child} />}
    </ModalDialog>
  )
}

function PayoutForm({ child }: { child: ChildDto }) {
  const t = useTexts(lightningTexts)
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
      notifyFailure(error, { title: t('payoutFailed'), description: t('nothingPaid') })
    },
  })
  if (!addresses) return <p aria-busy="true">{t('loading')}</p>
  const address = addresses.childAddresses[String(child.id)]
  if (!address) {
    return (
      <p className="notice">
        <RichText
          texts={lightningTexts}
          k="noChildAddress"
          parts={{
            name: <>{child.name}</>,
            tab: <Link to={`${paths.lightningConnect}?tab=lightning-address`} />,
          }}
        />
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
        <RichText
          texts={lightningTexts}
          k="payoutIntro"
          values={{ fee: satsText(feeBudgetSat(sats)) }}
          parts={{ name: <>{child.name}</>, address: <strong>{address}</strong> }}
        />
      </p>
      <AmountInput
        label={t('amountBtc')}
        name="amount"
        value={amount}
        onChange={setAmount}
        withSats
        isEnabled={!isConfirming && !pay.isMutating}
      />
      {!isConfirming && (
        <button type="submit" disabled={sats === 0}>
          {t('payOut')}
        </button>
      )}
      {isConfirming && (
        <ConfirmStep
          question={t('payoutQuestion', { amount: satsText(sats), address })}
          confirmText={t('confirmPayout')}
          isBusy={pay.isMutating}
          onConfirm={() => void pay.trigger({ childId: child.id, amount: String(sats) })}
          onCancel={() => setIsConfirming(false)}
          isAnnounced
        >
          {t('payoutInvoiceChecked', { address })}
        </ConfirmStep>
      )}
      {result && (
        <p role="status" className="notice">
          {result.status === 'succeeded'
            ? t('paidOut', {
                amount: satsText(result.amount),
                address: result.address,
                fee: satsText(result.fee ?? 0),
              })
            : result.status === 'pending'
              ? t('payoutPending', { error: result.error ?? '' })
              : t('payoutFailedResult', { error: result.error ?? '' })}
        </p>
      )}
    </form>
  )
}
