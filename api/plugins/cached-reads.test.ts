import { describe, expect, it } from 'vitest'
import { observeQueries } from '../../db/client.js'
import { dialectOf } from '../../db/dialect.js'
import { buildTestApp, createFamily, familyAs, manualClock, signInChild } from '../test-helpers.js'

const DAY_MS = 24 * 60 * 60 * 1000

/** Counts the statements the app runs through its database while `run` runs. */
async function statementsDuring(
  app: Awaited<ReturnType<typeof buildTestApp>>,
  run: () => Promise<unknown>,
) {
  let count = 0
  const stop = observeQueries(app.db, () => {
    count += 1
  })
  try {
    await run()
  } finally {
    stop()
  }
  return count
}

describe('reads answered until the next write', () => {
  it('answer a repeated read without touching the database on SQLite; from it on PostgreSQL', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'parent@example.org')
    await parent.addChild({ name: 'Alice', age: 9 })
    const first = await parent.request('GET', '/api/children')
    let repeated = first
    const statements = await statementsDuring(app, async () => {
      repeated = await parent.request('GET', '/api/children')
    })
    if (dialectOf(app.db) === 'sqlite') {
      // The session, the caller and the answer all come from what was kept.
      expect(statements).toBe(0)
    } else {
      // Another instance may have written since: PostgreSQL keeps nothing (db/client.ts).
      expect(statements).toBeGreaterThan(0)
    }
    expect(repeated.statusCode).toBe(200)
    expect(repeated.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(repeated.body).toBe(first.body)
  })

  it('show a balance changed by the write just before', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'parent@example.org')
    const child = await parent.addChild({ name: 'Alice', age: 9 })
    await parent.request('GET', '/api/children')
    await parent.request('GET', '/api/transactions/recent')
    const write = await parent.request('POST', `/api/children/${child.id}/update-savings`, {
      newBalance: '0.00123',
    })
    expect(write.statusCode).toBe(200)
    const [children, recent] = await Promise.all([
      parent.request('GET', '/api/children'),
      parent.request('GET', '/api/transactions/recent'),
    ])
    expect(children.json()[0].savingsBalance).toBe('0.00123000')
    expect(recent.json()).toHaveLength(1)
  })

  it('keep each caller to their own answer: another family, and a child beside the parent', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'parent@example.org')
    const alice = await parent.addChild({ name: 'Alice', age: 9 })
    await parent.addChild({ name: 'Bob', age: 12 })
    const other = await createFamily(app, 'other@example.org')
    await other.addChild({ name: 'Carol', age: 7 })
    const child = await signInChild(app, parent, alice.id, 'alice@example.org')
    const names = async (who: typeof parent) =>
      (await who.request('GET', '/api/children')).json().map((c: { name: string }) => c.name)
    for (let round = 0; round < 2; round++) {
      expect(await names(parent)).toEqual(['Alice', 'Bob'])
      expect(await names(other)).toEqual(['Carol'])
      expect(await names(child)).toEqual(['Alice'])
    }
  })

  it('see a logout at once', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'parent@example.org')
    expect((await parent.request('GET', '/api/children')).statusCode).toBe(200)
    expect((await parent.request('GET', '/api/children')).statusCode).toBe(200)
    expect((await parent.request('POST', '/api/auth/logout')).statusCode).toBe(200)
    const after = await parent.request('GET', '/api/children')
    expect(after.statusCode).toBe(401)
  })

  it('see a session expire at once, though nothing was written', async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock })
    const parent = await createFamily(app, 'parent@example.org')
    expect((await parent.request('GET', '/api/children')).statusCode).toBe(200)
    clock.advance(400 * DAY_MS)
    expect((await parent.request('GET', '/api/children')).statusCode).toBe(401)
  })

  it('never keep a refusal: a stranger without a session is not answered from it', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'parent@example.org')
    await parent.request('GET', '/api/children')
    const stranger = familyAs(app, 'sid=not-a-session')
    expect((await stranger.request('GET', '/api/children')).statusCode).toBe(401)
  })
})
