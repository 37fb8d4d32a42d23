import { ROUTE_ACCESS } from '../../contracts/access.js'
import { currentUser } from '../../plugins/access.js'
import { readAddresses, saveAddresses } from './addresses.service.js'
import { readAutoPayouts, saveAutoPayout } from './auto-payouts.service.js'
import { lightningApi } from './lightning.schemas.js'
import type { LightningDeps } from './lightning-context.js'
import { familyOf, guardian, type LightningApp } from './lightning-routing.js'
import { payOut } from './payouts.service.js'

/** Payouts to the children's Lightning addresses: the addresses, a payout, the automatic payouts after the allowance. */
export function payoutRoutes(app: LightningApp, deps: LightningDeps): void {
  const now = () => app.clock.now()

  app.get(
    '/api/lightning/addresses',
    {
      config: { access: ROUTE_ACCESS['GET /api/lightning/addresses'] },
      schema: lightningApi['GET /api/lightning/addresses'],
    },
    (req) => readAddresses(app.db, familyOf(req)),
  )

  app.post(
    '/api/lightning/addresses',
    {
      config: { access: ROUTE_ACCESS['POST /api/lightning/addresses'] },
      schema: lightningApi['POST /api/lightning/addresses'],
    },
    (req) => saveAddresses(app.db, familyOf(req), req.body, now()),
  )

  app.post(
    '/api/lightning/payout',
    {
      config: { ...guardian, changesMoney: true },
      schema: lightningApi['POST /api/lightning/payout'],
    },
    (req) => payOut(app.db, deps, currentUser(req), req.body, now()),
  )

  // Automatic payouts after the weekly allowance, per child (the Lightning Address tab).

  app.get(
    '/api/lightning/auto-payouts',
    {
      config: guardian,
      schema: lightningApi['GET /api/lightning/auto-payouts'],
    },
    (req) => readAutoPayouts(app.db, familyOf(req)),
  )

  app.put(
    '/api/lightning/auto-payouts/:id',
    {
      config: guardian,
      schema: lightningApi['PUT /api/lightning/auto-payouts/:id'],
    },
    (req) => saveAutoPayout(app.db, currentUser(req), req.params.id, req.body, now()),
  )
}
