import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { feeBudgetSat } from '../../contracts/lightning.js'
import { btcToSats } from '../../lib/money.js'
import { ledgerMismatches } from '../../testing/ledger-check.js'
import { lightningSettleJob } from './lightning.job.js'
import { type LightningFamily, lightningFamily } from './lightning.test-setup.js'

/**
 * Whatever happens between paying and settling, what left the family wallet is what the
 * child's books debited: each payment's amount and its real fee (up to its budget, which
 * is what a wallet given the limit charges at most), nothing for a failed one, and no
 * debit made meanwhile can leave a settlement short. The wallet is the Wallet Connect
 * test service over a real relay; every step goes through the app's routes.
 */

type Op =
  /** A shop's invoice paid from the child's spending; the wallet answers or keeps it in flight. */
  | { kind: 'pay'; sat: number; feeShare: number; outcome: 'succeed' | 'fail' | 'hang' }
  /** The oldest payment left in flight ends, and the settling job runs. */
  | { kind: 'settle'; succeed: boolean; feeShare: number }
  /** A debit of the spending balance recorded by hand. */
  | { kind: 'debit'; type: 'spending' | 'spending_adjustment' | 'savings'; sat: number }
  /**
   * A debit of all the balance but the amounts in flight, less `spare`: it fits only
   * while spare covers their fee budgets, the edge a settlement could be left short at.
   */
  | { kind: 'debitRest'; spare: number }
  | { kind: 'credit'; sat: number }
  | { kind: 'setSpending'; sat: number }

const sat = fc.integer({ min: 1, max: 4_000 })
/** How much of its fee budget a payment's real fee takes, in percent. */
const feeShare = fc.integer({ min: 0, max: 100 })

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      sat,
      feeShare,
      outcome: fc.constantFrom(
        'hang' as const,
        'hang' as const,
        'succeed' as const,
        'fail' as const,
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('settle' as const), succeed: fc.boolean(), feeShare }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('debit' as const),
      type: fc.constantFrom(
        'spending' as const,
        'spending_adjustment' as const,
        'savings' as const,
      ),
      sat,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('debitRest' as const),
      spare: fc.integer({ min: 0, max: 20 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('credit' as const), sat }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('setSpending' as const),
      sat: fc.integer({ min: 0, max: 8_000 }),
    }),
  },
)

const btc = (sats: number) => (sats / 1e8).toFixed(8)

/** The wallet charges this share of the payment's fee budget, in whole sats. */
function chargeFee(f: LightningFamily, amountSat: number, share: number) {
  f.wallet.node.routingFeeMsat = Math.floor((feeBudgetSat(amountSat) * share) / 100) * 1000
}

async function run(f: LightningFamily, inFlight: { hash: string; sat: number }[], step: Op) {
  const shop = f.wallet.node.lightningNetwork.createNode({ alias: 'shop' })
  switch (step.kind) {
    case 'pay': {
      const invoice = shop.createInvoice({ amountMsat: step.sat * 1000, description: 'Toy' })
      chargeFee(f, step.sat, step.feeShare)
      f.wallet.node.payOutcome =
        step.outcome === 'succeed'
          ? { kind: 'route' }
          : step.outcome === 'fail'
            ? { kind: 'fail', reason: 'no-route' }
            : { kind: 'hang' }
      const res = await f.parent.request('POST', '/api/lightning/pay', {
        childId: f.childId,
        paymentRequest: invoice.bolt11,
      })
      f.wallet.node.payOutcome = { kind: 'route' }
      if (res.statusCode === 200 && res.json().status === 'pending') {
        inFlight.push({ hash: invoice.paymentHash, sat: step.sat })
      }
      return res
    }
    case 'settle': {
      const oldest = inFlight.shift()
      if (!oldest) return
      chargeFee(f, oldest.sat, step.feeShare)
      f.wallet.node.settlePendingPayment(oldest.hash, step.succeed ? 'succeed' : 'fail')
      await lightningSettleJob.run(f.app)
      return
    }
    case 'debit':
      return f.parent.request('POST', '/api/transactions', {
        childId: f.childId,
        type: step.type,
        amount: btc(step.sat),
        description: 'prop',
      })
    case 'debitRest': {
      const spendingSat = btcToSats((await f.balances()).spending)
      const inFlightSat = inFlight.reduce((sum, payment) => sum + payment.sat, 0)
      const restSat = spendingSat - inFlightSat - step.spare
      if (restSat <= 0) return
      return f.parent.request('POST', '/api/transactions', {
        childId: f.childId,
        type: 'spending',
        amount: btc(restSat),
        description: 'prop',
      })
    }
    case 'credit':
      return f.parent.request('POST', '/api/transactions', {
        childId: f.childId,
        type: 'bonus',
        amount: btc(step.sat),
        description: 'prop',
      })
    case 'setSpending':
      return f.parent.request('POST', `/api/lightning/sync-balance/${f.childId}`, {
        newBalance: btc(step.sat),
      })
  }
}

describe('Lightning payments and the books', () => {
  it('for any sequence of payments, fees, failures and debits, the ledger debits what the wallet paid', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const f = await lightningFamily({ timeouts: { payMs: 300 } })
        await f.connect()
        await f.setSpending(btc(5_000))
        const inFlight: { hash: string; sat: number }[] = []
        for (const step of ops) {
          const res = await run(f, inFlight, step)
          // Refusals are fine; a server error never is.
          if (res) expect(res.statusCode, JSON.stringify(step)).toBeLessThan(500)
        }
        // Whatever is still in flight goes through in the end.
        while (inFlight.length > 0) {
          await run(f, inFlight, { kind: 'settle', succeed: true, feeShare: 100 })
        }

        let paidMsat = 0
        for (const payment of f.wallet.node.payments.values()) {
          if (payment.status === 'succeeded') paidMsat += payment.amountMsat + payment.feeMsat
        }
        const booked = await f.app.db
          .selectFrom('transactions')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_sat'), eb.lit(0)).as('total'))
          .where('type', 'in', ['lightning_spend', 'lightning_fee'])
          .executeTakeFirstOrThrow()
        expect(paidMsat).toBe(Math.abs(Number(booked.total)) * 1000)
        expect(Number(booked.total)).toBeLessThanOrEqual(0)
        expect(await ledgerMismatches(f.app.db)).toEqual([])
        const { spending, savings } = await f.balances()
        expect(btcToSats(spending)).toBeGreaterThanOrEqual(0)
        expect(btcToSats(savings)).toBeGreaterThanOrEqual(0)
        await f.app.close()
      }),
      { numRuns: 25 },
    )
  }, 300_000)
})
