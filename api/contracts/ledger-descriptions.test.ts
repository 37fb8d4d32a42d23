import { describe, expect, it } from 'vitest'
import {
  LEDGER_DESCRIPTIONS,
  type LedgerDescriptionKey,
  readLedgerDescription,
  writeLedgerDescription,
} from './ledger-descriptions.js'

/**
 * Each template with sample values and the sentence the services wrote before they wrote
 * through the contract (their template literals, copied here): the stored English must
 * not change, or rows booked before and after would read differently.
 */
const SAMPLES: [LedgerDescriptionKey, Record<string, string>, string][] = [
  ['weeklyAllowance', {}, 'Weekly allowance'],
  ['contributionAllowance', {}, 'From Allowance'],
  ['contributionBonus', {}, 'Bonus'],
  ['contributionSavings', {}, 'From Savings'],
  ['contributionChores', {}, 'Chore Earnings'],
  ['contributionGift', {}, 'Gift Money'],
  ['savingsBalanceSet', { amount: '0.01000000' }, 'Savings balance set to 0.01000000 BTC'],
  ['spendingBalanceSet', { amount: '0.00000001' }, 'Spending balance set to 0.00000001 BTC'],
  ['chore', { title: 'Feed the cat' }, 'Chore: Feed the cat'],
  ['savingsToGoal', { percent: '12.5', goal: 'New bike' }, '12.5% of savings to New bike'],
  ['allowanceToGoal', { percent: '20', goal: 'Lego' }, '20% of weekly allowance to Lego'],
  ['goalDeletedToSavings', { goal: 'Lego' }, 'Lego deleted: back to savings'],
  ['goalDeletedToParents', { goal: 'Lego' }, 'Lego deleted: returned to the parents'],
  [
    'goalDeletedToGivers',
    { goal: 'Lego', child: 'Emma' },
    "Lego deleted: given in Emma's name, returned to the givers",
  ],
  [
    'interest',
    { month: 'November 2026', rate: '2.5', amount: '0.00150000' },
    'Interest for November 2026: 2.5% a year on the lowest savings, 0.00150000 BTC',
  ],
  [
    'depositReceived',
    { outpoint: '3a1f0c9e2b7d…:1' },
    'Bitcoin received on-chain (3a1f0c9e2b7d…:1)',
  ],
  [
    'depositConfirmedAgain',
    { outpoint: '3a1f0c9e2b7d…:0' },
    'Bitcoin received on-chain, confirmed again (3a1f0c9e2b7d…:0)',
  ],
  [
    'depositLeft',
    { outpoint: '3a1f0c9e2b7d…:0' },
    'On-chain deposit left the blockchain (3a1f0c9e2b7d…:0)',
  ],
  [
    'depositOwed',
    { outpoint: '3a1f0c9e2b7d…:0' },
    'Owed for an on-chain deposit that left the blockchain (3a1f0c9e2b7d…:0)',
  ],
  ['bitcoinSend', { destination: 'bc1qexample' }, 'Bitcoin send to bc1qexample'],
  ['sendCancelled', { destination: 'bc1qexample' }, 'Cancelled send to bc1qexample'],
  ['automaticPayout', { address: 'emma@getalby.com' }, 'Automatic payout to emma@getalby.com'],
  ['payout', { address: 'emma@getalby.com' }, 'Payout to emma@getalby.com'],
  [
    'lightningReceived',
    { description: 'From Grandma' },
    'Lightning payment received: From Grandma',
  ],
  ['lightningPayment', { description: 'Sticker pack' }, 'Lightning payment: Sticker pack'],
  ['lightningPaymentPlain', {}, 'Lightning payment'],
  [
    'routingFee',
    { description: 'Sticker pack' },
    'Routing fee of a Lightning payment: Sticker pack',
  ],
  ['routingFeePlain', {}, 'Routing fee of a Lightning payment'],
  [
    'aboveSpendingLimit',
    { amountWithSats: '0.00100000 BTC (100,000 sats)' },
    'Above the 0.00100000 BTC (100,000 sats) spending limit: moved to savings',
  ],
  ['savingsWithdrawal', { reason: 'A new game' }, 'Savings withdrawal: A new game'],
  ['movedToSpending', {}, 'Moved from savings to spending'],
  // The CSV import's `${formatName} payment`, and `${description} (${occurredAtText})`.
  ['walletPayment', { wallet: 'Phoenix' }, 'Phoenix payment'],
  ['walletPayment', { wallet: 'Alby Hub' }, 'Alby Hub payment'],
  [
    'walletPaymentUndated',
    { wallet: 'Breez', date: '8/6/2026 9:15 AM' },
    'Breez payment (8/6/2026 9:15 AM)',
  ],
]

describe('ledger descriptions', () => {
  it('has a sample for every template', () => {
    expect([...new Set(SAMPLES.map(([key]) => key))].sort()).toEqual(
      Object.keys(LEDGER_DESCRIPTIONS).sort(),
    )
  })

  it.each(SAMPLES)('%s writes the sentence stored before and reads it back', (key, values, old) => {
    expect(writeLedgerDescription(key, values as never)).toBe(old)
    expect(readLedgerDescription(old)).toEqual({ key, values })
  })

  it('writes numbers as the services pass them', () => {
    expect(writeLedgerDescription('savingsToGoal', { percent: 12.5, goal: 'Bike' })).toBe(
      '12.5% of savings to Bike',
    )
  })

  it.each([
    [
      'depositLeft',
      { outpoint: 'aa…:0' },
      'alreadySpentOwed',
      { amount: '0.00020000' },
      'On-chain deposit left the blockchain (aa…:0); 0.00020000 BTC already spent is owed',
    ],
    [
      'depositOwed',
      { outpoint: 'aa…:0' },
      'stillOwed',
      { amount: '0.00010000' },
      'Owed for an on-chain deposit that left the blockchain (aa…:0); 0.00010000 BTC still owed',
    ],
    [
      'lightningPayment',
      { description: 'Stickers; more stickers' },
      'notCovered',
      { amountWithSats: '0.00000500 BTC (500 sats)' },
      'Lightning payment: Stickers; more stickers; 0.00000500 BTC (500 sats) not covered by the spending balance',
    ],
    [
      'routingFeePlain',
      {},
      'notCovered',
      { amountWithSats: '0.00000002 BTC (2 sats)' },
      'Routing fee of a Lightning payment; 0.00000002 BTC (2 sats) not covered by the spending balance',
    ],
  ] as const)('reads %s followed by %s', (key, values, additionKey, additionValues, text) => {
    expect(
      writeLedgerDescription(key, values as never) +
        writeLedgerDescription(additionKey, additionValues as never),
    ).toBe(text)
    expect(readLedgerDescription(text)).toEqual({
      key,
      values,
      addition: { key: additionKey, values: additionValues },
    })
  })

  it('reads the template with more literal text when a value makes two match', () => {
    // A goal titled "Chore: dishes", deleted: the chore template matches too, with the
    // title "dishes deleted: back to savings". The more literal one is taken.
    expect(readLedgerDescription('Chore: dishes deleted: back to savings')).toEqual({
      key: 'goalDeletedToSavings',
      values: { goal: 'Chore: dishes' },
    })
  })

  it.each([
    'Birthday money from Grandma',
    'Weekly allowance for May',
    'weekly allowance',
    'Savings balance set to lots',
    'Payout',
    // Only a wallet the import reads makes its "<wallet> payment".
    'Rent payment',
    'Phoenix payment for May',
    '',
  ])('leaves a member’s own text %j unread', (text) => {
    expect(readLedgerDescription(text)).toBeUndefined()
  })

  it('reads a member’s text that says what a template says as that template', () => {
    // A member typing "Chore: tidy up" on the add-transaction form wrote what the chore
    // sentence says; it is shown translated with their words as the chore's title.
    expect(readLedgerDescription('Chore: tidy up')).toEqual({
      key: 'chore',
      values: { title: 'tidy up' },
    })
  })

  it('reads a chore named like a wallet payment as the chore', () => {
    expect(readLedgerDescription('Chore: Rent payment')).toEqual({
      key: 'chore',
      values: { title: 'Rent payment' },
    })
  })

  it('reads a value with a line break in it', () => {
    expect(readLedgerDescription('Savings withdrawal: a\nb')?.values).toEqual({ reason: 'a\nb' })
  })
})
