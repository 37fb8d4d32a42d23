import { decodeInvoice } from '../lib/lightning/bolt11.js'
import { encodeInvoice, type InvoiceFields, newPaymentPreimage } from './bolt11-encoder.js'

/** Called when an invoice is paid, with what arrived (msat). */
export type PaymentReceiver = (paymentHash: string, amountMsat: number) => void

export interface IssuedInvoice {
  bolt11: string
  paymentHash: string
  /** Hex: what a payer gets back as proof once the invoice is paid. */
  preimage: string
}

/**
 * The Lightning Network as far as tests are concerned: every test peer that issues an
 * invoice (test wallets, LNURL servers) registers it here with its preimage, and a
 * test wallet paying an invoice delivers the payment here. An invoice nobody here
 * issued has no route, as on the real network; a payment returns the real preimage,
 * so payers can prove it like on the real network.
 */
export class TestLightningNetwork {
  private readonly invoices = new Map<
    string,
    { preimage: string; amountMsat: number | null; paid: boolean; onPaid: PaymentReceiver }
  >()

  /** Makes a signed invoice (regtest unless told) that payments through this network reach. */
  issueInvoice(
    fields: Omit<InvoiceFields, 'paymentHash'>,
    onPaid: PaymentReceiver = () => {},
  ): IssuedInvoice {
    const { preimage, paymentHash } = newPaymentPreimage()
    const bolt11 = encodeInvoice({ ...fields, paymentHash })
    this.invoices.set(paymentHash, {
      preimage,
      amountMsat: fields.amountMsat ?? null,
      paid: false,
      onPaid,
    })
    return { bolt11, paymentHash, preimage }
  }

  /**
   * Delivers a payment to whoever issued the invoice.
   * @returns the preimage, or null when the payment cannot arrive: no node here issued
   * the invoice ("no route"), it was already paid, or the amount is short.
   */
  deliver(bolt11: string, amountMsat: number): string | null {
    const { paymentHash } = decodeInvoice(bolt11)
    const invoice = this.invoices.get(paymentHash)
    if (!invoice || invoice.paid) return null
    if (invoice.amountMsat !== null && amountMsat < invoice.amountMsat) return null
    invoice.paid = true
    invoice.onPaid(paymentHash, amountMsat)
    return invoice.preimage
  }
}

/** The network every test peer uses unless a test builds its own. */
export const testLightningNetwork = new TestLightningNetwork()
