import type { SendDto } from '@api/features/wallet/wallet.schemas'
import { Btc } from '../../../components/btc'
import { CopyButton } from '../../../components/copy-button'
import { LongValue } from '../../../components/long-value'
import { QrCode } from '../../../components/qr-code'
import { downloadFile } from '../../../lib/download-file'
import { TESTNET_SEND_NOTE } from '../wallet-words'

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
  return (
    <section aria-label={`Send ${send.transactionId}`} className="psbt-panel">
      <p>
        <Btc value={send.amount} /> to <LongValue value={send.toAddress} />
      </p>
      {send.psbt === null ? (
        <p>
          Recorded for accounting only: with just a plain address the app cannot prepare the
          transaction. Send the bitcoin from your own wallet.
        </p>
      ) : (
        <>
          <p>
            Sign this unsigned transaction (PSBT) in your own wallet (Sparrow, Electrum or a
            hardware wallet) and broadcast it from there: this app never broadcasts.
          </p>
          {send.fee !== null && (
            <p>
              Network fee: <Btc value={send.fee} withSats />, paid from the family wallet.
            </p>
          )}
          <QrCode value={send.psbt} label="Unsigned transaction (PSBT)" />
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
              Download .psbt
            </button>
          </div>
        </>
      )}
      {isTestNetwork && <p className="notice">{TESTNET_SEND_NOTE}</p>}
    </section>
  )
}
