import { goalsApi } from './features/goals/goals.schemas.js'

/**
 * The API's route map: every feature's routes, keyed "METHOD /path", with the TypeBox
 * schemas the server registers them with (docs/architecture.md, "The route map"). The
 * browser's client takes its types from it (`import type`); api/route-map.test.ts checks
 * it against the routes the app registers.
 */
export const API_ROUTES = {
  ...goalsApi,
}

export type ApiRoutes = typeof API_ROUTES
