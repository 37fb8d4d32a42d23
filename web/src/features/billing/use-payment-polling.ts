import { INVOICE_EXPIRY_SECONDS, PAYMENT_POLL_MS } from '@api/contracts/billing'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { checkPayment } from './api'

export interface PaymentPollingHandlers {
  onPaid: () => void
  /** Ten minutes went by unpaid. */
  onExpired: () => void
}

/**
 * Asks every 3 seconds whether the invoice was paid (the server checks its own
 * wallet), until it is or 10 minutes have passed (spec 2, section 4). A failed check
 * is only logged: the next one may succeed.
 */
export function usePaymentPolling(paymentHash: string | null, handlers: PaymentPollingHandlers) {
  const latest = useRef(handlers)
  useLayoutEffect(() => {
    latest.current = handlers
  })

  useEffect(() => {
    if (paymentHash === null) return
    let isDone = false
    let isChecking = false
    const finish = (outcome: keyof PaymentPollingHandlers) => {
      if (isDone) return
      isDone = true
      clearInterval(poll)
      clearTimeout(expiry)
      latest.current[outcome]()
    }
    const poll = setInterval(async () => {
      // A slow answer must not pile up checks behind it.
      if (isChecking || isDone) return
      isChecking = true
      try {
        const { payment } = await checkPayment(paymentHash)
        if (payment.verified) finish('onPaid')
      } catch (error) {
        console.error('Payment check failed:', error)
      } finally {
        isChecking = false
      }
    }, PAYMENT_POLL_MS)
    const expiry = setTimeout(() => finish('onExpired'), INVOICE_EXPIRY_SECONDS * 1000)
    return () => {
      isDone = true
      clearInterval(poll)
      clearTimeout(expiry)
    }
  }, [paymentHash])
}
