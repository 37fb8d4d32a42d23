import type { SendDto } from '@api/features/wallet/wallet.schemas'
import { useState } from 'react'
import { ConfirmStep } from '../../../components/confirm-step'
import { toast } from '../../../lib/toast'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { cancelSend } from '../api'
import { PsbtPanel } from './psbt-panel'

export type SendsListProps = {
  sends: SendDto[]
  isTestNetwork: boolean
}

/**
 * The child's sends still waiting to be signed. Each keeps its PSBT on offer (QR code,
 * copy, .psbt file) until it is cancelled or a sync sees it on the chain: closing the
 * dialog before signing loses nothing, and the savings stay debited meanwhile.
 */
export function SendsList({ sends, isTestNetwork }: SendsListProps) {
  const waiting = sends.filter((send) => send.status === 'unsigned')
  if (waiting.length === 0) return null
  return (
    <section aria-label="Sends waiting for a signature">
      <h3>Waiting for a signature</h3>
      <p>
        <small>
          These amounts are already taken from savings. Sign and broadcast each one from your own
          wallet, or cancel it to put the amount back.
        </small>
      </p>
      <ul className="stack-list">
        {waiting.map((send) => (
          <li key={send.transactionId}>
            <UnsignedSend send={send} isTestNetwork={isTestNetwork} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function UnsignedSend({ send, isTestNetwork }: { send: SendDto; isTestNetwork: boolean }) {
  const [isConfirming, setIsConfirming] = useState(false)
  const cancel = useMoneyMutation((_: undefined) => cancelSend(send.transactionId), {
    onSuccess: () =>
      toast({
        title: 'Send Cancelled',
        description: `${send.amount} BTC is back in savings.`,
      }),
    failure: { title: 'Cancel Failed', description: 'Failed to cancel the send' },
  })
  return (
    <>
      <p>
        <small>Prepared on {new Date(send.createdAt).toLocaleString()}</small>
      </p>
      <PsbtPanel send={send} isTestNetwork={isTestNetwork} />
      {isConfirming ? (
        <ConfirmStep
          question={`Cancel the send of ${send.amount} BTC?`}
          confirmText="Cancel Send"
          cancelText="Keep"
          isBusy={cancel.isMutating}
          onConfirm={() => void cancel.trigger(undefined)}
          onCancel={() => setIsConfirming(false)}
          isAnnounced
          startsOnCancel
        >
          <p>
            Only if it was never broadcast: the amount goes back to savings. Throw the PSBT away
            after cancelling.
          </p>
        </ConfirmStep>
      ) : (
        <button type="button" className="secondary outline" onClick={() => setIsConfirming(true)}>
          Cancel Send
        </button>
      )}
    </>
  )
}
