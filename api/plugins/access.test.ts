import { describe, expect, it } from 'vitest'
import {
  type FamilyRole,
  type GuardedRoute,
  ROUTE_ACCESS,
  roleMayCall,
} from '../contracts/access.js'
import {
  buildTestApp,
  createFamily,
  JSON_HEADERS,
  signInChild,
  signInSpouse,
} from '../test-helpers.js'

const GUARDED = Object.keys(ROUTE_ACCESS) as GuardedRoute[]

describe('the access the web reads (api/contracts/access.ts)', () => {
  it('names registered routes, each declared with that access', async () => {
    const app = await buildTestApp()
    await app.ready()
    for (const route of GUARDED) {
      const [method, url] = route.split(' ')
      const registered = app.routeCatalog.find((r) => r.method === method && r.url === url)
      expect(registered, route).toBeDefined()
      expect(registered?.access, route).toBe(ROUTE_ACCESS[route])
    }
  })

  it('is what the server answers each role: 403 exactly where the web hides the control', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const kim = await parent.addChild({ name: 'Kim' })
    const callers: Record<FamilyRole, string> = {
      parent: parent.cookie,
      spouse: (await signInSpouse(app, parent, 'sam@example.org')).cookie,
      child: (await signInChild(app, parent, kim.id, 'kim@example.org')).cookie,
    }
    for (const route of GUARDED) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'DELETE', string]
      for (const [role, cookie] of Object.entries(callers) as [FamilyRole, string][]) {
        // A body that is not JSON: access is checked before it is read, and nothing is done.
        const res = await app.inject({
          method,
          url,
          headers: { ...JSON_HEADERS, cookie },
          ...(method === 'GET' ? {} : { payload: '{' }),
        })
        const refused = res.statusCode === 403
        expect(refused, `${role} ${route}: ${res.statusCode}`).toBe(!roleMayCall(role, route))
      }
    }
  })
})
