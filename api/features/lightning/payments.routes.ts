import { currentUser } from '../../plugins/access.js'
import { lightningApi } from './lightning.schemas.js'
import type { LightningDeps } from './lightning-context.js'
import { guardian, type LightningApp } from './lightning-routing.js'
import { decodePaymentRequest, payFromSpending } from './payments.service.js'

/** Payments from a child's spending (spec 1, section 7 "Lightning"): read an invoice, pay it. */
export function paymentRoutes(app: LightningApp, deps: LightningDeps): void {
  const now = () => app.clock.now()

  app.post(
    '/api/lightning/decode',
    {
      schema: lightningApi['POST /api/lightning/decode'],
    },
    (req) => decodePaymentRequest(req.body.paymentRequest, now()),
  )

  app.post(
    '/api/lightning/pay',
    {
      config: { ...guardian, changesMoney: true },
      schema: lightningApi['POST /api/lightning/pay'],
    },
    (req) => payFromSpending(app.db, deps, currentUser(req), req.body, now()),
  )
}
