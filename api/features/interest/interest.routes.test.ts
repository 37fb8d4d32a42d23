import { describe, expect, it } from 'vitest'
import {
  buildTestApp,
  createFamily,
  manualClock,
  signInChild,
  type TestFamily,
} from '../../test-helpers.js'
import { processDueInterest } from './interest.service.js'

/** Sets a child's savings to `balance` at `at` (an Update Savings entry, dated by the clock). */
async function savingsOn(
  clock: ReturnType<typeof manualClock>,
  parent: TestFamily,
  childId: number,
  at: string,
  balance: string,
) {
  clock.set(new Date(at))
  const res = await parent.request('POST', `/api/children/${childId}/update-savings`, {
    newBalance: balance,
  })
  expect(res.statusCode, res.body).toBe(200)
}

async function setup() {
  const clock = manualClock(new Date('2026-10-20T12:00:00Z'))
  const app = await buildTestApp({ clock })
  const parent = await createFamily(app, 'pat@example.org')
  const kim = await parent.addChild({ name: 'Kim' })
  const job = () => processDueInterest(app.db, clock.now(), 'UTC', app.config.billing)
  // From the database: the clock moves past the parent's session in these tests.
  const interestRows = (childId: number) =>
    app.db
      .selectFrom('transactions')
      .select(['account', 'amount_sat', 'description'])
      .where('child_id', '=', childId)
      .where('type', '=', 'interest')
      .execute()
  const credits = (childId: number) =>
    app.db
      .selectFrom('interest_credits')
      .select(['month', 'lowest_balance_sat', 'amount_sat', 'rate_tenths'])
      .where('child_id', '=', childId)
      .orderBy('month')
      .execute()
  return { app, clock, parent, kim, job, interestRows, credits }
}

describe('the monthly interest job', () => {
  it("credits each child's lowest November savings once, however often and however concurrently it runs", async () => {
    const { app, clock, parent, kim, job, interestRows, credits } = await setup()
    const lou = await parent.addChild({ name: 'Lou' })
    const ada = await parent.addChild({ name: 'Ada' })
    expect((await parent.request('PUT', '/api/interest', { rate: '12' })).statusCode).toBe(200)
    // Lou gets none; Ada her own 20%.
    await parent.request('PUT', `/api/interest/children/${lou.id}`, { rate: 0 })
    await parent.request('PUT', `/api/interest/children/${ada.id}`, { rate: '20' })

    await savingsOn(clock, parent, kim.id, '2026-10-25T09:00:00Z', '0.01')
    await savingsOn(clock, parent, lou.id, '2026-10-25T09:00:00Z', '0.01')
    await savingsOn(clock, parent, ada.id, '2026-10-25T09:00:00Z', '0.002')
    await savingsOn(clock, parent, kim.id, '2026-11-05T09:00:00Z', '0.02')
    // Kim's lowest of the month: 0.005 BTC for two days.
    await savingsOn(clock, parent, kim.id, '2026-11-10T09:00:00Z', '0.005')
    await savingsOn(clock, parent, kim.id, '2026-11-12T09:00:00Z', '0.03')

    // On the last day of November only October is over: Kim started it with nothing.
    clock.set(new Date('2026-11-30T23:00:00Z'))
    await job()
    expect(await credits(kim.id)).toEqual([
      { month: '2026-10', lowest_balance_sat: 0, amount_sat: 0, rate_tenths: 120 },
    ])
    expect(await interestRows(kim.id)).toEqual([])

    clock.set(new Date('2026-12-01T00:20:00Z'))
    expect(await job()).toEqual({ families: 1, credited: 2 })
    await Promise.all([job(), job(), job(), job(), job()])
    clock.set(new Date('2026-12-18T05:20:00Z'))
    expect(await job()).toEqual({ families: 1, credited: 0 })

    // floor(500,000 sats x 12% x 30 days / 365 days) = floor(4,931.5...) = 4,931 sats.
    expect((await credits(kim.id)).at(-1)).toEqual({
      month: '2026-11',
      lowest_balance_sat: 500_000,
      amount_sat: 4_931,
      rate_tenths: 120,
    })
    expect(await interestRows(kim.id)).toEqual([
      {
        account: 'savings',
        amount_sat: 4_931,
        description: 'Interest for November 2026: 12% a year on the lowest savings, 0.00500000 BTC',
      },
    ])
    // floor(200,000 x 20% x 30 / 365) = floor(3,287.6...) = 3,287 sats.
    expect(await interestRows(ada.id)).toEqual([expect.objectContaining({ amount_sat: 3_287 })])
    expect(await credits(lou.id)).toEqual([])
    const child = await app.db
      .selectFrom('children')
      .select('savings_sat')
      .where('id', '=', kim.id)
      .executeTakeFirstOrThrow()
    expect(child.savings_sat).toBe(3_004_931)
  })

  it('catches up when the server was down on the 1st', async () => {
    const { clock, parent, kim, job, interestRows } = await setup()
    await parent.request('PUT', '/api/interest', { rate: '10' })
    await savingsOn(clock, parent, kim.id, '2026-10-31T12:00:00Z', '0.01')
    clock.set(new Date('2026-12-20T10:20:00Z'))
    expect(await job()).toEqual({ families: 1, credited: 1 })
    // floor(1,000,000 x 10% x 30 / 365) = 8,219 sats.
    expect(await interestRows(kim.id)).toEqual([expect.objectContaining({ amount_sat: 8_219 })])
  })

  it("uses the family's month: Tokyo's December starts nine hours before UTC's", async () => {
    const { clock, parent, kim, job, credits } = await setup()
    await parent.request('PUT', '/api/allowances/schedule', {
      autoProcessHour: null,
      timeZone: 'Asia/Tokyo',
    })
    await parent.request('PUT', '/api/interest', { rate: '10' })
    await savingsOn(clock, parent, kim.id, '2026-10-20T12:00:00Z', '0.01')
    // 16:00 UTC on 30 November is 1 December, 01:00 in Tokyo.
    clock.set(new Date('2026-11-30T16:00:00Z'))
    await job()
    expect((await credits(kim.id)).map((c) => c.month)).toEqual(['2026-11'])
  })

  it('credits nothing while interest is off, and nothing for a removed child', async () => {
    const { clock, parent, kim, job, credits } = await setup()
    await savingsOn(clock, parent, kim.id, '2026-10-20T12:00:00Z', '0.01')
    clock.set(new Date('2026-12-02T00:00:00Z'))
    expect(await job()).toEqual({ families: 0, credited: 0 })
    await parent.request('PUT', '/api/interest', { rate: '5' })
    await parent.request('DELETE', `/api/children/${kim.id}`)
    await job()
    expect(await credits(kim.id)).toEqual([])
  })
})

describe('GET /api/interest', () => {
  it('shows this month so far and at its end, and what the family promised', async () => {
    const { app, clock, parent, kim } = await setup()
    const lou = await parent.addChild({ name: 'Lou' })
    await parent.request('PUT', '/api/interest', { rate: '7.3' })
    await savingsOn(clock, parent, kim.id, '2026-10-31T12:00:00Z', '0.1')
    await savingsOn(clock, parent, lou.id, '2026-10-31T12:00:00Z', '0.05')
    await savingsOn(clock, parent, kim.id, '2026-11-03T12:00:00Z', '0.05')
    clock.set(new Date('2026-11-10T12:00:00Z'))

    const res = await parent.request('GET', '/api/interest')
    expect(res.statusCode).toBe(200)
    // Each: floor(5,000,000 sats x 7.3% x days / 365): 10 days so far, 30 in the month.
    const each = {
      ownRate: null,
      rate: '7.3',
      lowestBalance: '0.05000000',
      soFar: '0.00010000',
      projected: '0.00030000',
      lastMonth: null,
    }
    expect(res.json()).toEqual({
      familyRate: '7.3',
      month: '2026-11',
      previousMonth: '2026-10',
      daysInMonth: 30,
      daysElapsed: 10,
      promised: '0.00060000',
      children: [
        { childId: kim.id, childName: 'Kim', ...each },
        { childId: lou.id, childName: 'Lou', ...each },
      ],
    })

    const kid = await signInChild(app, parent, kim.id, 'kim@example.org')
    const own = (await kid.request('GET', '/api/interest')).json()
    expect(own.children.map((c: { childName: string }) => c.childName)).toEqual(['Kim'])
    expect(own.promised).toBe('0.00030000')
  })
})

describe('setting the rate', () => {
  it.each([['20.1'], ['-1'], ['abc'], ['2.55'], [21], [''], ['1e1']])(
    'refuses %j with a 400',
    async (rate) => {
      const { parent, kim } = await setup()
      for (const url of ['/api/interest', `/api/interest/children/${kim.id}`]) {
        const res = await parent.request('PUT', url, { rate })
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400)
        expect(res.json()).toMatchObject({ code: 'invalid-percentage', field: 'rate' })
      }
    },
  )

  it('accepts 0 to 20 with one decimal; a child rate of null follows the family again', async () => {
    const { parent, kim } = await setup()
    expect((await parent.request('PUT', '/api/interest', { rate: '.5' })).json().familyRate).toBe(
      '0.5',
    )
    expect((await parent.request('PUT', '/api/interest', { rate: 20 })).json().familyRate).toBe(
      '20',
    )
    const own = await parent.request('PUT', `/api/interest/children/${kim.id}`, { rate: '3' })
    expect(own.json().children[0]).toMatchObject({ ownRate: '3', rate: '3' })
    const back = await parent.request('PUT', `/api/interest/children/${kim.id}`, { rate: null })
    expect(back.json().children[0]).toMatchObject({ ownRate: null, rate: '20' })
    expect((await parent.request('PUT', '/api/interest', { rate: '0' })).json().familyRate).toBe(
      '0',
    )
  })

  it("is for guardians; another family's child is a 404", async () => {
    const { app, parent, kim } = await setup()
    const kid = await signInChild(app, parent, kim.id, 'kim@example.org')
    expect((await kid.request('PUT', '/api/interest', { rate: '20' })).statusCode).toBe(403)
    expect(
      (await kid.request('PUT', `/api/interest/children/${kim.id}`, { rate: '20' })).statusCode,
    ).toBe(403)
    const other = await createFamily(app, 'olga@example.org')
    const res = await other.request('PUT', `/api/interest/children/${kim.id}`, { rate: '20' })
    expect(res.statusCode).toBe(404)
    expect((await other.request('GET', '/api/interest')).json().children).toEqual([])
    expect((await parent.request('GET', '/api/interest')).json().children[0].ownRate).toBeNull()
  })
})
