import { describe, expect, it } from 'vitest'
import { buildTestApp, createFamily, signInChild } from '../../test-helpers.js'

describe('children', () => {
  it('adds a child with the spec defaults and lists it', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const res = await parent.request('POST', '/api/children', { name: '  Alice ', age: 9 })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      name: 'Alice',
      age: 9,
      gender: 'boy',
      weeklyAllowance: '0.00000000',
      allowanceDay: 1,
      savingsBalance: '0.00000000',
      spendingBalance: '0.00000000',
      spendingThreshold: '0.00100000',
      email: null,
      userId: null,
    })
    const withAll = await parent.request('POST', '/api/children', {
      name: 'Bo',
      age: 12,
      weeklyAllowance: '0.0005',
      allowanceDay: 5,
      gender: 'girl',
    })
    expect(withAll.json()).toMatchObject({
      weeklyAllowance: '0.00050000',
      allowanceDay: 5,
      gender: 'girl',
    })
    const list = (await parent.request('GET', '/api/children')).json()
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Alice', 'Bo'])
  })

  it.each([
    [{ name: '   ', age: 9 }, 'Name Required - Please enter a name for your child', 'name'],
    [{ age: 9 }, 'Name Required - Please enter a name for your child', 'name'],
    [{ name: 'A', age: 19 }, 'Invalid Age - Please enter a valid age between 1 and 18', 'age'],
    [{ name: 'A', age: 0 }, 'Invalid Age - Please enter a valid age between 1 and 18', 'age'],
    [{ name: 'A', age: 4.5 }, 'Invalid Age - Please enter a valid age between 1 and 18', 'age'],
    [{ name: 'A', age: 'ten' }, 'Invalid Age - Please enter a valid age between 1 and 18', 'age'],
    [
      { name: 'A', age: 5, weeklyAllowance: '-1' },
      'Invalid Allowance - Please enter a valid Bitcoin amount',
      'weeklyAllowance',
    ],
    [
      { name: 'A', age: 5, weeklyAllowance: 'abc' },
      'Invalid Allowance - Please enter a valid Bitcoin amount',
      'weeklyAllowance',
    ],
    [
      { name: 'A', age: 5, weeklyAllowance: '1e-3' },
      'Invalid Allowance - Please enter a valid Bitcoin amount',
      'weeklyAllowance',
    ],
    [
      { name: 'A', age: 5, weeklyAllowance: '0.000000001' },
      'Invalid Allowance - Please enter a valid Bitcoin amount',
      'weeklyAllowance',
    ],
    [
      { name: 'A', age: 5, weeklyAllowance: '21000001' },
      'Invalid Allowance - Please enter a valid Bitcoin amount',
      'weeklyAllowance',
    ],
  ])('refuses %j with "%s"', async (body, message, field) => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const res = await parent.request('POST', '/api/children', body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message, field })
    expect((await parent.request('GET', '/api/children')).json()).toEqual([])
  })

  it('sets the allowance and the spending threshold, with the spec message for bad amounts', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const child = await parent.addChild()
    const ok = await parent.request('PATCH', `/api/children/${child.id}/allowance`, {
      weeklyAllowance: '0.00025',
      allowanceDay: 6,
    })
    expect(ok.json()).toMatchObject({ weeklyAllowance: '0.00025000', allowanceDay: 6 })
    for (const weeklyAllowance of ['', '-0.1', 'x', '1.123456789']) {
      const bad = await parent.request('PATCH', `/api/children/${child.id}/allowance`, {
        weeklyAllowance,
        allowanceDay: 1,
      })
      expect(bad.json()).toMatchObject({
        message: 'Invalid Amount - Please enter a valid Bitcoin amount',
        field: 'weeklyAllowance',
      })
    }
    expect(
      (
        await parent.request('PATCH', `/api/children/${child.id}/allowance`, {
          weeklyAllowance: '1',
          allowanceDay: 7,
        })
      ).statusCode,
    ).toBe(400)

    const threshold = await parent.request(
      'PATCH',
      `/api/children/${child.id}/spending-threshold`,
      { threshold: '0.002' },
    )
    expect(threshold.json().spendingThreshold).toBe('0.00200000')
    const badThreshold = await parent.request(
      'PATCH',
      `/api/children/${child.id}/spending-threshold`,
      { threshold: '-5' },
    )
    expect(badThreshold.json()).toMatchObject({
      message: 'Invalid Amount - Please enter a valid Bitcoin amount',
      field: 'threshold',
    })
  })

  it('names each refusal with a code the browser can switch on', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const codeOf = async (body: object) =>
      (await parent.request('POST', '/api/children', body)).json().code
    expect(await codeOf({ name: ' ', age: 9 })).toBe('missing-field')
    expect(await codeOf({ name: 'A', age: 19 })).toBe('invalid-age')
    expect(await codeOf({ name: 'A', age: 9, weeklyAllowance: '1e-3' })).toBe('invalid-amount')
    expect(await codeOf({ name: 'A', age: 9, gender: 'x' })).toBe('invalid-choice')
  })

  it('says when spending is above the spending threshold', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const child = await parent.addChild()
    const spend = async (newBalance: string) => {
      await parent.request('POST', `/api/lightning/sync-balance/${child.id}`, { newBalance })
      return (await parent.request('GET', `/api/children/${child.id}`)).json()
    }
    // The default threshold is 0.001 BTC; equal is not above.
    expect((await spend('0.001')).isAboveSpendingThreshold).toBe(false)
    expect((await spend('0.00100001')).isAboveSpendingThreshold).toBe(true)
  })

  it('records manual balance updates as ledger adjustments', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const child = await parent.addChild()
    const savings = await parent.request('POST', `/api/children/${child.id}/update-savings`, {
      newBalance: '0.01',
    })
    expect(savings.json()).toEqual({
      success: true,
      message: 'Savings balance updated to 0.01000000 BTC',
    })
    await parent.request('POST', `/api/children/${child.id}/update-savings`, {
      newBalance: '0.004',
    })
    await parent.request('POST', `/api/lightning/sync-balance/${child.id}`, {
      newBalance: '0.0002',
    })
    const after = (await parent.request('GET', `/api/children/${child.id}`)).json()
    expect(after).toMatchObject({ savingsBalance: '0.00400000', spendingBalance: '0.00020000' })
    const history = (await parent.request('GET', `/api/children/${child.id}/transactions`)).json()
    expect(history.map((t: { amount: string; account: string }) => [t.account, t.amount])).toEqual([
      ['spending', '0.00020000'],
      ['savings', '-0.00600000'],
      ['savings', '0.01000000'],
    ])
    const bad = await parent.request('POST', `/api/children/${child.id}/update-savings`, {
      newBalance: '-1',
    })
    expect(bad.json()).toMatchObject({
      message: 'Invalid balance - Please enter a valid positive number',
      field: 'newBalance',
    })
  })

  it('edits and removes a child, keeping its ledger history', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const child = await parent.addChild()
    expect(
      (
        await parent.request('PATCH', `/api/children/${child.id}`, { name: 'Alicia', age: 10 })
      ).json(),
    ).toMatchObject({ name: 'Alicia', age: 10 })
    await parent.request('POST', `/api/children/${child.id}/update-savings`, {
      newBalance: '0.001',
    })
    const removed = await parent.request('DELETE', `/api/children/${child.id}`)
    expect(removed.json().message).toBe('Alicia was removed. Their history is kept.')
    expect((await parent.request('GET', `/api/children/${child.id}`)).statusCode).toBe(404)
    expect((await parent.request('GET', '/api/children')).json()).toEqual([])
    const recent = (await parent.request('GET', '/api/transactions/recent')).json()
    expect(recent).toHaveLength(1)
    expect(recent[0]).toMatchObject({ childName: 'Alicia', amount: '0.00100000' })
  })

  it('closes what was waiting for a removed child, and returns its goal money under its name', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const mia = await parent.addChild({ name: 'Mia' })
    await parent.request('POST', `/api/children/${mia.id}/update-savings`, { newBalance: '0.01' })
    const kid = await signInChild(app, parent, mia.id, 'mia@example.org')
    await kid.request('POST', '/api/withdrawal-requests', {
      childId: mia.id,
      amount: '0.001',
      reason: 'Book',
    })
    const goal = (
      await parent.request('POST', '/api/family-goals', {
        title: 'Trip',
        description: 'Sea',
        targetAmount: '1',
        category: 'vacation',
      })
    ).json()
    await parent.request('POST', `/api/family-goals/${goal.id}/contributions`, {
      amount: '0.002',
      contributionType: 'savings',
      childId: mia.id,
    })
    await parent.request('POST', `/api/family-goals/${goal.id}/allocations`, {
      percentage: 10,
      childId: mia.id,
    })
    await kid.request('POST', `/api/family-goals/${goal.id}/child-allocation-request`, {
      childId: mia.id,
      percentage: '5',
      reason: 'A bit more every week',
      applyTo: 'new_contributions',
    })

    await parent.request('DELETE', `/api/children/${mia.id}`)
    const requests = (await parent.request('GET', '/api/withdrawal-requests')).json()
    expect(requests.map((r: { status: string }) => r.status)).toEqual(['denied'])
    expect((await parent.request('GET', '/api/pending-allocations')).json()).toEqual([])
    expect((await parent.request('GET', '/api/allocations/active')).json()).toEqual([])
    const deleted = (await parent.request('DELETE', `/api/family-goals/${goal.id}`)).json()
    expect(deleted.message).toBe('Trip was deleted. Returned to savings: 0.00200000 BTC to Mia.')
  })

  it('lets a child read only itself and change nothing', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const kim = await parent.addChild({ name: 'Kim' })
    const child = await signInChild(app, parent, kim.id, 'kim@example.org')
    expect((await child.request('GET', `/api/children/${kim.id}`)).json().name).toBe('Kim')
    for (const [method, url, body] of [
      ['PATCH', `/api/children/${kim.id}`, { name: 'Boss' }],
      ['DELETE', `/api/children/${kim.id}`, undefined],
      ['PATCH', `/api/children/${kim.id}/allowance`, { weeklyAllowance: '1', allowanceDay: 1 }],
      ['PATCH', `/api/children/${kim.id}/spending-threshold`, { threshold: '1' }],
      ['POST', `/api/children/${kim.id}/update-savings`, { newBalance: '1' }],
      ['POST', `/api/lightning/sync-balance/${kim.id}`, { newBalance: '1' }],
    ] as const) {
      expect((await child.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it("answers 404 for another family's child on every route", async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const kim = await parent.addChild({ name: 'Kim' })
    const other = await createFamily(app, 'olga@example.org')
    for (const [method, url, body] of [
      ['GET', `/api/children/${kim.id}`, undefined],
      ['GET', `/api/children/${kim.id}/transactions`, undefined],
      ['PATCH', `/api/children/${kim.id}`, { name: 'Mine' }],
      ['DELETE', `/api/children/${kim.id}`, undefined],
      ['PATCH', `/api/children/${kim.id}/allowance`, { weeklyAllowance: '1', allowanceDay: 1 }],
      ['PATCH', `/api/children/${kim.id}/spending-threshold`, { threshold: '1' }],
      ['POST', `/api/children/${kim.id}/update-savings`, { newBalance: '1' }],
      ['POST', `/api/lightning/sync-balance/${kim.id}`, { newBalance: '1' }],
    ] as const) {
      const res = await other.request(method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json()).toEqual({ message: 'Child not found', code: 'not-found' })
    }
    expect((await parent.request('GET', `/api/children/${kim.id}`)).json()).toMatchObject({
      name: 'Kim',
      savingsBalance: '0.00000000',
    })
  })
})
