import { adminApi } from './features/admin/admin.schemas.js'
import { allowancesApi } from './features/allowances/allowances.schemas.js'
import { authApi } from './features/auth/auth.schemas.js'
import { passkeysApi } from './features/auth/passkeys.schemas.js'
import { signInCodesApi } from './features/auth/sign-in-codes.schemas.js'
import { billingApi } from './features/billing/billing.schemas.js'
import { childrenApi, childSignInApi } from './features/children/children.schemas.js'
import { choresApi } from './features/chores/chores.schemas.js'
import { csvImportApi } from './features/csv-import/csv-import.schemas.js'
import { familyApi } from './features/family/family.schemas.js'
import { familyBalanceApi } from './features/family-balance/family-balance.schemas.js'
import { familyDataApi } from './features/family-data/family-data.schemas.js'
import { goalsApi } from './features/goals/goals.schemas.js'
import { healthApi } from './features/health/health.schemas.js'
import { interestApi } from './features/interest/interest.schemas.js'
import { ledgerApi } from './features/ledger/ledger.schemas.js'
import { lightningApi } from './features/lightning/lightning.schemas.js'
import { mailSettingsApi } from './features/mail-settings/mail-settings.schemas.js'
import { monitoringApi } from './features/monitoring/monitoring.schemas.js'
import { requestsApi } from './features/requests/requests.schemas.js'
import { walletApi } from './features/wallet/wallet.schemas.js'

/**
 * The API's route map: every feature's routes, keyed "METHOD /path", with the TypeBox
 * schemas the server registers them with (docs/architecture.md, "The route map"). The
 * browser's client takes its types from it (`import type`); api/route-map.test.ts checks
 * it against the routes the app registers.
 */
export const API_ROUTES = {
  ...adminApi,
  ...allowancesApi,
  ...authApi,
  ...billingApi,
  ...childSignInApi,
  ...childrenApi,
  ...choresApi,
  ...csvImportApi,
  ...familyApi,
  ...familyBalanceApi,
  ...familyDataApi,
  ...goalsApi,
  ...healthApi,
  ...interestApi,
  ...ledgerApi,
  ...lightningApi,
  ...mailSettingsApi,
  ...monitoringApi,
  ...passkeysApi,
  ...requestsApi,
  ...signInCodesApi,
  ...walletApi,
}

export type ApiRoutes = typeof API_ROUTES

/** Each feature's map, to check that no key is in two of them. */
export const FEATURE_ROUTE_MAPS = [
  adminApi,
  allowancesApi,
  authApi,
  billingApi,
  childSignInApi,
  childrenApi,
  choresApi,
  csvImportApi,
  familyApi,
  familyBalanceApi,
  familyDataApi,
  goalsApi,
  healthApi,
  interestApi,
  ledgerApi,
  lightningApi,
  mailSettingsApi,
  monitoringApi,
  passkeysApi,
  requestsApi,
  signInCodesApi,
  walletApi,
]
