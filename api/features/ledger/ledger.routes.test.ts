import { describe, expect, it } from 'vitest'
import { buildTestApp, createFamily, signInChild, type TestFamily } from '../../test-helpers.js'

async function familyWithChild(spending = '0', savings = '0') {
  const app = await buildTestApp()
  const parent = await createFamily(app, 'pat@example.org')
  const child = await parent.addChild({ name: 'Kim' })
  // A generous limit unless a test is about the limit.
  await parent.request('PATCH', `/api/children/${child.id}/spending-threshold`, { threshold: '1' })
  if (spending !== '0')
    await parent.request('POST', `/api/lightning/sync-balance/${child.id}`, {
      newBalance: spending,
    })
  if (savings !== '0')
    await parent.request('POST', `/api/children/${child.id}/update-savings`, {
      newBalance: savings,
    })
  return { app, parent, child }
}

async function balances(family: TestFamily, childId: number) {
  const c = (await family.request('GET', `/api/children/${childId}`)).json()
  return { savings: c.savingsBalance, spending: c.spendingBalance }
}

describe('POST /api/transactions', () => {
  it.each([
    ['allowance', { spending: '0.00110000', savings: '0.00100000' }],
    ['bonus', { spending: '0.00110000', savings: '0.00100000' }],
    ['chore_payment', { spending: '0.00110000', savings: '0.00100000' }],
    ['earned', { spending: '0.00110000', savings: '0.00100000' }],
    ['spending_adjustment', { spending: '0.00090000', savings: '0.00100000' }],
    ['spending', { spending: '0.00090000', savings: '0.00100000' }],
    ['lightning_spend', { spending: '0.00090000', savings: '0.00100000' }],
    ['savings', { spending: '0.00090000', savings: '0.00110000' }],
  ])('records %s with its sign and balance', async (type, expected) => {
    const { parent, child } = await familyWithChild('0.001', '0.001')
    const res = await parent.request('POST', '/api/transactions', {
      childId: child.id,
      type,
      amount: '0.0001',
      description: 'Test',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().id).toEqual(expect.any(Number))
    expect(await balances(parent, child.id)).toEqual(expected)
  })

  it('moves money above the spending limit to savings as a pair of rows', async () => {
    const { parent, child } = await familyWithChild('0.0008')
    await parent.request('PATCH', `/api/children/${child.id}/spending-threshold`, {
      threshold: '0.001',
    })
    await parent.request('POST', '/api/transactions', {
      childId: child.id,
      type: 'bonus',
      amount: '0.0005',
      description: 'Good grades',
    })
    expect(await balances(parent, child.id)).toEqual({
      spending: '0.00100000',
      savings: '0.00030000',
    })
    const rows = (await parent.request('GET', `/api/children/${child.id}/transactions`))
      .json()
      .slice(0, 3)
    expect(
      rows.map((r: { account: string; type: string; amount: string }) => [
        r.account,
        r.type,
        r.amount,
      ]),
    ).toEqual([
      ['savings', 'savings_deposit', '0.00030000'],
      ['spending', 'savings', '-0.00030000'],
      ['spending', 'bonus', '0.00050000'],
    ])
  })

  it.each([
    [{ amount: '', description: 'x' }, 'Missing Information - Please fill in all fields'],
    [{ amount: '0.1', description: '  ' }, 'Missing Information - Please fill in all fields'],
    [{ amount: '0', description: 'x' }, 'Invalid Amount - Please enter a valid amount'],
    [{ amount: '-0.1', description: 'x' }, 'Invalid Amount - Please enter a valid amount'],
    [{ amount: 'lots', description: 'x' }, 'Invalid Amount - Please enter a valid amount'],
  ])('refuses %j', async (body, message) => {
    const { parent, child } = await familyWithChild('0.001')
    const res = await parent.request('POST', '/api/transactions', {
      childId: child.id,
      type: 'bonus',
      ...body,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(await balances(parent, child.id)).toEqual({
      spending: '0.00100000',
      savings: '0.00000000',
    })
  })

  it('refuses a spend above the spending balance', async () => {
    const { parent, child } = await familyWithChild('0.001')
    const res = await parent.request('POST', '/api/transactions', {
      childId: child.id,
      type: 'spending',
      amount: '0.0011',
      description: 'Too much',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(
      'Insufficient Funds - Not enough Bitcoin in your spending balance',
    )
  })

  it.each(['lightning_fee', 'lightning_receive', 'balance_adjustment'])(
    'refuses %s, a type only the app books',
    async (type) => {
      const { parent, child } = await familyWithChild('0.001')
      const res = await parent.request('POST', '/api/transactions', {
        childId: child.id,
        type,
        amount: '0.0001',
        description: 'By hand',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('invalid-choice')
      expect((await balances(parent, child.id)).spending).toBe('0.00100000')
    },
  )

  it('lets a child record its own kinds of transaction but not the parent kinds', async () => {
    const { app, parent, child } = await familyWithChild('0.001')
    const kid = await signInChild(app, parent, child.id, 'kim@example.org')
    expect(
      (
        await kid.request('POST', '/api/transactions', {
          childId: child.id,
          type: 'spending',
          amount: '0.0001',
          description: 'Sweets',
        })
      ).statusCode,
    ).toBe(201)
    const bonus = await kid.request('POST', '/api/transactions', {
      childId: child.id,
      type: 'bonus',
      amount: '1',
      description: 'Me',
    })
    expect(bonus.statusCode).toBe(403)
    const recent = (await kid.request('GET', '/api/transactions/recent')).json()
    expect(recent[0]).toMatchObject({ type: 'spending', amount: '-0.00010000', childName: 'Kim' })
  })

  it('refuses a credit that would lift a balance above 21,000,000 BTC, and the dashboard keeps working', async () => {
    const { app, parent, child } = await familyWithChild()
    const kid = await signInChild(app, parent, child.id, 'kim@example.org')
    const huge = { childId: child.id, type: 'earned', amount: '21000000', description: 'Lottery' }
    expect((await kid.request('POST', '/api/transactions', huge)).statusCode).toBe(201)
    const again = await kid.request('POST', '/api/transactions', huge)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      'That change would take a balance below zero or above 21,000,000 BTC',
    )
    expect((await parent.request('GET', '/api/children')).statusCode).toBe(200)
    expect((await parent.request('GET', '/api/family/overview')).statusCode).toBe(200)
  })

  it("answers 404 for another family's child", async () => {
    const { app, child } = await familyWithChild('0.001')
    const other = await createFamily(app, 'olga@example.org')
    const res = await other.request('POST', '/api/transactions', {
      childId: child.id,
      type: 'bonus',
      amount: '0.1',
      description: 'x',
    })
    expect(res.statusCode).toBe(404)
    expect((await other.request('GET', '/api/transactions/recent')).json()).toEqual([])
  })
})
