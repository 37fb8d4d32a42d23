import type { SendDto } from '@api/features/wallet/wallet.schemas'
import { useState } from 'react'
import { ConfirmStep } from '../../../components/confirm-step'
import { currentLanguage, useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { cancelSend } from '../api'
import { walletTexts } from '../texts'
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
  const t = useTexts(walletTexts)
  const waiting = sends.filter((send) => send.status === 'unsigned')
  if (waiting.length === 0) return null
  return (
    <section aria-label={t('waitingSends')}>
      <h3>{t('waitingTitle')}</h3>
      <p>
        <small>{t('waitingIntro')}</small>
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
  const t = useTexts(walletTexts)
  const [isConfirming, setIsConfirming] = useState(false)
  const cancel = useMoneyMutation((_: undefined) => cancelSend(send.transactionId), {
    onSuccess: () =>
      toast({
        title: t('sendCancelledTitle'),
        description: t('sendCancelledText', { amount: send.amount }),
      }),
    failure: { title: t('cancelFailedTitle'), description: t('cancelFailed') },
  })
  return (
    <>
      <p>
        <small>
          {t('preparedOn', { date: new Date(send.createdAt).toLocaleString(currentLanguage()) })}
        </small>
      </p>
      <PsbtPanel send={send} isTestNetwork={isTestNetwork} />
      {isConfirming ? (
        <ConfirmStep
          question={t('cancelQuestion', { amount: send.amount })}
          confirmText={t('cancelSend')}
          cancelText={t('keep')}
          isBusy={cancel.isMutating}
          onConfirm={() => void cancel.trigger(undefined)}
          onCancel={() => setIsConfirming(false)}
          isAnnounced
          startsOnCancel
        >
          <p>{t('cancelNote')}</p>
        </ConfirmStep>
      ) : (
        <button type="button" className="secondary outline" onClick={() => setIsConfirming(true)}>
          {t('cancelSend')}
        </button>
      )}
    </>
  )
}
