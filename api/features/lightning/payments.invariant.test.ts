import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listBalanceMismatches } from '../../../db/queries/reconciliation.js'
import { feeBudgetSat } from '../../contracts/lightning.js'
import { btcToSats } from '../../lib/money.js'
import { manualClock } from '../../test-helpers.js'
import { invariantRuns, invariantTimeoutMs } from '../../testing/invariant-runs.js'
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
  /**
   * A shop's invoice paid from the child's spending: the wallet pays it, refuses it, or
   * answers something that does not say whether money left (the app keeps it pending).
   */
  | { kind: 'pay'; sat: number; feeShare: number; outcome: 'succeed' | 'fail' | 'unknown' }
  /**
   * The oldest payment in flight: the wallet did take it and pays it now, or never took
   * it (after the requests' deadline the settling job closes every such one).
   */
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
        'unknown' as const,
        'unknown' as const,
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

type ManualClock = ReturnType<typeof manualClock>

/** The wallet charges this share of the payment's fee budget, in whole sats. */
function chargeFee(f: LightningFamily, amountSat: number, share: number) {
  f.wallet.node.routingFeeMsat = Math.floor((feeBudgetSat(amountSat) * share) / 100) * 1000
}

interface InFlight {
  bolt11: string
  sat: number
}

async function run(f: LightningFamily, clock: ManualClock, inFlight: InFlight[], step: Op) {
  const shop = f.wallet.node.lightningNetwork.createNode({ alias: 'shop' })
  switch (step.kind) {
    case 'pay': {
      const invoice = shop.createInvoice({ amountMsat: step.sat * 1000, description: 'Toy' })
      chargeFee(f, step.sat, step.feeShare)
      if (step.outcome === 'fail') f.wallet.node.payOutcome = { kind: 'fail', reason: 'no-route' }
      if (step.outcome === 'unknown') f.wallet.failWith('pay_invoice', 'INTERNAL')
      const res = await f.parent.request('POST', '/api/lightning/pay', {
        childId: f.childId,
        paymentRequest: invoice.bolt11,
      })
      f.wallet.node.payOutcome = { kind: 'route' }
      f.wallet.clearFailures()
      if (res.statusCode === 200 && res.json().status === 'pending') {
        inFlight.push({ bolt11: invoice.bolt11, sat: step.sat })
      }
      return res
    }
    case 'settle': {
      const oldest = inFlight.shift()
      if (!oldest) return
      if (step.succeed) {
        chargeFee(f, oldest.sat, step.feeShare)
        await f.wallet.node.pay(oldest.bolt11)
      } else {
        // Past the deadline the wallet ignores the requests: none in flight was taken.
        clock.advance(10 * 60 * 1000)
        inFlight.splice(0)
      }
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

describe('Lightning payments and the books', { timeout: invariantTimeoutMs(300_000, 25) }, () => {
  it('for any sequence of payments, fees, failures and debits, the ledger debits what the wallet paid', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const clock = manualClock(new Date())
        const f = await lightningFamily({ clock })
        await f.connect()
        await f.setSpending(btc(5_000))
        const inFlight: InFlight[] = []
        for (const step of ops) {
          const res = await run(f, clock, inFlight, step)
          // Refusals are fine; a server error never is.
          if (res) expect(res.statusCode, JSON.stringify(step)).toBeLessThan(500)
        }
        // Whatever is still in flight goes through in the end.
        while (inFlight.length > 0) {
          await run(f, clock, inFlight, { kind: 'settle', succeed: true, feeShare: 100 })
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
        expect(await listBalanceMismatches(f.app.db)).toEqual([])
        const { spending, savings } = await f.balances()
        expect(btcToSats(spending)).toBeGreaterThanOrEqual(0)
        expect(btcToSats(savings)).toBeGreaterThanOrEqual(0)
        await f.app.close()
      }),
      { numRuns: invariantRuns() },
    )
  })
})
