import { INVOICE_EXPIRY_SECONDS } from '@api/contracts/billing'
import type { InvoiceDto } from '@api/features/billing/billing.schemas'
import { useId } from 'react'
import { CopyButton } from '../../../components/copy-button'
import { QrCode } from '../../../components/qr-code'
import { useTexts } from '../../../lib/i18n'
import { formatSats } from '../billing-format'
import { billingTexts } from '../texts'
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
  const t = useTexts(billingTexts)
  usePaymentPolling(invoice.paymentHash, { onPaid, onExpired })
  return (
    <article aria-labelledby={headingId} className="invoice-panel">
      <h2 id={headingId}>{t('payWithLightning')}</h2>
      <p>
        <strong>{formatSats(invoice.amountSats)}</strong>: {invoice.description}
      </p>
      <QrCode value={`lightning:${invoice.bolt11}`} label={t('invoiceQr')} />
      <CopyButton text={invoice.bolt11} what={t('invoice')} />
      <p aria-busy="true">{t('waitingForPayment')}</p>
      <p>{t('scanOrPaste', { count: INVOICE_EXPIRY_SECONDS / 60 })}</p>
      <button type="button" className="secondary outline" onClick={onCancel}>
        {t('choosePlan')}
      </button>
    </article>
  )
}
