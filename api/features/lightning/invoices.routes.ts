import { currentUser } from '../../plugins/access.js'
import { checkInvoice, createInvoice } from './invoices.service.js'
import { lightningApi } from './lightning.schemas.js'
import type { LightningDeps } from './lightning-context.js'
import { guardian, type LightningApp } from './lightning-routing.js'

/** Invoices made for the children (spec 1, section 7 "Lightning"), asked about while they wait. */
export function invoiceRoutes(app: LightningApp, deps: LightningDeps): void {
  const now = () => app.clock.now()

  app.post(
    '/api/lightning/invoice',
    {
      config: { ...guardian, changesMoney: true },
      schema: lightningApi['POST /api/lightning/invoice'],
    },
    async (req, reply) =>
      reply.status(201).send(await createInvoice(app.db, deps, currentUser(req), req.body, now())),
  )

  app.get(
    '/api/lightning/invoices/:paymentHash',
    {
      config: guardian,
      schema: lightningApi['GET /api/lightning/invoices/:paymentHash'],
    },
    (req) => checkInvoice(app.db, deps, currentUser(req), req.params.paymentHash, now()),
  )
}
