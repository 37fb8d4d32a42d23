import type { SendDto } from '@api/features/wallet/wallet.schemas'
import { Btc } from '../../../components/btc'
import { CopyButton } from '../../../components/copy-button'
import { LongValue } from '../../../components/long-value'
import { QrCode } from '../../../components/qr-code'
import { downloadFile } from '../../../lib/download-file'
import { RichText, useTexts } from '../../../lib/i18n'
import { walletTexts } from '../texts'

export type PsbtPanelProps = {
  send: SendDto
  isTestNetwork: boolean
}

/** BIP174's file form of a PSBT is its binary serialization, which wallet apps open. */
function psbtBytes(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

/**
 * An unsigned send for the family's own wallet to sign and broadcast: as a QR code (for
 * Sparrow or a phone wallet's camera), copyable text and a .psbt file, with its fee. A
 * send recorded without a PSBT (plain address only) says what to do instead.
 */
export function PsbtPanel({ send, isTestNetwork }: PsbtPanelProps) {
  const t = useTexts(walletTexts)
  return (
    <section aria-label={t('sendLabel', { id: send.transactionId })} className="psbt-panel">
      <p>
        <RichText
          texts={walletTexts}
          k="amountTo"
          parts={{
            amount: <Btc value={send.amount} />,
            address: <LongValue value={send.toAddress} />,
          }}
        />
      </p>
      {send.psbt === null ? (
        <p>{t('accountingOnly')}</p>
      ) : (
        <>
          <p>{t('signPsbt')}</p>
          {send.fee !== null && (
            <p>
              <RichText
                texts={walletTexts}
                k="networkFee"
                parts={{ fee: <Btc value={send.fee} withSats /> }}
              />
            </p>
          )}
          <QrCode value={send.psbt} label={t('unsignedPsbt')} />
          <div className="button-row">
            <CopyButton text={send.psbt} what="PSBT" />
            <button
              type="button"
              className="secondary outline"
              onClick={() =>
                downloadFile(
                  `send-${send.transactionId}.psbt`,
                  psbtBytes(send.psbt ?? ''),
                  'application/octet-stream',
                )
              }
            >
              {t('downloadPsbt')}
            </button>
          </div>
        </>
      )}
      {isTestNetwork && <p className="notice">{t('testnetSendNote')}</p>}
    </section>
  )
}
