import type { FastifyInstance } from 'fastify'
import { createFamily, type TestFamily } from '../test-helpers.js'

/** The instance's first account (its administrator) and a second family that is not. */
export async function adminAndMember(
  app: FastifyInstance,
): Promise<{ admin: TestFamily; member: TestFamily }> {
  const admin = await createFamily(app, 'operator@example.org')
  const member = await createFamily(app, 'family@example.org')
  return { admin, member }
}

export interface RouteEntry {
  method: string
  url: string
}

/**
 * Every route of the app, read from Fastify's printed route tree (nested lines print
 * only the part after their parent's path), HEAD left out: it follows GET.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const printed = app.printRoutes({ commonPrefix: false })
  const parents: string[] = []
  const routes: RouteEntry[] = []
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '')
    parents[depth] = path
    parents.length = depth + 1
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url: path })
    }
  }
  return routes
}
