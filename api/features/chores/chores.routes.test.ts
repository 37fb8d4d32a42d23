import { describe, expect, it } from 'vitest'
import { openOccurrence } from '../../../db/queries/chores.js'
import {
  buildTestApp,
  createFamily,
  manualClock,
  signInChild,
  type TestFamily,
} from '../../test-helpers.js'

// 2026-11-21 is a Saturday (6); the test app's zone is UTC.
const SATURDAY_NOON = new Date('2026-11-21T12:00:00Z')
const DAY_MS = 86_400_000

async function setup() {
  const clock = manualClock(SATURDAY_NOON)
  const app = await buildTestApp({ clock })
  const parent = await createFamily(app, 'pat@example.org')
  const child = await parent.addChild({ name: 'Kim' })
  const kid = await signInChild(app, parent, child.id, 'kim@example.org')
  const balances = async () => {
    const c = (await parent.request('GET', `/api/children/${child.id}`)).json()
    return { savings: c.savingsBalance, spending: c.spendingBalance }
  }
  const chorePayments = async () =>
    (await parent.request('GET', `/api/children/${child.id}/transactions`))
      .json()
      .filter((t: { type: string }) => t.type === 'chore_payment')
  const occurrences = (choreId: number) =>
    app.db
      .selectFrom('chore_occurrences')
      .select(['period_date', 'state'])
      .where('chore_id', '=', choreId)
      .orderBy('id')
      .execute()
  return { app, clock, parent, child, kid, balances, chorePayments, occurrences }
}

async function setChore(parent: TestFamily, body: Record<string, unknown>): Promise<number> {
  const res = await parent.request('POST', '/api/chores', {
    title: 'Feed the cat',
    reward: '0.0001',
    recurrence: 'once',
    ...body,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id
}

async function choreOf(who: TestFamily, id: number) {
  const list = (await who.request('GET', '/api/chores')).json() as Array<{ id: number }>
  return list.find((c) => c.id === id)
}

describe('a chore, from set to paid', () => {
  it('the parent sets it, the child marks it done, the parent approves: paid once', async () => {
    const { parent, child, kid, balances, chorePayments } = await setup()
    const id = await setChore(parent, { childId: child.id, title: 'Take out the trash' })

    expect(await choreOf(kid, id)).toMatchObject({
      childName: 'Kim',
      title: 'Take out the trash',
      reward: '0.00010000',
      recurrence: 'once',
      destination: 'spending',
      autoApprove: false,
      state: 'open',
      startsOn: null,
      isOverdue: false,
    })

    const done = await kid.request('POST', `/api/chores/${id}/done`)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toMatchObject({ paid: null, chore: { state: 'done' } })
    expect(await balances()).toEqual({ savings: '0.00000000', spending: '0.00000000' })
    // Done twice is refused: it waits for a parent.
    expect((await kid.request('POST', `/api/chores/${id}/done`)).statusCode).toBe(409)

    const approved = await parent.request('POST', `/api/chores/${id}/approve`)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({ paid: '0.00010000', chore: { state: 'approved' } })
    expect(await balances()).toEqual({ savings: '0.00000000', spending: '0.00010000' })
    expect(await chorePayments()).toEqual([
      expect.objectContaining({
        account: 'spending',
        amount: '0.00010000',
        description: 'Chore: Take out the trash',
      }),
    ])

    const again = await parent.request('POST', `/api/chores/${id}/approve`)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('already-decided')
    expect((await kid.request('POST', `/api/chores/${id}/done`)).json().code).toBe('chore-not-open')
    expect(await balances()).toEqual({ savings: '0.00000000', spending: '0.00010000' })
    expect(await chorePayments()).toHaveLength(1)
  })

  it('20 approvals at once pay once and open one next occurrence', async () => {
    const { parent, child, kid, balances, chorePayments, occurrences } = await setup()
    const id = await setChore(parent, { childId: child.id, recurrence: 'daily' })
    expect((await kid.request('POST', `/api/chores/${id}/done`)).statusCode).toBe(200)

    const results = await Promise.all(
      Array.from({ length: 20 }, () => parent.request('POST', `/api/chores/${id}/approve`)),
    )
    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([200, ...Array(19).fill(409)])
    expect(await balances()).toMatchObject({ spending: '0.00010000' })
    expect(await chorePayments()).toHaveLength(1)
    expect(await occurrences(id)).toEqual([
      { period_date: '2026-11-21', state: 'approved' },
      { period_date: '2026-11-22', state: 'open' },
    ])
  })

  it('with automatic approval, marking done pays at once: 20 racing Dones pay once', async () => {
    const { parent, child, kid, balances, chorePayments } = await setup()
    const id = await setChore(parent, { childId: child.id, autoApprove: true })
    const results = await Promise.all(
      Array.from({ length: 20 }, () => kid.request('POST', `/api/chores/${id}/done`)),
    )
    const ok = results.filter((r) => r.statusCode === 200)
    expect(ok).toHaveLength(1)
    expect(ok[0]?.json()).toMatchObject({ paid: '0.00010000', chore: { state: 'approved' } })
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19)
    expect(await balances()).toMatchObject({ spending: '0.00010000' })
    expect(await chorePayments()).toHaveLength(1)
  })

  it('pays into savings when the parent chose savings, and through the spending limit otherwise', async () => {
    const { parent, child, kid, balances } = await setup()
    const toSavings = await setChore(parent, {
      childId: child.id,
      reward: '0.0002',
      destination: 'savings',
      autoApprove: true,
    })
    await kid.request('POST', `/api/chores/${toSavings}/done`)
    expect(await balances()).toEqual({ savings: '0.00020000', spending: '0.00000000' })

    // The spending limit is 0.001 BTC: a 0.0015 reward leaves 0.0005 above it, swept to savings.
    const big = await setChore(parent, { childId: child.id, reward: '0.0015', autoApprove: true })
    await kid.request('POST', `/api/chores/${big}/done`)
    expect(await balances()).toEqual({ savings: '0.00070000', spending: '0.00100000' })
  })

  it('a guardian may mark done on the child’s behalf', async () => {
    const { parent, child, balances } = await setup()
    const id = await setChore(parent, { childId: child.id })
    expect((await parent.request('POST', `/api/chores/${id}/done`)).statusCode).toBe(200)
    expect((await parent.request('POST', `/api/chores/${id}/approve`)).statusCode).toBe(200)
    expect(await balances()).toMatchObject({ spending: '0.00010000' })
  })
})

describe('rejection', () => {
  it('sends the chore back with the reason the child reads; done again, it can be paid', async () => {
    const { parent, child, kid, balances } = await setup()
    const id = await setChore(parent, { childId: child.id, title: 'Tidy your room' })
    await kid.request('POST', `/api/chores/${id}/done`)

    const noReason = await parent.request('POST', `/api/chores/${id}/reject`, { reason: '  ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json()).toMatchObject({ code: 'missing-field', field: 'reason' })

    const rejected = await parent.request('POST', `/api/chores/${id}/reject`, {
      reason: 'The toys are still on the floor',
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(await choreOf(kid, id)).toMatchObject({
      state: 'open',
      rejectionReason: 'The toys are still on the floor',
    })
    expect(await balances()).toMatchObject({ spending: '0.00000000' })
    // Nothing waits now: neither an approval nor a second rejection goes through.
    expect((await parent.request('POST', `/api/chores/${id}/approve`)).statusCode).toBe(409)
    expect(
      (await parent.request('POST', `/api/chores/${id}/reject`, { reason: 'again' })).statusCode,
    ).toBe(409)

    await kid.request('POST', `/api/chores/${id}/done`)
    expect(await choreOf(kid, id)).toMatchObject({ state: 'done', rejectionReason: null })
    expect((await parent.request('POST', `/api/chores/${id}/approve`)).statusCode).toBe(200)
    expect(await balances()).toMatchObject({ spending: '0.00010000' })
  })
})

describe('recurrence', () => {
  it('a daily chore opens the next day once it is paid, and can be done again only then', async () => {
    const { clock, parent, child, kid, balances, occurrences } = await setup()
    const id = await setChore(parent, { childId: child.id, recurrence: 'daily' })
    expect(await choreOf(kid, id)).toMatchObject({ occursOn: '2026-11-21', startsOn: null })
    await kid.request('POST', `/api/chores/${id}/done`)
    await parent.request('POST', `/api/chores/${id}/approve`)

    expect(await choreOf(kid, id)).toMatchObject({
      state: 'open',
      occursOn: '2026-11-22',
      startsOn: '2026-11-22',
    })
    const early = await kid.request('POST', `/api/chores/${id}/done`)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({
      code: 'chore-not-open',
      message: 'This chore can be done from 2026-11-22',
    })

    clock.advance(DAY_MS)
    expect((await kid.request('POST', `/api/chores/${id}/done`)).statusCode).toBe(200)
    expect((await parent.request('POST', `/api/chores/${id}/approve`)).statusCode).toBe(200)
    expect(await balances()).toMatchObject({ spending: '0.00020000' })
    expect((await occurrences(id)).map((o) => o.period_date)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ])
  })

  it('skips the days nobody did rather than owe them', async () => {
    const { clock, parent, child, kid, occurrences } = await setup()
    const id = await setChore(parent, { childId: child.id, recurrence: 'daily' })
    clock.advance(3 * DAY_MS)
    expect(await choreOf(kid, id)).toMatchObject({ occursOn: '2026-11-24', startsOn: null })
    await kid.request('POST', `/api/chores/${id}/done`)
    // Approved two days later: the next one is the day of the approval, not a past one.
    clock.advance(2 * DAY_MS)
    await parent.request('POST', `/api/chores/${id}/approve`)
    expect(await occurrences(id)).toEqual([
      { period_date: '2026-11-24', state: 'approved' },
      { period_date: '2026-11-26', state: 'open' },
    ])
  })

  it('a weekly chore can be done once in the seven days up to its day', async () => {
    const { clock, parent, child, kid } = await setup()
    // A Wednesday chore set on Saturday the 21st: Wednesday the 25th ends the week that
    // holds today, so it can be done now; the next week runs from the 26th.
    const id = await setChore(parent, { childId: child.id, recurrence: 'weekly', weekday: 3 })
    expect(await choreOf(kid, id)).toMatchObject({ occursOn: '2026-11-25', startsOn: null })
    await kid.request('POST', `/api/chores/${id}/done`)
    await parent.request('POST', `/api/chores/${id}/approve`)
    expect(await choreOf(kid, id)).toMatchObject({
      occursOn: '2026-12-02',
      startsOn: '2026-11-26',
    })
    expect((await kid.request('POST', `/api/chores/${id}/done`)).statusCode).toBe(409)
    clock.advance(5 * DAY_MS)
    expect((await kid.request('POST', `/api/chores/${id}/done`)).statusCode).toBe(200)
  })

  it('the keys themselves refuse a second occurrence: one per period, one unpaid per chore', async () => {
    const { app, parent, child, occurrences } = await setup()
    const id = await setChore(parent, { childId: child.id, recurrence: 'daily' })
    const family = await app.db
      .selectFrom('chores')
      .select('family_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const open = (period: string) =>
      openOccurrence(app.db, {
        familyId: family.family_id,
        childId: child.id,
        choreId: id,
        period,
        at: SATURDAY_NOON.toISOString(),
      })
    expect(await open('2026-11-21')).toBe(false)
    expect(await open('2026-11-22')).toBe(false)
    expect(await occurrences(id)).toEqual([{ period_date: '2026-11-21', state: 'open' }])
  })

  it('a weekly chore needs its day', async () => {
    const { parent, child } = await setup()
    const res = await parent.request('POST', '/api/chores', {
      childId: child.id,
      title: 'Mow the lawn',
      reward: '0.0001',
      recurrence: 'weekly',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'missing-field', field: 'weekday' })
  })
})

describe('due dates', () => {
  it('a chore done once past its due date is flagged overdue and still paid', async () => {
    const { clock, parent, child, kid } = await setup()
    const late = await setChore(parent, { childId: child.id, dueDate: '2026-11-22' })
    const later = await setChore(parent, { childId: child.id, dueDate: '2026-11-30' })
    const undated = await setChore(parent, { childId: child.id })
    clock.advance(2 * DAY_MS)
    const list = (await kid.request('GET', '/api/chores')).json()
    expect(list.map((c: { id: number; isOverdue: boolean }) => [c.id, c.isOverdue])).toEqual([
      [late, true],
      [later, false],
      [undated, false],
    ])
    expect((await kid.request('POST', `/api/chores/${late}/done`)).statusCode).toBe(200)
    // Waiting for a parent comes first.
    expect((await parent.request('GET', '/api/chores')).json()[0]).toMatchObject({
      id: late,
      state: 'done',
      isOverdue: false,
    })
  })

  it('is refused in the past, and for recurring chores', async () => {
    const { parent, child } = await setup()
    const past = await parent.request('POST', '/api/chores', {
      childId: child.id,
      title: 'x',
      reward: '0.0001',
      recurrence: 'once',
      dueDate: '2026-11-20',
    })
    expect(past.json()).toMatchObject({ code: 'date-in-past', field: 'dueDate' })
    const daily = await parent.request('POST', '/api/chores', {
      childId: child.id,
      title: 'x',
      reward: '0.0001',
      recurrence: 'daily',
      dueDate: '2026-11-30',
    })
    expect(daily.json()).toMatchObject({ code: 'invalid-date', field: 'dueDate' })
  })
})

describe('editing and deleting', () => {
  it('a new schedule moves the open occurrence; a finished chore made daily opens again', async () => {
    const { parent, child, kid, occurrences } = await setup()
    const id = await setChore(parent, { childId: child.id })
    await kid.request('POST', `/api/chores/${id}/done`)
    await parent.request('POST', `/api/chores/${id}/approve`)
    expect(await choreOf(kid, id)).toMatchObject({ state: 'approved' })

    const edited = await parent.request('PUT', `/api/chores/${id}`, {
      title: 'Feed the cat, every day',
      reward: '0.0002',
      recurrence: 'daily',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    // Today's was paid: tomorrow is the first the daily chore can be done.
    expect(edited.json()).toMatchObject({
      title: 'Feed the cat, every day',
      reward: '0.00020000',
      state: 'open',
      occursOn: '2026-11-22',
    })
    await parent.request('PUT', `/api/chores/${id}`, {
      title: 'Feed the cat',
      reward: '0.0002',
      recurrence: 'weekly',
      weekday: 2,
    })
    expect(await occurrences(id)).toEqual([
      { period_date: '2026-11-21', state: 'approved' },
      { period_date: '2026-11-24', state: 'open' },
    ])
  })

  it('keeps an overdue due date that is not changed', async () => {
    const { clock, parent, child } = await setup()
    const id = await setChore(parent, { childId: child.id, dueDate: '2026-11-22' })
    clock.advance(3 * DAY_MS)
    const edited = await parent.request('PUT', `/api/chores/${id}`, {
      title: 'Feed the cat now',
      reward: '0.0001',
      recurrence: 'once',
      dueDate: '2026-11-22',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ isOverdue: true })
  })

  it('deletes the chore; what it paid stays in the ledger', async () => {
    const { parent, child, kid, chorePayments } = await setup()
    const id = await setChore(parent, { childId: child.id, autoApprove: true })
    await kid.request('POST', `/api/chores/${id}/done`)
    const res = await parent.request('DELETE', `/api/chores/${id}`)
    expect(res.json()).toEqual({ success: true, message: 'Chore deleted' })
    expect((await parent.request('GET', '/api/chores')).json()).toEqual([])
    expect(await chorePayments()).toHaveLength(1)
    expect((await parent.request('DELETE', `/api/chores/${id}`)).statusCode).toBe(404)
  })

  it("a removed child's chores leave the list and cannot be paid", async () => {
    const { parent, child, kid } = await setup()
    const id = await setChore(parent, { childId: child.id })
    await kid.request('POST', `/api/chores/${id}/done`)
    expect((await parent.request('DELETE', `/api/children/${child.id}`)).statusCode).toBe(200)
    expect((await parent.request('GET', '/api/chores')).json()).toEqual([])
    expect((await parent.request('POST', `/api/chores/${id}/approve`)).statusCode).toBe(404)
  })
})

describe('wrong input and other people', () => {
  it.each([
    [{ title: '   ' }, 'title', 'missing-field'],
    [{ title: 'x'.repeat(101) }, 'title', 'too-long'],
    [{ reward: '0' }, 'reward', 'invalid-amount'],
    [{ reward: '-0.001' }, 'reward', 'invalid-amount'],
    [{ reward: '0.01000001' }, 'reward', 'invalid-amount'],
    [{ reward: '' }, 'reward', 'missing-field'],
    [{ recurrence: 'hourly' }, 'recurrence', 'invalid-choice'],
    [{ destination: 'wallet' }, 'destination', 'invalid-choice'],
    [{ recurrence: 'weekly', weekday: 7 }, 'weekday', 'invalid-choice'],
    [{ dueDate: '2026-02-30' }, 'dueDate', 'invalid-date'],
  ])('refuses %j with a 400 at its field', async (body, field, code) => {
    const { parent, child } = await setup()
    const res = await parent.request('POST', '/api/chores', {
      childId: child.id,
      title: 'Feed the cat',
      reward: '0.0001',
      recurrence: 'once',
      ...body,
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ field, code })
  })

  it('accepts a reward of exactly the 0.01 BTC limit', async () => {
    const { parent, child } = await setup()
    await setChore(parent, { childId: child.id, reward: '0.01' })
  })

  it('a child cannot set, change, approve, reject or delete chores', async () => {
    const { parent, child, kid, balances } = await setup()
    const id = await setChore(parent, { childId: child.id })
    await kid.request('POST', `/api/chores/${id}/done`)
    const tries = [
      kid.request('POST', '/api/chores', {
        childId: child.id,
        title: 'x',
        reward: '0.001',
        recurrence: 'once',
      }),
      kid.request('PUT', `/api/chores/${id}`, { title: 'x', reward: '0.01', recurrence: 'once' }),
      kid.request('POST', `/api/chores/${id}/approve`),
      kid.request('POST', `/api/chores/${id}/reject`, { reason: 'no' }),
      kid.request('DELETE', `/api/chores/${id}`),
    ]
    for (const res of await Promise.all(tries)) expect(res.statusCode).toBe(403)
    expect(await choreOf(parent, id)).toMatchObject({ state: 'done', reward: '0.00010000' })
    expect(await balances()).toMatchObject({ spending: '0.00000000' })
  })

  it("a child sees only its own chores; a sibling's is a 404", async () => {
    const { app, parent, child, kid } = await setup()
    const sibling = await parent.addChild({ name: 'Lou' })
    const lou = await signInChild(app, parent, sibling.id, 'lou@example.org')
    const kims = await setChore(parent, { childId: child.id, title: 'Kim’s chore' })
    const lous = await setChore(parent, { childId: sibling.id, title: 'Lou’s chore' })
    expect(
      (await kid.request('GET', '/api/chores')).json().map((c: { id: number }) => c.id),
    ).toEqual([kims])
    expect(
      (await lou.request('GET', '/api/chores')).json().map((c: { id: number }) => c.id),
    ).toEqual([lous])
    expect((await parent.request('GET', '/api/chores')).json()).toHaveLength(2)
    expect((await kid.request('POST', `/api/chores/${lous}/done`)).statusCode).toBe(404)
  })

  it("another family's chores and children are 404s, and its list is its own", async () => {
    const { app, parent, child, kid, balances } = await setup()
    const id = await setChore(parent, { childId: child.id })
    await kid.request('POST', `/api/chores/${id}/done`)
    const other = await createFamily(app, 'olga@example.org')
    expect((await other.request('GET', '/api/chores')).json()).toEqual([])
    const tries = [
      other.request('POST', '/api/chores', {
        childId: child.id,
        title: 'x',
        reward: '0.001',
        recurrence: 'once',
      }),
      other.request('PUT', `/api/chores/${id}`, { title: 'x', reward: '0.01', recurrence: 'once' }),
      other.request('POST', `/api/chores/${id}/done`),
      other.request('POST', `/api/chores/${id}/approve`),
      other.request('POST', `/api/chores/${id}/reject`, { reason: 'no' }),
      other.request('DELETE', `/api/chores/${id}`),
    ]
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('not-found')
    }
    expect(await choreOf(parent, id)).toMatchObject({ state: 'done', title: 'Feed the cat' })
    expect(await balances()).toMatchObject({ spending: '0.00000000' })
  })
})
