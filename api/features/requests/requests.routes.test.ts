import { describe, expect, it } from 'vitest'
import { LIGHTNING_MESSAGES } from '../../contracts/lightning.js'
import { buildTestApp, createFamily, signInChild, type TestFamily } from '../../test-helpers.js'

/** The child's ledger rows with this description, oldest first, as account, type and amount. */
async function ledgerRows(parent: TestFamily, childId: number, description: string) {
  const rows: Array<{ account: string; type: string; amount: string; description: string }> = (
    await parent.request('GET', `/api/children/${childId}/transactions`)
  ).json()
  return rows
    .filter((row) => row.description === description)
    .reverse()
    .map(({ account, type, amount }) => ({ account, type, amount }))
}

async function setup(savings = '0.01', spending = '0.001') {
  const app = await buildTestApp()
  const parent = await createFamily(app, 'pat@example.org')
  const child = await parent.addChild({ name: 'Kim' })
  await parent.request('POST', `/api/children/${child.id}/update-savings`, { newBalance: savings })
  await parent.request('POST', `/api/lightning/sync-balance/${child.id}`, { newBalance: spending })
  const kid = await signInChild(app, parent, child.id, 'kim@example.org')
  const balances = async () => {
    const c = (await parent.request('GET', `/api/children/${child.id}`)).json()
    return { savings: c.savingsBalance, spending: c.spendingBalance }
  }
  return { app, parent, child, kid, balances }
}

describe('withdrawal requests', () => {
  it('a child asks, a parent approves, savings go down once', async () => {
    const { parent, child, kid, balances } = await setup()
    const created = await kid.request('POST', '/api/withdrawal-requests', {
      childId: child.id,
      amount: '0.004',
      reason: 'New bike',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      childName: 'Kim',
      amount: '0.00400000',
      reason: 'New bike',
      status: 'pending',
    })
    expect(await balances()).toMatchObject({ savings: '0.01000000' })

    const listed = (await parent.request('GET', '/api/withdrawal-requests')).json()
    expect(listed.map((r: { status: string }) => r.status)).toEqual(['pending'])

    const id = created.json().id
    const approved = await parent.request('PATCH', `/api/withdrawal-requests/${id}`, {
      approved: true,
    })
    expect(approved.json()).toMatchObject({ status: 'approved' })
    expect(await balances()).toMatchObject({ savings: '0.00600000' })

    const again = await parent.request('PATCH', `/api/withdrawal-requests/${id}`, {
      approved: true,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This request has already been decided')
    expect(await balances()).toMatchObject({ savings: '0.00600000' })
    expect(
      (await parent.request('PATCH', `/api/withdrawal-requests/${id}`, { approved: false }))
        .statusCode,
    ).toBe(409)
  })

  it('two approvals racing credit once', async () => {
    const { parent, child, kid, balances } = await setup()
    const { id } = (
      await kid.request('POST', '/api/withdrawal-requests', {
        childId: child.id,
        amount: '0.004',
        reason: 'Game',
      })
    ).json()
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        parent.request('PATCH', `/api/withdrawal-requests/${id}`, { approved: true }),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409])
    expect(await balances()).toMatchObject({ savings: '0.00600000' })
  })

  it('two requests that together exceed savings: the second approval is refused', async () => {
    const { parent, child, kid, balances } = await setup()
    const a = (
      await kid.request('POST', '/api/withdrawal-requests', {
        childId: child.id,
        amount: '0.006',
        reason: 'One',
      })
    ).json()
    const b = (
      await kid.request('POST', '/api/withdrawal-requests', {
        childId: child.id,
        amount: '0.006',
        reason: 'Two',
      })
    ).json()
    const [first, second] = await Promise.all([
      parent.request('PATCH', `/api/withdrawal-requests/${a.id}`, { approved: true }),
      parent.request('PATCH', `/api/withdrawal-requests/${b.id}`, { approved: true }),
    ])
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409])
    expect(await balances()).toMatchObject({ savings: '0.00400000' })
    // The refused request stays pending: nothing was decided.
    const statuses = (await parent.request('GET', '/api/withdrawal-requests'))
      .json()
      .map((r: { status: string }) => r.status)
    expect(statuses.sort()).toEqual(['approved', 'pending'])
  })

  it('a denial moves nothing', async () => {
    const { parent, child, kid, balances } = await setup()
    const { id } = (
      await kid.request('POST', '/api/withdrawal-requests', {
        childId: child.id,
        amount: '0.001',
        reason: 'Toy',
      })
    ).json()
    expect(
      (await parent.request('PATCH', `/api/withdrawal-requests/${id}`, { approved: false })).json()
        .status,
    ).toBe('denied')
    expect(await balances()).toMatchObject({ savings: '0.01000000' })
  })

  it.each([
    [{ amount: '0', reason: 'x' }, 'Invalid Amount - Please enter a valid amount'],
    [{ amount: 'abc', reason: 'x' }, 'Invalid Amount - Please enter a valid amount'],
    [
      { amount: '0.02', reason: 'x' },
      "Insufficient Savings - You don't have enough in your savings account",
    ],
    [
      { amount: '0.001', reason: '   ' },
      'Reason Required - Please tell your parent why you need this money',
    ],
    [{ amount: '0.001' }, 'Reason Required - Please tell your parent why you need this money'],
  ])('refuses %j', async (body, message) => {
    const { child, kid } = await setup()
    const res = await kid.request('POST', '/api/withdrawal-requests', {
      childId: child.id,
      ...body,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('only parents decide; other families see nothing', async () => {
    const { app, child, kid } = await setup()
    const { id } = (
      await kid.request('POST', '/api/withdrawal-requests', {
        childId: child.id,
        amount: '0.001',
        reason: 'Toy',
      })
    ).json()
    expect(
      (await kid.request('PATCH', `/api/withdrawal-requests/${id}`, { approved: true })).statusCode,
    ).toBe(403)
    const other = await createFamily(app, 'olga@example.org')
    expect(
      (await other.request('PATCH', `/api/withdrawal-requests/${id}`, { approved: true }))
        .statusCode,
    ).toBe(404)
    expect((await other.request('GET', '/api/withdrawal-requests')).json()).toEqual([])
    expect(
      (
        await other.request('POST', '/api/withdrawal-requests', {
          childId: child.id,
          amount: '0.001',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404)
  })
})

describe('savings transfers', () => {
  it('moves spending to savings once the parent confirms', async () => {
    const { parent, child, kid, balances } = await setup()
    const started = await kid.request('POST', '/api/savings-transfers/initiate', {
      childId: child.id,
      amount: '0.0004',
      description: 'Saving up',
      transactionId: 'abc',
    })
    expect(started.json()).toMatchObject({ success: true, status: 'pending', parentAddress: null })
    // No address saved: the child is told so and who can save one.
    expect(started.json().message).toBe(
      `Send 0.00040000 BTC to your parent. ${LIGHTNING_MESSAGES.noParentAddress} It moves to your savings when your parent confirms it arrived.`,
    )
    expect(await balances()).toEqual({ savings: '0.01000000', spending: '0.00100000' })

    const pending = (await parent.request('GET', '/api/savings-transfers/pending')).json()
    expect(pending).toEqual([
      expect.objectContaining({ childName: 'Kim', amount: '0.00040000', description: 'Saving up' }),
    ])

    const approved = await parent.request('POST', '/api/savings-transfers/approve', {
      transferId: pending[0].id,
      approved: true,
    })
    expect(approved.json()).toEqual({
      success: true,
      status: 'approved',
      amount: '0.00040000',
      childName: 'Kim',
    })
    expect(await balances()).toEqual({ savings: '0.01040000', spending: '0.00060000' })
    expect(await ledgerRows(parent, child.id, 'Saving up')).toEqual([
      { account: 'spending', type: 'savings', amount: '-0.00040000' },
      { account: 'savings', type: 'savings', amount: '0.00040000' },
    ])
    expect(
      (
        await parent.request('POST', '/api/savings-transfers/approve', {
          transferId: pending[0].id,
          approved: true,
        })
      ).statusCode,
    ).toBe(409)
    expect((await parent.request('GET', '/api/savings-transfers/pending')).json()).toEqual([])
  })

  it('a rejection moves nothing; a child cannot approve; amounts are checked', async () => {
    const { app, parent, child, kid, balances } = await setup()
    expect(
      (
        await kid.request('POST', '/api/savings-transfers/initiate', {
          childId: child.id,
          amount: '0.01',
        })
      ).json().message,
    ).toBe('Insufficient Funds - Not enough Bitcoin in your spending balance')
    const { transferId } = (
      await kid.request('POST', '/api/savings-transfers/initiate', {
        childId: child.id,
        amount: '0.0001',
      })
    ).json()
    expect(
      (await kid.request('POST', '/api/savings-transfers/approve', { transferId, approved: true }))
        .statusCode,
    ).toBe(403)
    const other = await createFamily(app, 'olga@example.org')
    expect(
      (
        await other.request('POST', '/api/savings-transfers/approve', {
          transferId,
          approved: true,
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (
        await parent.request('POST', '/api/savings-transfers/approve', {
          transferId,
          approved: false,
        })
      ).json().status,
    ).toBe('rejected')
    expect(await balances()).toEqual({ savings: '0.01000000', spending: '0.00100000' })
  })
})

describe("where a child's Move to Savings goes", () => {
  it("shows the child its family's parent Lightning address, and names it when a transfer starts", async () => {
    const { parent, child, kid } = await setup()
    const destination = `/api/savings-transfers/destination/${child.id}`
    expect((await kid.request('GET', destination)).json()).toEqual({ parentAddress: null })
    await parent.request('POST', '/api/lightning/addresses', {
      parentAddress: 'Pat@Getalby.com',
      childAddresses: { [child.id]: 'kim@example.org' },
    })
    // The parent's address only: the rest of the Lightning setup stays the parents'.
    const read = await kid.request('GET', destination)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual({ parentAddress: 'pat@getalby.com' })
    expect((await parent.request('GET', destination)).json()).toEqual({
      parentAddress: 'pat@getalby.com',
    })
    expect((await kid.request('GET', '/api/lightning/addresses')).statusCode).toBe(403)

    const started = await kid.request('POST', '/api/savings-transfers/initiate', {
      childId: child.id,
      amount: '0.0001',
    })
    expect(started.json()).toMatchObject({ parentAddress: 'pat@getalby.com' })
    expect(started.json().message).toBe(
      "Send 0.00010000 BTC to your parent's Lightning address, pat@getalby.com. It moves to your savings when your parent confirms it arrived.",
    )
  })

  it("is a 404 for a sibling's or another family's child", async () => {
    const { app, parent, child, kid } = await setup()
    await parent.request('POST', '/api/lightning/addresses', { parentAddress: 'pat@getalby.com' })
    const sibling = await parent.addChild({ name: 'Lou' })
    expect(
      (await kid.request('GET', `/api/savings-transfers/destination/${sibling.id}`)).statusCode,
    ).toBe(404)
    const other = await createFamily(app, 'olga@example.org')
    await other.request('POST', '/api/lightning/addresses', { parentAddress: 'olga@example.org' })
    const res = await other.request('GET', `/api/savings-transfers/destination/${child.id}`)
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('pat@getalby.com')
    expect((await kid.request('GET', '/api/savings-transfers/destination/999999')).statusCode).toBe(
      404,
    )
  })
})

describe('POST /api/wallet/transfer-to-spending', () => {
  it('moves savings to spending, within the savings balance', async () => {
    const { app, parent, child, balances } = await setup()
    const ok = await parent.request('POST', '/api/wallet/transfer-to-spending', {
      childId: child.id,
      amount: '0.002',
    })
    expect(ok.json()).toEqual({
      success: true,
      message: 'Moved 0.00200000 BTC from savings to spending',
    })
    expect(await balances()).toEqual({ savings: '0.00800000', spending: '0.00300000' })
    // An internal move, told apart from a withdrawal that leaves the family.
    expect(await ledgerRows(parent, child.id, 'Moved from savings to spending')).toEqual([
      { account: 'savings', type: 'savings_to_spending', amount: '-0.00200000' },
      { account: 'spending', type: 'savings_to_spending', amount: '0.00200000' },
    ])
    const tooMuch = await parent.request('POST', '/api/wallet/transfer-to-spending', {
      childId: child.id,
      amount: '0.009',
    })
    expect(tooMuch.json().message).toBe(
      'Insufficient Funds - Not enough Bitcoin in savings account',
    )
    expect(
      (
        await parent.request('POST', '/api/wallet/transfer-to-spending', {
          childId: child.id,
          amount: '0',
        })
      ).json().message,
    ).toBe('Invalid Amount - Please enter a valid amount')
    const other = await createFamily(app, 'olga@example.org')
    expect(
      (
        await other.request('POST', '/api/wallet/transfer-to-spending', {
          childId: child.id,
          amount: '0.001',
        })
      ).statusCode,
    ).toBe(404)
  })
})
