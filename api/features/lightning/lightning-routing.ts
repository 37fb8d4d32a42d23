import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { currentUser } from '../../plugins/access.js'

/** The app as the Lightning route modules get it: typed by the TypeBox schemas. */
export type LightningApp = Parameters<FastifyPluginAsyncTypebox>[0]

export const guardian = { access: 'guardian' as const }

export const familyOf = (req: Parameters<typeof currentUser>[0]) => currentUser(req).familyId
