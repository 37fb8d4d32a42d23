import { CSV_WALLET_NAMES } from './csv-wallets.js'
import { CONTRIBUTION_LABELS, type ContributionType } from './goal-vocabulary.js'

/**
 * The sentences the server writes into `transactions.description` when it books a row
 * ("Weekly allowance", "Chore: Feed the cat"), each once, as an English template with
 * named values. Services write through `writeLedgerDescription`; the text stored is
 * English, as it always was, so rows booked before this contract read the same way.
 * The browser finds the template a stored sentence was written from
 * (`readLedgerDescription`) and says it in the reader's language with the same values
 * (web/src/lib/ledger-descriptions.ts). A description a member typed matches no
 * template and is shown as typed.
 *
 * A member's own text that happens to read like a template ("Chore: tidy up", typed on
 * an add-transaction form) is read as that template: it is shown translated with the
 * member's words as its value, which says what they wrote. Values match lazily and the
 * whole text must match, so "Weekly allowance for May" is not the allowance sentence.
 *
 * Names of values the browser formats for the language: `amount` (an 8-decimal BTC
 * string), `amountWithSats` ("0.00100000 BTC (100,000 sats)"), `percent` and `rate`
 * (a decimal number), `month` ("November 2026", English month and year). Every other
 * value is data (a goal's title, an address, a reason) and is shown as stored. A value
 * named in VALUE_CHOICES is one of a closed list and is read only as one of them.
 */
export const LEDGER_DESCRIPTIONS = {
  weeklyAllowance: 'Weekly allowance',
  /** A goal contribution's description when the giver wrote none: the spec's label of its type. */
  contributionAllowance: CONTRIBUTION_LABELS.allowance,
  contributionBonus: CONTRIBUTION_LABELS.bonus,
  contributionSavings: CONTRIBUTION_LABELS.savings,
  contributionChores: CONTRIBUTION_LABELS.chores,
  contributionGift: CONTRIBUTION_LABELS.gift,
  savingsBalanceSet: 'Savings balance set to {{amount}} BTC',
  spendingBalanceSet: 'Spending balance set to {{amount}} BTC',
  chore: 'Chore: {{title}}',
  savingsToGoal: '{{percent}}% of savings to {{goal}}',
  /** Written by api/lib/spending-credit.ts from the allowance's own description, lowercased. */
  allowanceToGoal: '{{percent}}% of weekly allowance to {{goal}}',
  goalDeletedToSavings: '{{goal}} deleted: back to savings',
  goalDeletedToParents: '{{goal}} deleted: returned to the parents',
  goalDeletedToGivers: "{{goal}} deleted: given in {{child}}'s name, returned to the givers",
  interest: 'Interest for {{month}}: {{rate}}% a year on the lowest savings, {{amount}} BTC',
  depositReceived: 'Bitcoin received on-chain ({{outpoint}})',
  depositConfirmedAgain: 'Bitcoin received on-chain, confirmed again ({{outpoint}})',
  depositLeft: 'On-chain deposit left the blockchain ({{outpoint}})',
  depositOwed: 'Owed for an on-chain deposit that left the blockchain ({{outpoint}})',
  bitcoinSend: 'Bitcoin send to {{destination}}',
  sendCancelled: 'Cancelled send to {{destination}}',
  automaticPayout: 'Automatic payout to {{address}}',
  payout: 'Payout to {{address}}',
  lightningReceived: 'Lightning payment received: {{description}}',
  lightningPayment: 'Lightning payment: {{description}}',
  lightningPaymentPlain: 'Lightning payment',
  routingFee: 'Routing fee of a Lightning payment: {{description}}',
  routingFeePlain: 'Routing fee of a Lightning payment',
  aboveSpendingLimit: 'Above the {{amountWithSats}} spending limit: moved to savings',
  savingsWithdrawal: 'Savings withdrawal: {{reason}}',
  movedToSpending: 'Moved from savings to spending',
  /** An imported payment the wallet's CSV gave no description (api/features/csv-import). */
  walletPayment: '{{wallet}} payment',
  /** The same when the file's date could not be read for sure: its text, in brackets. */
  walletPaymentUndated: '{{wallet}} payment ({{date}})',
} as const

/**
 * What some sentences add after a semicolon ("...; 0.00100000 BTC still owed"). A stored
 * text is read as a sentence followed by one of these when its end matches one and the
 * rest is a sentence above.
 */
export const LEDGER_DESCRIPTION_ADDITIONS = {
  alreadySpentOwed: '; {{amount}} BTC already spent is owed',
  stillOwed: '; {{amount}} BTC still owed',
  notCovered: '; {{amountWithSats}} not covered by the spending balance',
} as const

export type LedgerDescriptionKey = keyof typeof LEDGER_DESCRIPTIONS

/** The template of a goal contribution's default description, by its type. */
export const CONTRIBUTION_DESCRIPTIONS = {
  allowance: 'contributionAllowance',
  bonus: 'contributionBonus',
  savings: 'contributionSavings',
  chores: 'contributionChores',
  gift: 'contributionGift',
} as const satisfies Record<ContributionType, LedgerDescriptionKey>
export type LedgerAdditionKey = keyof typeof LEDGER_DESCRIPTION_ADDITIONS
type AllTemplates = typeof LEDGER_DESCRIPTIONS & typeof LEDGER_DESCRIPTION_ADDITIONS

/** The `{{name}}`s of a template, as a type. */
type Names<S extends string> = S extends `${string}{{${infer N}}}${infer Rest}`
  ? N | Names<Rest>
  : never
export type LedgerDescriptionValues<K extends keyof AllTemplates> = {
  [N in Names<AllTemplates[K]>]: string | number
}

const ALL: Record<string, string> = { ...LEDGER_DESCRIPTIONS, ...LEDGER_DESCRIPTION_ADDITIONS }
const PLACEHOLDER = /\{\{(\w+)\}\}/g

/**
 * Values that are one of a closed list, matched only as one of them: "Rent payment", a
 * member's own text, is no wallet's payment, and "Chore: Rent payment" stays the chore.
 */
const VALUE_CHOICES: Readonly<Record<string, readonly string[]>> = { wallet: CSV_WALLET_NAMES }
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What a value named `name` may be, as a capturing group: anything, lazily, or one of its choices. */
function valuePattern(name: string): string {
  const choices = VALUE_CHOICES[name]
  return choices ? `(${choices.map(escapeRegExp).join('|')})` : '(.+?)'
}

/** The English sentence for a row, as stored in `transactions.description`. */
export function writeLedgerDescription<K extends keyof AllTemplates>(
  key: K,
  values: LedgerDescriptionValues<K>,
): string {
  const given = values as Record<string, string | number>
  return (ALL[key] ?? '').replace(PLACEHOLDER, (_, name: string) => String(given[name]))
}

export interface LedgerDescriptionRead {
  key: LedgerDescriptionKey
  values: Record<string, string>
  /** What follows the sentence after a semicolon, if anything. */
  addition?: { key: LedgerAdditionKey; values: Record<string, string> }
}

interface Pattern<K> {
  key: K
  names: string[]
  /** The whole template, anchored at both ends. */
  whole: RegExp
  /** The template at the end of a text (for additions), its start captured first. */
  ending: RegExp
}

function patternOf<K extends string>(key: K, template: string): Pattern<K> {
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')
  const source = template
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? valuePattern(part) : escapeRegExp(part)))
    .join('')
  return {
    key,
    names,
    whole: new RegExp(`^${source}$`, 's'),
    ending: new RegExp(`^(.+)${source}$`, 's'),
  }
}

/**
 * The most specific template first: more literal text means fewer ways to match by
 * accident ("Bitcoin received on-chain, confirmed again (…)" before
 * "Bitcoin received on-chain (…)", which would otherwise take it).
 */
function bySpecificity<K extends string>(templates: Record<K, string>): Pattern<K>[] {
  const literal = (t: string) => t.replace(PLACEHOLDER, '').length
  return (Object.entries(templates) as [K, string][])
    .sort(([, a], [, b]) => literal(b) - literal(a))
    .map(([key, template]) => patternOf(key, template))
}

const SENTENCES = bySpecificity(LEDGER_DESCRIPTIONS)
const ADDITIONS = bySpecificity(LEDGER_DESCRIPTION_ADDITIONS)

const valuesOf = (names: string[], match: RegExpExecArray, from: number) =>
  Object.fromEntries(names.map((name, i) => [name, match[from + i] ?? '']))

function readSentence(text: string): Omit<LedgerDescriptionRead, 'addition'> | undefined {
  for (const { key, names, whole } of SENTENCES) {
    const match = whole.exec(text)
    if (match) return { key, values: valuesOf(names, match, 1) }
  }
  return undefined
}

/**
 * The template a stored description was written from and its values, or undefined for
 * a text no template wrote (a member's own). A sentence with an addition is tried
 * first, so the addition is not taken for part of a value ("Lightning payment: x;
 * 0.001 BTC (100,000 sats) not covered..." is the payment sentence plus an addition).
 */
export function readLedgerDescription(text: string): LedgerDescriptionRead | undefined {
  for (const { key, names, ending } of ADDITIONS) {
    const match = ending.exec(text)
    if (!match) continue
    const sentence = readSentence(match[1] ?? '')
    if (sentence) return { ...sentence, addition: { key, values: valuesOf(names, match, 2) } }
  }
  return readSentence(text)
}
