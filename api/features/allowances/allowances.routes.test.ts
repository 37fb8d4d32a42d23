import { describe, expect, it } from 'vitest'
import { refuseInserts } from '../../../db/test-database.js'
import { localDate } from '../../lib/local-date.js'
import { buildTestApp, createFamily, manualClock, signInChild } from '../../test-helpers.js'
import { processDueAllowances } from './allowances.service.js'

// 2026-11-21 is a Saturday (6).
const SATURDAY_NOON_UTC = new Date('2026-11-21T12:00:00Z')

async function setup(env: Record<string, string> = {}, at = SATURDAY_NOON_UTC) {
  const clock = manualClock(at)
  const app = await buildTestApp({ clock, env })
  const parent = await createFamily(app, 'pat@example.org')
  return { app, clock, parent }
}

const spending = async (parent: Awaited<ReturnType<typeof createFamily>>, id: number) =>
  (await parent.request('GET', `/api/children/${id}`)).json().spendingBalance

describe('POST /api/process-allowances', () => {
  it('credits only the children whose allowance day is today, and only once a day', async () => {
    const { parent, clock } = await setup()
    const sat = await parent.addChild({ name: 'Sat', weeklyAllowance: '0.0001', allowanceDay: 6 })
    const mon = await parent.addChild({ name: 'Mon', weeklyAllowance: '0.0001', allowanceDay: 1 })
    await parent.addChild({ name: 'Zero', weeklyAllowance: '0', allowanceDay: 6 })

    const first = (await parent.request('POST', '/api/process-allowances')).json()
    expect(first).toMatchObject({
      processedChildren: 1,
      weekday: 'Saturday',
      children: [{ childId: sat.id, name: 'Sat', amount: '0.00010000' }],
      alreadyCredited: [],
    })
    expect(await spending(parent, sat.id)).toBe('0.00010000')
    expect(await spending(parent, mon.id)).toBe('0.00000000')

    const second = (await parent.request('POST', '/api/process-allowances')).json()
    // Due today, but credited already: said so, not "no allowances due".
    expect(second).toMatchObject({
      processedChildren: 0,
      children: [],
      alreadyCredited: [{ childId: sat.id, name: 'Sat' }],
      message: "Today's allowances were already credited: Sat",
    })
    expect(await spending(parent, sat.id)).toBe('0.00010000')

    // Next week's Saturday pays again.
    clock.advance(7 * 86_400_000)
    expect((await parent.request('POST', '/api/process-allowances')).json().processedChildren).toBe(
      1,
    )
    expect(await spending(parent, sat.id)).toBe('0.00020000')
  })

  it('moves allowance above the spending limit to savings', async () => {
    const { parent } = await setup()
    const child = await parent.addChild({ weeklyAllowance: '0.0015', allowanceDay: 6 })
    await parent.request('POST', '/api/process-allowances')
    const after = (await parent.request('GET', `/api/children/${child.id}`)).json()
    expect(after).toMatchObject({ spendingBalance: '0.00100000', savingsBalance: '0.00050000' })
  })

  it("decides today in the family's time zone, not the server's", async () => {
    // 23:30 UTC on Saturday is already Sunday in Tokyo.
    const { parent } = await setup({}, new Date('2026-11-21T23:30:00Z'))
    const sun = await parent.addChild({ name: 'Sun', weeklyAllowance: '0.0001', allowanceDay: 0 })
    const sat = await parent.addChild({ name: 'Sat', weeklyAllowance: '0.0001', allowanceDay: 6 })
    await parent.request('PUT', '/api/allowances/schedule', {
      autoProcessHour: null,
      timeZone: 'Asia/Tokyo',
    })
    const run = (await parent.request('POST', '/api/process-allowances')).json()
    expect(run).toMatchObject({ processedChildren: 1, weekday: 'Sunday' })
    expect(await spending(parent, sun.id)).toBe('0.00010000')
    expect(await spending(parent, sat.id)).toBe('0.00000000')
  })

  it('keeps the weekday right across a DST change and pays once in the repeated hour', async () => {
    // New York leaves DST on Sunday 2026-11-01 at 02:00 local; 01:00-02:00 happens twice.
    const { parent, clock } = await setup(
      { TZ: 'America/New_York' },
      new Date('2026-11-01T03:59:00Z'),
    )
    const child = await parent.addChild({ weeklyAllowance: '0.0001', allowanceDay: 0 })
    // 23:59 EDT on Saturday: not yet Sunday.
    expect((await parent.request('POST', '/api/process-allowances')).json()).toMatchObject({
      processedChildren: 0,
      alreadyCredited: [],
      weekday: 'Saturday',
      message: 'No children have allowances due on Saturday',
    })
    clock.set(new Date('2026-11-01T05:30:00Z')) // 01:30 EDT, Sunday
    expect((await parent.request('POST', '/api/process-allowances')).json()).toMatchObject({
      processedChildren: 1,
      weekday: 'Sunday',
    })
    clock.set(new Date('2026-11-01T06:30:00Z')) // 01:30 EST, the same wall-clock hour again
    expect((await parent.request('POST', '/api/process-allowances')).json().processedChildren).toBe(
      0,
    )
    clock.set(new Date('2026-11-02T04:59:00Z')) // 23:59 EST, still Sunday after the change
    expect((await parent.request('POST', '/api/process-allowances')).json()).toMatchObject({
      processedChildren: 0,
      weekday: 'Sunday',
    })
    expect(await spending(parent, child.id)).toBe('0.00010000')
  })

  it('is for parents only', async () => {
    const { app } = await setup()
    const res = await app.inject({
      method: 'POST',
      url: '/api/process-allowances',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('automatic processing', () => {
  it('credits due children once their hour has come, once, for every family that turned it on', async () => {
    const { app, parent, clock } = await setup({}, new Date('2026-11-21T06:00:00Z'))
    const child = await parent.addChild({ weeklyAllowance: '0.0001', allowanceDay: 6 })
    const other = await createFamily(app, 'olga@example.org')
    const manual = await other.addChild({ weeklyAllowance: '0.0001', allowanceDay: 6 })

    const schedule = await parent.request('PUT', '/api/allowances/schedule', {
      autoProcessHour: 8,
      timeZone: 'UTC',
    })
    expect(schedule.json()).toEqual({ autoProcessHour: 8, timeZone: 'UTC', today: 'Saturday' })

    expect(await processDueAllowances(app.db, clock.now(), 'UTC', app.config.billing)).toEqual({
      families: 0,
      credited: 0,
    })
    clock.set(new Date('2026-11-21T08:00:00Z'))
    expect(await processDueAllowances(app.db, clock.now(), 'UTC', app.config.billing)).toEqual({
      families: 1,
      credited: 1,
    })
    // A pass later that day (or a second instance) credits nothing more.
    clock.set(new Date('2026-11-21T09:00:00Z'))
    expect(await processDueAllowances(app.db, clock.now(), 'UTC', app.config.billing)).toEqual({
      families: 1,
      credited: 0,
    })
    // The manual click afterwards does not pay twice either.
    expect((await parent.request('POST', '/api/process-allowances')).json().processedChildren).toBe(
      0,
    )

    expect(await spending(parent, child.id)).toBe('0.00010000')
    expect(await spending(other, manual.id)).toBe('0.00000000')
  })

  it('credits a pass chunk by chunk; a pass stopped between chunks pays the rest later, nobody twice', async () => {
    const { app, parent, clock } = await setup({}, new Date('2026-11-21T08:00:00Z'))
    const families = [parent, await createFamily(app, 'b@example.org')]
    families.push(await createFamily(app, 'c@example.org'))
    const childIds: number[] = []
    for (const family of families) {
      await family.request('PUT', '/api/allowances/schedule', { autoProcessHour: 8 })
      const child = await family.addChild({ weeklyAllowance: '0.0001', allowanceDay: 6 })
      childIds.push(child.id)
    }
    const balances = () =>
      Promise.all(families.map((family, i) => spending(family, childIds[i] ?? 0)))

    // The third family's chunk fails as a crash would: the first two are committed.
    const resume = await refuseInserts(app.db, {
      table: 'allowance_runs',
      column: 'child_id',
      value: childIds[2] ?? 0,
      message: 'server stopped',
    })
    await expect(
      processDueAllowances(app.db, clock.now(), 'UTC', app.config.billing, { familiesPerChunk: 1 }),
    ).rejects.toThrow('server stopped')
    expect(await balances()).toEqual(['0.00010000', '0.00010000', '0.00000000'])

    await resume()
    clock.set(new Date('2026-11-21T09:00:00Z'))
    expect(
      await processDueAllowances(app.db, clock.now(), 'UTC', app.config.billing, {
        familiesPerChunk: 1,
      }),
    ).toEqual({
      families: 3,
      credited: 1,
    })
    expect(
      await processDueAllowances(app.db, clock.now(), 'UTC', app.config.billing, {
        familiesPerChunk: 2,
      }),
    ).toEqual({
      families: 3,
      credited: 0,
    })
    expect(await balances()).toEqual(['0.00010000', '0.00010000', '0.00010000'])
  })

  it("lets a child read the family's today but not change the schedule", async () => {
    const { app, parent } = await setup()
    const mia = await parent.addChild({ name: 'Mia' })
    const kid = await signInChild(app, parent, mia.id, 'mia@example.org')
    expect((await kid.request('GET', '/api/allowances/schedule')).json()).toMatchObject({
      today: 'Saturday',
    })
    expect(
      (await kid.request('PUT', '/api/allowances/schedule', { autoProcessHour: 3 })).statusCode,
    ).toBe(403)
  })

  it('stores the canonical spelling of a time zone', async () => {
    const { parent } = await setup()
    const res = await parent.request('PUT', '/api/allowances/schedule', {
      autoProcessHour: 7,
      timeZone: 'europe/berlin',
    })
    expect(res.json()).toMatchObject({ autoProcessHour: 7, timeZone: 'Europe/Berlin' })
  })

  it('validates the schedule', async () => {
    const { parent } = await setup()
    expect(
      (await parent.request('PUT', '/api/allowances/schedule', { autoProcessHour: 24 })).json()
        .message,
    ).toBe('Choose an hour from 0 to 23, or turn automatic processing off')
    expect(
      (
        await parent.request('PUT', '/api/allowances/schedule', {
          autoProcessHour: 8,
          timeZone: 'Mars/Olympus',
        })
      ).json(),
    ).toMatchObject({
      message: 'Please choose a valid time zone, such as Europe/Berlin',
      field: 'timeZone',
    })
  })
})

describe('localDate', () => {
  it('gives the wall-calendar date, weekday and hour of an instant', () => {
    expect(localDate(new Date('2026-11-21T23:30:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-11-22',
      weekday: 0,
      hour: 8,
    })
    expect(localDate(new Date('2026-03-08T07:30:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-03-07',
      weekday: 6,
      hour: 23,
    })
  })
})

describe('with billing on', () => {
  // The operator's wallet is never called here: no invoice is made.
  const billing = {
    BILLING_ENABLED: 'true',
    BILLING_LIGHTNING_URL: `nostr+walletconnect://${'b'.repeat(64)}?relay=wss://relay.example.com&secret=${'5'.repeat(64)}`,
    SESSION_DAYS: '365',
  }

  it('pauses automatic allowances for a family whose trial has ended', async () => {
    const { app, parent, clock } = await setup(billing)
    const child = await parent.addChild({ weeklyAllowance: '0.0001', allowanceDay: 6 })
    await parent.request('PUT', '/api/allowances/schedule', { autoProcessHour: 8, timeZone: 'UTC' })
    const run = () => processDueAllowances(app.db, clock.now(), 'UTC', app.config.billing)
    expect(await run()).toEqual({ families: 1, credited: 1 })
    // 13 weeks later, a Saturday again, the 90-day trial over.
    clock.advance(91 * 86_400_000)
    expect(await run()).toEqual({ families: 0, credited: 0 })
    expect(await spending(parent, child.id)).toBe('0.00010000')
  })
})
