import type { Db } from '../../../db/client.js'
import { findSavingsSat } from '../../../db/queries/children.js'
import { listFamilyMembers } from '../../../db/queries/users.js'
import {
  collectOwedSat,
  listOwedDeposits,
  markDepositCreditedAgain,
  markDepositReversed,
  type WalletDeposit,
} from '../../../db/queries/wallet-deposits.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import type { ChainSource } from '../../lib/bitcoin/chain-source.js'
import { postEntries } from '../../lib/ledger.js'
import { type MailText, mailLanguage } from '../../lib/mail-language.js'
import { satsToBtc } from '../../lib/money.js'
import { depositReversalTexts } from './mail-texts.js'
import type { Onchain } from './wallet-keys.js'

/**
 * Undoing a credit whose transaction left the chain (docs/wallet.md, "When a deposit
 * leaves the chain"). A reversal takes back from the child's savings what is there, never
 * below zero; the rest is owed and taken from the child's savings as it arrives, at the
 * next syncs. A reversed deposit that confirms again is credited again and the debt
 * forgiven. Every step is a conditional update of the deposit's row inside the sync's
 * transaction, so racing syncs book each one once.
 */

/** The ledger type of a reversal and of the later collections of what was owed. */
export const DEPOSIT_REVERSED = 'deposit_reversed'

/** Where the chain has a credited deposit's transaction now. */
export type ChainPlace =
  | { kind: 'confirmed'; blockHeight: number }
  /** Back in the mempool (its block was replaced), or replaced by a conflicting transaction. */
  | { kind: 'unconfirmed' }
  | { kind: 'gone' }

/**
 * Looks up each deposit's transaction in its address's history (through the chain
 * source's cache: the scan just read most of them). A deposit confirmed above the
 * source's tip is left out: that source is behind (a node still syncing), not evidence
 * that the transaction left the chain.
 * @throws ChainSourceError when the chain cannot be read (nothing is judged then).
 */
export async function readChainPlaces(
  source: ChainSource,
  deposits: WalletDeposit[],
  tipHeight: number,
): Promise<Map<number, ChainPlace>> {
  const judged = deposits.filter((deposit) => deposit.blockHeight <= tipHeight)
  const addresses = [...new Set(judged.map((deposit) => deposit.address))]
  const histories = new Map(
    await Promise.all(
      addresses.map(
        async (address) => [address, await source.getAddressTransactions(address)] as const,
      ),
    ),
  )
  const places = new Map<number, ChainPlace>()
  for (const deposit of judged) {
    const tx = histories.get(deposit.address)?.find((t) => t.txid === deposit.txid)
    const pays = tx?.outputs.some((o) => o.vout === deposit.vout && o.address === deposit.address)
    if (!tx || !pays) places.set(deposit.id, { kind: 'gone' })
    else if (tx.blockHeight === null) places.set(deposit.id, { kind: 'unconfirmed' })
    else places.set(deposit.id, { kind: 'confirmed', blockHeight: tx.blockHeight })
  }
  return places
}

/** A reversal this sync booked: what the alert and the sync's answer tell. */
export interface DepositReversal {
  childId: number
  childName: string
  txid: string
  vout: number
  address: string
  amountSat: number
  /** Taken back from savings now. */
  reversedSat: number
  /** The part the child had spent: taken from savings as it arrives. */
  owedSat: number
}

/** Reverses a credited deposit, once: undefined when a racing sync did it first. */
export async function reverseDeposit(
  trx: Db,
  familyId: number,
  deposit: WalletDeposit,
  at: string,
): Promise<DepositReversal | undefined> {
  const child = await findSavingsSat(trx, familyId, deposit.childId)
  const reversedSat = Math.min(deposit.amountSat, child?.savingsSat ?? 0)
  const owedSat = deposit.amountSat - reversedSat
  if (!(await markDepositReversed(trx, deposit.id, { reversedSat, owedSat, at }))) return undefined
  if (reversedSat > 0) {
    const owing =
      owedSat > 0 ? writeLedgerDescription('alreadySpentOwed', { amount: satsToBtc(owedSat) }) : ''
    await postEntries(trx, [
      {
        familyId,
        childId: deposit.childId,
        account: 'savings',
        type: DEPOSIT_REVERSED,
        amountSat: -reversedSat,
        description: `${writeLedgerDescription('depositLeft', { outpoint: shortOutpoint(deposit) })}${owing}`,
        importKey: null,
        createdBy: null,
        createdAt: at,
      },
    ])
  }
  return {
    childId: deposit.childId,
    childName: child?.name ?? 'A removed child',
    txid: deposit.txid,
    vout: deposit.vout,
    address: deposit.address,
    amountSat: deposit.amountSat,
    reversedSat,
    owedSat,
  }
}

/**
 * A reversed deposit confirmed again: gives back what the reversal took and forgives
 * the rest, once. Returns whether this call did it.
 */
export async function creditDepositAgain(
  trx: Db,
  familyId: number,
  deposit: WalletDeposit,
  blockHeight: number,
  at: string,
): Promise<boolean> {
  const again = await markDepositCreditedAgain(trx, deposit.id, blockHeight)
  if (!again) return false
  if (again.reversedSat > 0) {
    await postEntries(trx, [
      {
        familyId,
        childId: deposit.childId,
        account: 'savings',
        type: 'savings_deposit',
        amountSat: again.reversedSat,
        description: writeLedgerDescription('depositConfirmedAgain', {
          outpoint: shortOutpoint(deposit),
        }),
        importKey: null,
        createdBy: null,
        createdAt: at,
      },
    ])
  }
  return true
}

/** Takes what reversed deposits still owe from the children's savings, as far as it goes. */
export async function collectOwedDeposits(trx: Db, familyId: number, at: string): Promise<void> {
  for (const deposit of await listOwedDeposits(trx, familyId)) {
    const child = await findSavingsSat(trx, familyId, deposit.childId)
    const takenSat = Math.min(deposit.owedSat, child?.savingsSat ?? 0)
    if (takenSat === 0) continue
    if (!(await collectOwedSat(trx, deposit.id, { owedSat: deposit.owedSat, takenSat }))) continue
    const rest = deposit.owedSat - takenSat
    await postEntries(trx, [
      {
        familyId,
        childId: deposit.childId,
        account: 'savings',
        type: DEPOSIT_REVERSED,
        amountSat: -takenSat,
        description: `${writeLedgerDescription('depositOwed', { outpoint: shortOutpoint(deposit) })}${rest > 0 ? writeLedgerDescription('stillOwed', { amount: satsToBtc(rest) }) : ''}`,
        importKey: null,
        createdBy: null,
        createdAt: at,
      },
    ])
  }
}

/**
 * E-mails the family's parents about reversals this sync booked (the dashboard shows them
 * on the wallet card and in the activity). A mail that fails is logged: the books are
 * already right.
 */
export async function alertParents(
  db: Db,
  onchain: Pick<Onchain, 'mailer' | 'log' | 'publicUrl'>,
  familyId: number,
  reversals: DepositReversal[],
): Promise<void> {
  if (reversals.length === 0) return
  const members = await listFamilyMembers(db, familyId).catch((error: unknown) => {
    onchain.log.error({ err: error, familyId }, 'deposit reversal alert not mailed')
    return []
  })
  const parents = members.filter((m) => m.role !== 'child')
  const dashboard = new URL('/dashboard', onchain.publicUrl).href
  for (const reversal of reversals) {
    for (const parent of parents) {
      const language = mailLanguage(parent)
      const t = depositReversalTexts.in(language)
      try {
        await onchain.mailer.sendNotice({
          to: parent.email,
          subject: t('subject', { name: reversal.childName }),
          text: reversalNotice(t, reversal, dashboard),
          language,
        })
      } catch (error) {
        onchain.log.error({ err: error, familyId }, 'deposit reversal alert not mailed')
      }
    }
  }
}

function reversalNotice(
  t: MailText<typeof depositReversalTexts.en>,
  reversal: DepositReversal,
  dashboard: string,
): string {
  const name = reversal.childName
  const amount = `${satsToBtc(reversal.amountSat)} BTC`
  return [
    t('happened', { amount, name, address: reversal.address, txid: reversal.txid }),
    reversal.owedSat === 0
      ? t('takenBack', { name, amount })
      : t('partlyOwed', {
          name,
          reversed: `${satsToBtc(reversal.reversedSat)} BTC`,
          owed: `${satsToBtc(reversal.owedSat)} BTC`,
        }),
    t('creditedAgain', { name, dashboard }),
  ].join('\n\n')
}

/** "3a1f0c9e2b7d…:1": how the ledger names an on-chain output. */
export function shortOutpoint(deposit: { txid: string; vout: number }): string {
  return `${deposit.txid.slice(0, 12)}…:${deposit.vout}`
}
