import { describe, expect, it } from 'vitest'
import {
  buildTestApp,
  createFamily,
  manualClock,
  signInChild,
  type TestFamily,
} from '../../test-helpers.js'

const goalBody = {
  title: 'New bike',
  description: 'A red bike for the summer',
  targetAmount: '0.01',
  category: 'bike',
}

async function setup() {
  const clock = manualClock(new Date('2026-11-21T12:00:00Z'))
  const app = await buildTestApp({ clock })
  const parent = await createFamily(app, 'pat@example.org')
  const ann = await parent.addChild({ name: 'Ann', weeklyAllowance: '0.001', allowanceDay: 6 })
  const ben = await parent.addChild({ name: 'Ben' })
  for (const child of [ann, ben]) {
    await parent.request('PATCH', `/api/children/${child.id}/spending-threshold`, {
      threshold: '1',
    })
    await parent.request('POST', `/api/children/${child.id}/update-savings`, { newBalance: '0.01' })
  }
  const goal = (await parent.request('POST', '/api/family-goals', goalBody)).json()
  return { app, clock, parent, ann, ben, goal }
}

const child = async (parent: TestFamily, id: number) =>
  (await parent.request('GET', `/api/children/${id}`)).json()
const goalOf = async (parent: TestFamily, id: number) =>
  (await parent.request('GET', '/api/family-goals')).json().find((g: { id: number }) => g.id === id)

describe('goals', () => {
  it('creates a goal with no progress yet', async () => {
    const { goal } = await setup()
    expect(goal).toMatchObject({
      title: 'New bike',
      targetAmount: '0.01000000',
      currentAmount: '0.00000000',
      category: 'bike',
      creatorType: 'parent',
      progress: 0,
      isComplete: false,
      allocations: [],
    })
  })

  it.each([
    [{ ...goalBody, title: ' ' }, 'Title is required', 'title'],
    [{ ...goalBody, title: 'x'.repeat(101) }, 'Title too long', 'title'],
    [{ ...goalBody, description: '' }, 'Clear definition is required', 'description'],
    [{ ...goalBody, targetAmount: undefined }, 'Target amount is required', 'targetAmount'],
    [
      { ...goalBody, targetAmount: '0' },
      'Target amount must be a Bitcoin amount above 0, with at most 8 decimals',
      'targetAmount',
    ],
    [
      { ...goalBody, targetAmount: '0.123456789' },
      'Target amount must be a Bitcoin amount above 0, with at most 8 decimals',
      'targetAmount',
    ],
    [{ ...goalBody, category: '' }, 'Category is required', 'category'],
    [
      { ...goalBody, category: 'yacht' },
      'Category must be one of: vacation, education, toy, bike, car, home, electronics, sports, other',
      'category',
    ],
    [{ ...goalBody, targetDate: '2026-11-20' }, 'Target date cannot be in the past', 'targetDate'],
    [
      { ...goalBody, targetDate: 'soon' },
      'Target date must be a date such as 2027-06-30',
      'targetDate',
    ],
    [
      { ...goalBody, targetDate: '2027-02-31' },
      'Target date must be a date such as 2027-06-30',
      'targetDate',
    ],
    [
      { ...goalBody, imageUrl: 'javascript:alert(1)' },
      'Image URL must start with http:// or https://',
      'imageUrl',
    ],
  ])('refuses %j', async (body, message, field) => {
    const { parent } = await setup()
    const res = await parent.request('POST', '/api/family-goals', body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message, field })
  })

  it('accepts today as target date', async () => {
    const { parent } = await setup()
    expect(
      (await parent.request('POST', '/api/family-goals', { ...goalBody, targetDate: '2026-11-21' }))
        .statusCode,
    ).toBe(201)
  })

  it('lets a child see goals but not create, allocate, contribute, decide or delete', async () => {
    const { app, parent, ann, goal } = await setup()
    const kid = await signInChild(app, parent, ann.id, 'ann@example.org')
    expect((await kid.request('GET', '/api/family-goals')).json()).toHaveLength(1)
    for (const [method, url, body] of [
      ['POST', '/api/family-goals', goalBody],
      ['DELETE', `/api/family-goals/${goal.id}`, undefined],
      ['POST', `/api/family-goals/${goal.id}/allocations`, { percentage: 10, childId: ann.id }],
      [
        'POST',
        `/api/family-goals/${goal.id}/contributions`,
        { amount: '0.001', contributionType: 'gift' },
      ],
      ['POST', '/api/allocations/1/approve', { approved: true }],
    ] as const) {
      expect((await kid.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403)
    }
  })
})

describe('allocations', () => {
  it("moves a parent's entire-savings share at once", async () => {
    const { parent, ann, goal } = await setup()
    const res = await parent.request('POST', `/api/family-goals/${goal.id}/allocations`, {
      percentage: '12.5',
      childId: ann.id,
      applyTo: 'entire_savings',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      percentage: 12.5,
      childName: 'Ann',
      applyTo: 'entire_savings',
      status: 'active',
      contributedAmount: '0.00125000',
    })
    expect((await child(parent, ann.id)).savingsBalance).toBe('0.00875000')
    expect(await goalOf(parent, goal.id)).toMatchObject({
      currentAmount: '0.00125000',
      progress: 12.5,
    })
  })

  it('diverts a share of every future allowance to the goal', async () => {
    const { parent, ann, goal } = await setup()
    const res = await parent.request('POST', `/api/family-goals/${goal.id}/allocations`, {
      percentage: 25,
      childId: ann.id,
    })
    // Projection: weekly allowance x 4 x 25%.
    expect(res.json()).toMatchObject({
      applyTo: 'new_contributions',
      estimatedMonthly: '0.00100000',
      contributedAmount: '0.00000000',
    })
    await parent.request('POST', '/api/process-allowances')
    expect((await child(parent, ann.id)).spendingBalance).toBe('0.00075000')
    expect((await goalOf(parent, goal.id)).currentAmount).toBe('0.00025000')
    const active = (await parent.request('GET', `/api/allocations/active?childId=${ann.id}`)).json()
    expect(active).toEqual([
      expect.objectContaining({
        goalTitle: 'New bike',
        contributedAmount: '0.00025000',
        goalProgress: 2.5,
      }),
    ])
  })

  it('never overfills a goal, even when siblings share it in one allowance run', async () => {
    const { parent, ann, ben } = await setup()
    await parent.request('PATCH', `/api/children/${ben.id}/allowance`, {
      weeklyAllowance: '0.001',
      allowanceDay: 6,
    })
    const small = (
      await parent.request('POST', '/api/family-goals', {
        ...goalBody,
        title: 'Kite',
        targetAmount: '0.0003',
      })
    ).json()
    await parent.request('POST', `/api/family-goals/${small.id}/allocations`, {
      percentage: 20,
      childId: ann.id,
    })
    await parent.request('POST', `/api/family-goals/${small.id}/allocations`, {
      percentage: 20,
      childId: ben.id,
    })
    await parent.request('POST', '/api/process-allowances')
    // 20% of each allowance would be 0.0004 in all; the goal takes only the 0.0003 it needs.
    expect(await goalOf(parent, small.id)).toMatchObject({
      currentAmount: '0.00030000',
      isComplete: true,
    })
    const spent = [
      (await child(parent, ann.id)).spendingBalance,
      (await child(parent, ben.id)).spendingBalance,
    ]
    expect(spent).toEqual(['0.00080000', '0.00090000'])
  })

  it('moves no more of the savings than the goal still needs', async () => {
    const { parent, ann } = await setup()
    const small = (
      await parent.request('POST', '/api/family-goals', {
        ...goalBody,
        title: 'Kite',
        targetAmount: '0.002',
      })
    ).json()
    const res = await parent.request('POST', `/api/family-goals/${small.id}/allocations`, {
      percentage: 100,
      childId: ann.id,
      applyTo: 'entire_savings',
    })
    expect(res.json().contributedAmount).toBe('0.00200000')
    expect((await child(parent, ann.id)).savingsBalance).toBe('0.00800000')
  })

  it('never lets future-allowance allocations pass 100% for a child', async () => {
    const { parent, ann, goal } = await setup()
    const second = (
      await parent.request('POST', '/api/family-goals', {
        ...goalBody,
        title: 'Trip',
        category: 'vacation',
      })
    ).json()
    expect(
      (
        await parent.request('POST', `/api/family-goals/${goal.id}/allocations`, {
          percentage: 60,
          childId: ann.id,
        })
      ).statusCode,
    ).toBe(201)
    const over = await parent.request('POST', `/api/family-goals/${second.id}/allocations`, {
      percentage: 40.1,
      childId: ann.id,
    })
    expect(over.statusCode).toBe(400)
    expect(over.json().message).toBe(
      'Allocations of future allowances cannot add up to more than 100%: 60% is already allocated',
    )
    expect(
      (
        await parent.request('POST', `/api/family-goals/${second.id}/allocations`, {
          percentage: 40,
          childId: ann.id,
        })
      ).statusCode,
    ).toBe(201)
  })

  it.each([0, '0', '100.1', 'ten', '12.55', -5])('refuses percentage %j', async (percentage) => {
    const { parent, ann, goal } = await setup()
    const res = await parent.request('POST', `/api/family-goals/${goal.id}/allocations`, {
      percentage,
      childId: ann.id,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      message: 'Percentage must be between 0.1 and 100',
      code: 'invalid-percentage',
      field: 'percentage',
    })
  })

  it('takes ".5" as half a percent, as the browser does', async () => {
    const { parent, ann, goal } = await setup()
    const res = await parent.request('POST', `/api/family-goals/${goal.id}/allocations`, {
      percentage: '.5',
      childId: ann.id,
      applyTo: 'entire_savings',
    })
    expect(res.statusCode).toBe(201)
    // Half a percent of 0.01 BTC of savings.
    expect(res.json()).toMatchObject({ percentage: 0.5, contributedAmount: '0.00005000' })
  })

  it('answers 409 goal-complete once the goal is reached', async () => {
    const { parent, ann, goal } = await setup()
    await parent.request('POST', `/api/family-goals/${goal.id}/contributions`, {
      amount: '0.01',
      contributionType: 'gift',
    })
    const res = await parent.request('POST', `/api/family-goals/${goal.id}/allocations`, {
      percentage: '10',
      childId: ann.id,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: 'This goal is already complete', code: 'goal-complete' })
  })
})

describe('child allocation requests', () => {
  it('waits for approval; a denial needs a reason the child can read; decided once', async () => {
    const { app, parent, ann, goal } = await setup()
    const kid = await signInChild(app, parent, ann.id, 'ann@example.org')
    const ask = (body: object) =>
      kid.request('POST', `/api/family-goals/${goal.id}/child-allocation-request`, {
        childId: ann.id,
        ...body,
      })

    const first = await ask({
      percentage: '10',
      reason: 'I want to ride with my friends',
      applyTo: 'existing_savings',
    })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Your contribution request has been sent to your parent for approval.',
    })
    const second = await ask({
      percentage: '20',
      reason: 'Every week a little bit more',
      applyTo: 'new_contributions',
    })
    expect((await child(parent, ann.id)).savingsBalance).toBe('0.01000000')

    const pending = (await parent.request('GET', '/api/pending-allocations')).json()
    expect(pending).toEqual([
      expect.objectContaining({
        childName: 'Ann',
        goalTitle: 'New bike',
        goalName: 'New bike',
        percentage: 10,
        applyTo: 'entire_savings',
        requestNote: 'I want to ride with my friends',
        status: 'pending',
      }),
      expect.objectContaining({ percentage: 20, applyTo: 'new_contributions' }),
    ])

    const noReason = await parent.request(
      'POST',
      `/api/allocations/${first.json().request.id}/approve`,
      { approved: false },
    )
    expect(noReason.json()).toMatchObject({
      message: 'Please provide a reason for denial',
      field: 'denialReason',
    })

    const approved = await parent.request(
      'POST',
      `/api/allocations/${first.json().request.id}/approve`,
      { approved: true },
    )
    expect(approved.json().status).toBe('active')
    expect((await child(parent, ann.id)).savingsBalance).toBe('0.00900000')
    expect((await goalOf(parent, goal.id)).currentAmount).toBe('0.00100000')
    // The twin path, a second decision: 409, nothing moves twice.
    const twice = await parent.request(
      'PATCH',
      `/api/goal-allocations/${first.json().request.id}/approve`,
      { approved: true },
    )
    expect(twice.statusCode).toBe(409)
    expect((await child(parent, ann.id)).savingsBalance).toBe('0.00900000')

    const denied = await parent.request(
      'PATCH',
      `/api/goal-allocations/${second.json().request.id}/approve`,
      { approved: false, denialReason: 'Let us talk first' },
    )
    expect(denied.json()).toMatchObject({ status: 'denied', denialReason: 'Let us talk first' })
    expect((await kid.request('GET', '/api/pending-allocations')).json()).toEqual([
      expect.objectContaining({
        status: 'denied',
        denialReason: 'Let us talk first',
        percentage: 20,
      }),
    ])
    expect((await parent.request('GET', '/api/pending-allocations')).json()).toEqual([])
  })

  it.each([
    [
      { percentage: '', reason: 'long enough reason', applyTo: 'new_contributions' },
      'Percentage is required',
    ],
    [{ reason: 'long enough reason', applyTo: 'new_contributions' }, 'Percentage is required'],
    [
      { percentage: '0', reason: 'long enough reason', applyTo: 'new_contributions' },
      'Percentage must be between 1 and 100',
    ],
    [
      { percentage: '101', reason: 'long enough reason', applyTo: 'new_contributions' },
      'Percentage must be between 1 and 100',
    ],
    [
      { percentage: '10', reason: 'too short', applyTo: 'new_contributions' },
      'Please explain why you want to contribute (minimum 10 characters)',
    ],
    [
      { percentage: '10', reason: 'long enough reason', applyTo: 'everything' },
      'Please select what to apply the allocation to',
    ],
  ])('refuses %j', async (body, message) => {
    const { app, parent, ann, goal } = await setup()
    const kid = await signInChild(app, parent, ann.id, 'ann@example.org')
    const res = await kid.request('POST', `/api/family-goals/${goal.id}/child-allocation-request`, {
      childId: ann.id,
      ...body,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('keeps a child to its own requests', async () => {
    const { app, parent, ann, ben, goal } = await setup()
    const kid = await signInChild(app, parent, ann.id, 'ann@example.org')
    const forBen = await kid.request(
      'POST',
      `/api/family-goals/${goal.id}/child-allocation-request`,
      {
        childId: ben.id,
        percentage: '10',
        reason: 'Spend my brother money',
        applyTo: 'existing_savings',
      },
    )
    expect(forBen.statusCode).toBe(404)
  })
})

describe('contributions and completion', () => {
  it('books a contribution only up to what the goal still needs, says so, and leaves the rest where it was', async () => {
    const { parent, ann, goal } = await setup()
    const gift = await parent.request('POST', `/api/family-goals/${goal.id}/contributions`, {
      amount: '0.007',
      contributionType: 'gift',
    })
    expect(gift.json()).toMatchObject({
      amount: '0.00700000',
      message: '0.00700000 BTC added to New bike.',
    })
    const fromSavings = await parent.request('POST', `/api/family-goals/${goal.id}/contributions`, {
      amount: '0.005',
      contributionType: 'savings',
      childId: ann.id,
    })
    expect(fromSavings.statusCode).toBe(201)
    expect(fromSavings.json()).toMatchObject({
      amount: '0.00300000',
      message:
        '0.00300000 BTC added to New bike. It needed only that much to be complete; the other 0.00200000 BTC was not taken.',
    })
    // Only what the goal took left Ann's savings; the goal holds exactly its target.
    expect((await child(parent, ann.id)).savingsBalance).toBe('0.00700000')
    expect(await goalOf(parent, goal.id)).toMatchObject({
      currentAmount: '0.01000000',
      isComplete: true,
    })
  })

  it('takes a savings contribution out of the child savings; progress caps at 100 and completes the goal', async () => {
    const { parent, ann, goal } = await setup()
    const fromSavings = await parent.request('POST', `/api/family-goals/${goal.id}/contributions`, {
      amount: '0.004',
      contributionType: 'savings',
      childId: ann.id,
    })
    expect(fromSavings.statusCode).toBe(201)
    expect((await child(parent, ann.id)).savingsBalance).toBe('0.00600000')
    expect(await goalOf(parent, goal.id)).toMatchObject({
      currentAmount: '0.00400000',
      progress: 40,
      isComplete: false,
    })

    await parent.request('POST', `/api/family-goals/${goal.id}/contributions`, {
      amount: '0.00599999',
      contributionType: 'gift',
    })
    // 99.9999%: shown as 99.9, not complete.
    expect(await goalOf(parent, goal.id)).toMatchObject({ progress: 99.9, isComplete: false })
    await parent.request('POST', `/api/family-goals/${goal.id}/contributions`, {
      amount: '0.00000001',
      contributionType: 'bonus',
      childId: ann.id,
    })
    expect(await goalOf(parent, goal.id)).toMatchObject({
      progress: 100,
      isComplete: true,
      currentAmount: '0.01000000',
    })

    const history = (
      await parent.request('GET', `/api/family-goals/${goal.id}/contributions`)
    ).json()
    expect(
      history.map((c: { contributionType: string; amount: string }) => [
        c.contributionType,
        c.amount,
      ]),
    ).toEqual([
      ['bonus', '0.00000001'],
      ['gift', '0.00599999'],
      ['savings', '0.00400000'],
    ])

    // A complete goal refuses more money, from every side.
    expect(
      (
        await parent.request('POST', `/api/family-goals/${goal.id}/contributions`, {
          amount: '0.001',
          contributionType: 'gift',
        })
      ).statusCode,
    ).toBe(409)
    expect(
      (
        await parent.request('POST', `/api/family-goals/${goal.id}/allocations`, {
          percentage: 5,
          childId: ann.id,
        })
      ).json().message,
    ).toBe('This goal is already complete')
  })

  it.each([
    [{ contributionType: 'gift' }, 'Amount is required'],
    [{ amount: '0.001' }, 'Contribution type is required'],
    [
      { amount: '0.001', contributionType: 'lottery' },
      'Contribution type must be one of: allowance, bonus, savings, chores, gift',
    ],
    [{ amount: '0.001', contributionType: 'savings' }, 'Choose the child whose money this is'],
    [
      { amount: '-1', contributionType: 'gift' },
      'Amount must be a Bitcoin amount above 0, with at most 8 decimals',
    ],
  ])('refuses %j', async (body, message) => {
    const { parent, goal } = await setup()
    const res = await parent.request('POST', `/api/family-goals/${goal.id}/contributions`, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('refuses a savings contribution above the savings balance', async () => {
    const { parent, ann, goal } = await setup()
    await parent.request('POST', `/api/children/${ann.id}/update-savings`, { newBalance: '0.004' })
    const res = await parent.request('POST', `/api/family-goals/${goal.id}/contributions`, {
      amount: '0.005',
      contributionType: 'savings',
      childId: ann.id,
    })
    // Spoken to the parent who contributes, naming the child.
    expect(res.json().message).toBe("Insufficient Savings - Ann doesn't have that much in savings")
    const fromSpending = await parent.request(
      'POST',
      `/api/family-goals/${goal.id}/contributions`,
      { amount: '0.001', contributionType: 'allowance', childId: ann.id },
    )
    expect(fromSpending.json().message).toBe(
      "Insufficient Funds - Not enough Bitcoin in Ann's spending balance",
    )
  })
})

describe('deleting a goal', () => {
  it("returns to each child's savings exactly what left that child's balances; gifts and the parents' money go back to the givers", async () => {
    const { app, parent, ann, ben, goal } = await setup()
    await parent.request('POST', `/api/family-goals/${goal.id}/contributions`, {
      amount: '0.002',
      contributionType: 'savings',
      childId: ann.id,
    })
    await parent.request('POST', `/api/family-goals/${goal.id}/allocations`, {
      percentage: 10,
      childId: ben.id,
      applyTo: 'entire_savings',
    })
    // Given in Ben's name, never in Ben's balances: it must not reach his savings.
    await parent.request('POST', `/api/family-goals/${goal.id}/contributions`, {
      amount: '0.0005',
      contributionType: 'gift',
      childId: ben.id,
    })
    await parent.request('POST', `/api/family-goals/${goal.id}/contributions`, {
      amount: '0.003',
      contributionType: 'gift',
    })

    const res = await parent.request('DELETE', `/api/family-goals/${goal.id}`)
    expect(res.json()).toEqual({
      success: true,
      message:
        "New bike was deleted. Returned to savings: 0.00200000 BTC to Ann, 0.00100000 BTC to Ben. 0.00350000 BTC of gifts and parents' money goes back to whoever gave it.",
      refunded: [
        { childId: ann.id, childName: 'Ann', amount: '0.00200000' },
        { childId: ben.id, childName: 'Ben', amount: '0.00100000' },
      ],
      returnedToGivers: expect.arrayContaining([
        { childId: ben.id, childName: 'Ben', amount: '0.00050000' },
        { childId: null, childName: null, amount: '0.00300000' },
      ]),
    })
    expect((await child(parent, ann.id)).savingsBalance).toBe('0.01000000')
    expect((await child(parent, ben.id)).savingsBalance).toBe('0.01000000')
    // The gift leaves the goal with a ledger row that says where it went.
    const closed = await app.db
      .selectFrom('transactions')
      .select(['child_id', 'amount_sat', 'description'])
      .where('goal_id', '=', goal.id)
      .where('type', '=', 'goal_closed')
      .orderBy('id')
      .execute()
    expect(closed).toEqual(
      expect.arrayContaining([
        {
          child_id: ben.id,
          amount_sat: -50_000,
          description: "New bike deleted: given in Ben's name, returned to the givers",
        },
        {
          child_id: null,
          amount_sat: -300_000,
          description: 'New bike deleted: returned to the parents',
        },
      ]),
    )
    expect((await parent.request('GET', '/api/family-goals')).json()).toEqual([])
    expect((await parent.request('GET', '/api/allocations/active')).json()).toEqual([])
    expect((await parent.request('DELETE', `/api/family-goals/${goal.id}`)).statusCode).toBe(404)
  })
})

describe('another family', () => {
  it("gets 404 for this family's goals and requests", async () => {
    const { app, parent, ann, goal } = await setup()
    const kid = await signInChild(app, parent, ann.id, 'ann@example.org')
    const request = (
      await kid.request('POST', `/api/family-goals/${goal.id}/child-allocation-request`, {
        childId: ann.id,
        percentage: '5',
        reason: 'for the bike please',
        applyTo: 'new_contributions',
      })
    ).json().request
    const other = await createFamily(app, 'olga@example.org')
    const olgaChild = await other.addChild({ name: 'Oz' })
    for (const [method, url, body] of [
      ['DELETE', `/api/family-goals/${goal.id}`, undefined],
      [
        'POST',
        `/api/family-goals/${goal.id}/allocations`,
        { percentage: 10, childId: olgaChild.id },
      ],
      ['GET', `/api/family-goals/${goal.id}/contributions`, undefined],
      [
        'POST',
        `/api/family-goals/${goal.id}/contributions`,
        { amount: '0.001', contributionType: 'gift' },
      ],
      [
        'POST',
        `/api/family-goals/${goal.id}/child-allocation-request`,
        {
          childId: olgaChild.id,
          percentage: '5',
          reason: 'for the bike please',
          applyTo: 'new_contributions',
        },
      ],
      ['POST', `/api/allocations/${request.id}/approve`, { approved: true }],
      ['PATCH', `/api/goal-allocations/${request.id}/approve`, { approved: true }],
      ['GET', `/api/allocations/active?childId=${ann.id}`, undefined],
    ] as const) {
      expect((await other.request(method, url, body)).statusCode, `${method} ${url}`).toBe(404)
    }
    expect((await other.request('GET', '/api/family-goals')).json()).toEqual([])
    expect((await other.request('GET', '/api/pending-allocations')).json()).toEqual([])
    // And a parent cannot allocate another family's child to its own goal.
    expect(
      (
        await parent.request('POST', `/api/family-goals/${goal.id}/allocations`, {
          percentage: 10,
          childId: olgaChild.id,
        })
      ).statusCode,
    ).toBe(404)
  })
})
