import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sumLedgerByChild } from '../../db/queries/ledger.js'
import { makePhoenixCsv } from '../features/csv-import/wallet-csv.bench-data.js'
import {
  buildTestApp,
  createFamily,
  manualClock,
  signInChild,
  type TestFamily,
} from '../test-helpers.js'
import { BIP84_ZPUB, VECTORS } from '../testing/bitcoin-vectors.js'
import { type EsploraTestServer, startEsploraTestServer } from '../testing/esplora-test-server.js'
import { invariantRuns, invariantTimeoutMs } from '../testing/invariant-runs.js'
import { createEsploraSource } from './bitcoin/esplora-source.js'
import { btcToSats } from './money.js'

/** Small amounts in BTC text, so sequences hit both the limits and the happy paths. */
const amount = fc.integer({ min: 1, max: 400_000 }).map((sat) => (sat / 1e8).toFixed(8))
const childIndex = fc.integer({ min: 0, max: 1 })

type Op =
  | { kind: 'transaction'; child: number; type: string; amount: string }
  | { kind: 'toSpending'; child: number; amount: string }
  | { kind: 'withdraw'; child: number; amount: string; approvals: number; approve: boolean }
  | { kind: 'saveViaTransfer'; child: number; amount: string; approve: boolean }
  | { kind: 'allowances'; days: number }
  | { kind: 'threshold'; child: number; amount: string }
  | { kind: 'setSavings'; child: number; amount: string }
  | { kind: 'import'; child: number; rows: number }
  | { kind: 'deposit'; child: number; sat: number; syncs: number }
  | { kind: 'send'; child: number; amount: string }
  | { kind: 'cancel'; cancels: number }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('transaction' as const),
    child: childIndex,
    type: fc.constantFrom(
      'allowance',
      'bonus',
      'chore_payment',
      'spending_adjustment',
      'spending',
      'earned',
      'savings',
      'lightning_spend',
    ),
    amount,
  }),
  fc.record({ kind: fc.constant('toSpending' as const), child: childIndex, amount }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    child: childIndex,
    amount,
    approvals: fc.integer({ min: 1, max: 3 }),
    approve: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('saveViaTransfer' as const),
    child: childIndex,
    amount,
    approve: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('allowances' as const), days: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('threshold' as const), child: childIndex, amount }),
  fc.record({ kind: fc.constant('setSavings' as const), child: childIndex, amount }),
  fc.record({
    kind: fc.constant('import' as const),
    child: childIndex,
    rows: fc.integer({ min: 1, max: 6 }),
  }),
  // On-chain: a gift to the child's address synced by racing syncs, a send from savings
  // (an unsigned PSBT) and racing cancels of the latest send.
  fc.record({
    kind: fc.constant('deposit' as const),
    child: childIndex,
    sat: fc.integer({ min: 1, max: 400_000 }),
    syncs: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('send' as const), child: childIndex, amount }),
  fc.record({ kind: fc.constant('cancel' as const), cancels: fc.integer({ min: 1, max: 3 }) }),
)

/** What the on-chain steps need: the chain, and what they deposited and sent. */
interface Chain {
  server: EsploraTestServer
  depositedSat: number
  sends: string[]
}

async function run(
  parent: TestFamily,
  kids: TestFamily[],
  ids: number[],
  clock: ReturnType<typeof manualClock>,
  chain: Chain,
  step: Op,
) {
  const id = 'child' in step ? (ids[step.child] ?? 0) : 0
  const kid = 'child' in step ? (kids[step.child] ?? parent) : parent
  switch (step.kind) {
    case 'transaction':
      return parent.request('POST', '/api/transactions', {
        childId: id,
        type: step.type,
        amount: step.amount,
        description: 'prop',
      })
    case 'toSpending':
      return parent.request('POST', '/api/wallet/transfer-to-spending', {
        childId: id,
        amount: step.amount,
      })
    case 'withdraw': {
      const res = await kid.request('POST', '/api/withdrawal-requests', {
        childId: id,
        amount: step.amount,
        reason: 'prop',
      })
      if (res.statusCode !== 201) return
      // Several decisions at once: exactly one may win.
      await Promise.all(
        Array.from({ length: step.approvals }, () =>
          parent.request('PATCH', `/api/withdrawal-requests/${res.json().id}`, {
            approved: step.approve,
          }),
        ),
      )
      return
    }
    case 'saveViaTransfer': {
      const res = await kid.request('POST', '/api/savings-transfers/initiate', {
        childId: id,
        amount: step.amount,
      })
      if (res.statusCode !== 200) return
      return parent.request('POST', '/api/savings-transfers/approve', {
        transferId: res.json().transferId,
        approved: step.approve,
      })
    }
    case 'allowances':
      clock.advance(step.days * 86_400_000)
      return parent.request('POST', '/api/process-allowances')
    case 'threshold':
      return parent.request('PATCH', `/api/children/${id}/spending-threshold`, {
        threshold: step.amount,
      })
    case 'setSavings':
      return parent.request('POST', `/api/children/${id}/update-savings`, {
        newBalance: step.amount,
      })
    case 'import':
      return kid.request('POST', '/api/transactions/import-csv', {
        childId: id,
        csvContent: makePhoenixCsv(step.rows),
        filename: 'p.csv',
      })
    case 'deposit': {
      const res = await parent.request('POST', `/api/wallet/create/${id}`)
      if (res.statusCode !== 200) return res
      chain.server.addDeposit(res.json().bitcoinAddress, step.sat, { confirmed: true })
      // Deep enough for any deposit (3 confirmations above 100,000 sats by default).
      chain.server.mineBlock()
      chain.server.mineBlock()
      chain.depositedSat += step.sat
      await Promise.all(
        Array.from({ length: step.syncs }, () => parent.request('POST', `/api/wallet/sync/${id}`)),
      )
      return
    }
    case 'send': {
      const res = await parent.request('POST', '/api/bitcoin/send', {
        childId: id,
        toAddress: VECTORS.bip86.receive0,
        amount: step.amount,
      })
      if (res.statusCode === 200) chain.sends.push(res.json().transactionId)
      return res
    }
    case 'cancel': {
      const last = chain.sends.at(-1)
      if (!last) return
      await Promise.all(
        Array.from({ length: step.cancels }, () =>
          parent.request('POST', `/api/bitcoin/send/${last}/cancel`),
        ),
      )
      return
    }
  }
}

describe('ledger invariant', { timeout: invariantTimeoutMs(240_000, 40) }, () => {
  it('after any sequence of operations every balance equals its ledger rows and none is negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const clock = manualClock()
        const server = await startEsploraTestServer({ style: 'esplora', network: 'mainnet' })
        const chain: Chain = { server, depositedSat: 0, sends: [] }
        const app = await buildTestApp({
          clock,
          env: { ESPLORA_URL: server.url },
          chainSource: createEsploraSource({
            baseUrl: server.url,
            network: 'mainnet',
            addressTtlMs: 0,
            tipTtlMs: 0,
          }),
        })
        const parent = await createFamily(app, 'pat@example.org')
        await parent.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB })
        const ids: number[] = []
        const kids: TestFamily[] = []
        for (const [i, day] of [6, 0].entries()) {
          const child = await parent.addChild({
            name: `Kid${i}`,
            weeklyAllowance: '0.0005',
            allowanceDay: day,
          })
          ids.push(child.id)
          kids.push(await signInChild(app, parent, child.id, `kid${i}@example.org`))
        }
        for (const step of ops) {
          const res = await run(parent, kids, ids, clock, chain, step)
          // Bad input and refusals are fine; a server error never is.
          if (res) expect(res.statusCode, JSON.stringify(step)).toBeLessThan(500)
        }
        // Every confirmed gift was credited exactly once, however the syncs raced.
        if (ids[0]) await parent.request('POST', `/api/wallet/sync/${ids[0]}`)
        const credited = await app.db
          .selectFrom('wallet_deposits')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_sat'), eb.lit(0)).as('total'))
          .executeTakeFirstOrThrow()
        expect(Number(credited.total)).toBe(chain.depositedSat)
        const sums = await sumLedgerByChild(
          app.db,
          (await app.db.selectFrom('users').select('family_id').executeTakeFirstOrThrow())
            .family_id,
        )
        for (const id of ids) {
          const child = (await parent.request('GET', `/api/children/${id}`)).json()
          const ledger = (account: string) =>
            sums.find((s) => s.childId === id && s.account === account)?.totalSat ?? 0
          expect(btcToSats(child.savingsBalance)).toBe(ledger('savings'))
          expect(btcToSats(child.spendingBalance)).toBe(ledger('spending'))
          expect(child.savingsBalance.startsWith('-')).toBe(false)
          expect(child.spendingBalance.startsWith('-')).toBe(false)
        }
        await app.close()
        await server.close()
      }),
      { numRuns: invariantRuns() },
    )
  })
})
