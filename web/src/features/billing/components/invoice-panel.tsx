import { INVOICE_EXPIRY_SECONDS } from '@api/contracts/billing'
import type { InvoiceDto } from '@api/features/billing/billing.schemas'
import { useId } from 'react'
import { CopyButton } from '../../../components/copy-button'
import { QrCode } from '../../../components/qr-code'
import { formatSats } from '../billing-format'
import { usePaymentPolling } from '../use-payment-polling'

export type InvoicePanelProps = {
  invoice: InvoiceDto
  onPaid: () => void
  onExpired: () => void
  onCancel: () => void
}

/**
 * The invoice to pay from any Lightning wallet: as a QR code (a `lightning:` URI, which
 * phone wallets open) and as text to copy. Waits for the server to see the payment.
 */
export function InvoicePanel({ invoice, onPaid, onExpired, onCancel }: InvoicePanelProps) {
  const headingId = useId()
  usePaymentPolling(invoice.paymentHash, { onPaid, onExpired })
  return (
    <article aria-labelledby={headingId} className="invoice-panel">
      <h2 id={headingId}>Pay with Lightning</h2>
      <p>
        <strong>{formatSats(invoice.amountSats)}</strong>: {invoice.description}
      </p>
      <QrCode value={`lightning:${invoice.bolt11}`} label="Lightning invoice QR code" />
      <CopyButton text={invoice.bolt11} what="invoice" />
      <p aria-busy="true">Waiting for payment...</p>
      <p>
        Scan the code or paste the invoice into your Lightning wallet. It expires in{' '}
        {INVOICE_EXPIRY_SECONDS / 60} minutes.
      </p>
      <button type="button" className="secondary outline" onClick={onCancel}>
        Choose another plan
      </button>
    </article>
  )
}
