/**
 * Who may call a route, declared once in its options (`config: { access }`, read by
 * api/plugins/access.ts), and shared with the web so that a screen shows a control only
 * to those the server lets use it:
 * - public: anyone, signed in or not
 * - member: any signed-in member of a family (parent, spouse or child)
 * - guardian: a parent or a spouse (the spouse has the parent's rights over children
 *   and goals)
 * - owner: the parent who holds the account (the family's connections, spouse
 *   invitations, sharing, deleting the family)
 * - admin: an administrator of the instance, whatever their family role (api/lib/admins.ts)
 */
export type Access = 'public' | 'member' | 'guardian' | 'owner' | 'admin'

export type FamilyRole = 'parent' | 'spouse' | 'child'

/** The access levels a family role decides. */
export type RoleAccess = Exclude<Access, 'public' | 'admin'>

export const ROLES_WITH_ACCESS: Record<RoleAccess, ReadonlySet<FamilyRole>> = {
  member: new Set(['parent', 'spouse', 'child']),
  guardian: new Set(['parent', 'spouse']),
  owner: new Set(['parent']),
}

/**
 * The routes behind controls the web shows only to those who may use them, with their
 * access. These routes take their `config.access` from here, so a screen and the server
 * cannot disagree; api/plugins/access.test.ts checks each entry names a route declared so.
 */
export const ROUTE_ACCESS = {
  'POST /api/lightning-config/setup': 'owner',
  'POST /api/lightning/connect': 'owner',
  'GET /api/lightning-config/node-lnd': 'owner',
  'POST /api/lightning-config/node-lnd': 'owner',
  'DELETE /api/lightning/config': 'owner',
  'GET /api/lightning/config': 'guardian',
  'POST /api/lightning/test-user-connection': 'guardian',
  'GET /api/lightning/addresses': 'guardian',
  'POST /api/lightning/addresses': 'guardian',
  'GET /api/lightning/sync-preferences': 'guardian',
  'POST /api/lightning/sync-preferences': 'guardian',
  'GET /api/wallet/family-info': 'guardian',
  'POST /api/wallet/configure': 'guardian',
} as const satisfies Record<string, RoleAccess>

export type GuardedRoute = keyof typeof ROUTE_ACCESS

/** Whether someone of this role may call the route (its server answers 403 otherwise). */
export function roleMayCall(role: FamilyRole, route: GuardedRoute): boolean {
  return ROLES_WITH_ACCESS[ROUTE_ACCESS[route]].has(role)
}

/** Who holds an access level, to start the sentence a screen shows instead of a control. */
export const WHO_HAS_ACCESS: Record<RoleAccess, string> = {
  member: 'Any family member',
  guardian: 'A parent',
  owner: 'The account holder',
}

/** "The account holder" for the route's access, to tell someone who can do what they cannot. */
export function whoMayCall(route: GuardedRoute): string {
  return WHO_HAS_ACCESS[ROUTE_ACCESS[route]]
}
