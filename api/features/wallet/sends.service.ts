import type { Db } from '../../../db/client.js'
import {
  findWalletSend,
  insertWalletSend,
  linkSendDebit,
  linkSendReversal,
  listChildSends,
  listUnsignedSends,
  type SendInput,
  settleUnsignedSend,
  type WalletSend,
} from '../../../db/queries/wallet-sends.js'
import { inTransaction } from '../../../db/transaction.js'
import { checkBtcInput } from '../../contracts/amount-input.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { MESSAGES } from '../../contracts/messages.js'
import { acceptOrRefuse, badRequest, conflict, notFound } from '../../errors.js'
import { parseAddress } from '../../lib/bitcoin/address.js'
import { nextFreeIndex } from '../../lib/bitcoin/address-allocation.js'
import { BitcoinInputError } from '../../lib/bitcoin/bitcoin-input-error.js'
import {
  type ChainSource,
  ChainSourceError,
  feeRateForTarget,
} from '../../lib/bitcoin/chain-source.js'
import { buildSendPsbt, type SendPsbt } from '../../lib/bitcoin/send-psbt.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { postEntries } from '../../lib/ledger.js'
import { satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import { readReservations, usedChangeIndexes } from './change-addresses.js'
import { outpointOf } from './child-deposits.js'
import type { SendBody, SendDto, SendReply } from './wallet.schemas.js'
import {
  chainUnavailable,
  readBitcoinInput,
  readChain,
  refusedBitcoinInput,
} from './wallet-errors.js'
import { type Onchain, type OpenedWallet, requireWallet } from './wallet-keys.js'
import { scanFamilyWallet } from './wallet-scans.js'

/** Confirmation target of the fee rate: about an hour, what a family send needs. */
const FEE_TARGET_BLOCKS = 6
/** sat/vB when the chain source has no estimates (regtest, some self-hosted nodes). */
const FALLBACK_FEE_RATE = 2
const LISTED_SENDS = 20
/**
 * Builds of one send's PSBT before it gives up: each build after the first is because
 * sends or a child's new address made at the same moment took its coins or change first.
 */
const PSBT_BUILDS = 3

function toSendDto(send: WalletSend): SendDto {
  return {
    transactionId: String(send.id),
    childId: send.childId,
    toAddress: send.destination,
    amount: satsToBtc(send.amountSat),
    fee: send.feeSat === null ? null : satsToBtc(send.feeSat),
    psbt: send.psbt,
    status: send.status,
    createdAt: send.createdAt,
    cancelledAt: send.cancelledAt,
  }
}

/** The destination as the spec's form checks it: present, and an address of this network. */
function readDestination(network: Onchain['network'], text: string): string {
  const trimmed = text.trim()
  if (!trimmed) throw badRequest('invalid-address', MESSAGES.invalidBitcoinAddress, 'toAddress')
  try {
    return parseAddress(trimmed, network).address
  } catch (error) {
    if (!(error instanceof BitcoinInputError)) throw error
    if (error.code === 'wrong-network') {
      throw badRequest('wrong-network', `Invalid Address - ${error.message}`, 'toAddress')
    }
    throw badRequest('invalid-address', MESSAGES.invalidBitcoinAddress, 'toAddress')
  }
}

/**
 * Sends from a child's savings: debits the amount in the ledger and, when the wallet has
 * a key, answers an unsigned PSBT for the family to sign in its own wallet (the app never
 * broadcasts). The network fee is paid by the family wallet, not the child's savings.
 * With only a plain address there is nothing to build: the send is recorded for
 * accounting. The chain is read first; the debit is one transaction. When sends or a
 * child's new address made at the same moment took the PSBT's coins or change address
 * first, that transaction writes nothing and the PSBT is built again.
 */
export async function sendFromSavings(
  db: Db,
  onchain: Onchain,
  user: SessionUser,
  body: SendBody,
  now: Date,
): Promise<SendReply> {
  const child = await findAccessibleChild(db, user, body.childId)
  const amountSat = acceptOrRefuse(
    checkBtcInput(body.amount, { field: 'amount', message: MESSAGES.invalidBitcoinAmount }),
  )
  const destination = readDestination(onchain.network, body.toAddress)
  const insufficient = () =>
    badRequest('insufficient-savings', MESSAGES.insufficientSavingsAccount, 'amount')
  if (amountSat > child.savingsSat) throw insufficient()
  const opened = await requireWallet(db, onchain, user.familyId)

  const at = now.toISOString()
  for (let attempt = 1; ; attempt++) {
    // Built from the chain, outside the transaction: no network calls inside one.
    const built = opened.deriver
      ? await buildPsbt(db, onchain, opened, destination, amountSat)
      : null
    const sendId = await inTransaction(db, async (trx) => {
      // Another send or withdrawal may have spent the savings while the chain was read.
      const current = await findAccessibleChild(trx, user, child.id)
      if (amountSat > current.savingsSat) throw insufficient()
      // Or reserved the PSBT's coins or change address: then it is built again.
      if (built && !(await isStillFree(trx, built))) return null
      const id = await insertWalletSend(trx, {
        familyId: user.familyId,
        childId: child.id,
        destination,
        amountSat,
        feeSat: built?.psbt.feeSat ?? null,
        psbt: built?.psbt.psbtBase64 ?? null,
        inputs: built?.inputs ?? [],
        changeIndex: built?.psbt.change?.index ?? null,
        createdBy: user.id,
        createdAt: at,
      })
      const [ledgerId] = await postEntries(trx, [
        {
          familyId: user.familyId,
          childId: child.id,
          account: 'savings',
          type: 'savings_withdrawal',
          amountSat: -amountSat,
          description: writeLedgerDescription('bitcoinSend', { destination }),
          importKey: null,
          createdBy: user.id,
          createdAt: at,
        },
      ])
      if (ledgerId !== undefined) await linkSendDebit(trx, id, ledgerId)
      return id
    })
    if (sendId !== null) return answerSend(db, user.familyId, sendId, built !== null)
    if (attempt >= PSBT_BUILDS) {
      throw conflict('send-coins-reserved', MESSAGES.sendCoinsReservedMeanwhile)
    }
  }
}

/**
 * Whether the coins and change address a PSBT was built with are still free, read in the
 * transaction that would reserve them: sends prepared at the same moment read the same
 * free coins, and a child's new address may take the change index meanwhile.
 */
async function isStillFree(trx: Db, built: BuiltPsbt): Promise<boolean> {
  const { coins, changeIndexes } = await readReservations(trx, built.familyId, built.keyDigest)
  if (built.inputs.some((input) => coins.has(outpointOf(input)))) return false
  const change = built.psbt.change?.index
  return change === undefined || !changeIndexes.includes(change)
}

async function answerSend(
  db: Db,
  familyId: number,
  sendId: number,
  hasPsbt: boolean,
): Promise<SendReply> {
  const send = await findWalletSend(db, familyId, sendId)
  if (!send) throw notFound('Send')
  return {
    ...toSendDto(send),
    success: true,
    message: hasPsbt
      ? 'Sign this PSBT in your own wallet (Sparrow, Electrum or a hardware wallet) and broadcast it from there: this app never broadcasts.'
      : 'Recorded for accounting only: with just a plain address there is no PSBT. Send the bitcoin from your own wallet.',
  }
}

/** A send's unsigned PSBT, with what it reserves: its coins, and its change on the key's chain. */
interface BuiltPsbt {
  psbt: SendPsbt
  inputs: SendInput[]
  familyId: number
  /** The wallet key the change index belongs to. */
  keyDigest: string
}

/**
 * The unsigned PSBT from the wallet's confirmed coins. Coins and change addresses of
 * sends still waiting to be signed are left alone, so two pending PSBTs never conflict.
 */
async function buildPsbt(
  db: Db,
  onchain: Onchain,
  opened: OpenedWallet,
  destination: string,
  amountSat: number,
): Promise<BuiltPsbt> {
  const { deriver, keyDigest } = opened
  if (!deriver || !keyDigest) throw new Error('buildPsbt needs a wallet key')
  const [scan, estimates] = await readChain(
    () => Promise.all([scanFamilyWallet(db, onchain, opened), onchain.source.getFeeEstimates()]),
    MESSAGES.sendChainUnreachable,
  )
  const familyId = opened.wallet.familyId
  // Never a child's deposit address: change landing there would mark it paid.
  const reserved = await readReservations(db, familyId, keyDigest)
  const changeIndex = readBitcoinInput(
    () =>
      nextFreeIndex({
        usedIndexes: usedChangeIndexes(scan),
        takenIndexes: reserved.changeIndexes,
      }),
    'amount',
    'Transaction Failed',
  )
  try {
    const psbt = await buildSendPsbt({
      deriver,
      utxos: scan.utxos.filter((utxo) => !reserved.coins.has(outpointOf(utxo))),
      destination,
      amountSat,
      feeRateSatVb: feeRateForTarget(estimates, FEE_TARGET_BLOCKS) ?? FALLBACK_FEE_RATE,
      changeIndex,
      tipHeight: scan.tipHeight,
      source: onchain.source,
    })
    return {
      psbt,
      inputs: psbt.inputs.map(({ txid, vout, address }) => ({ txid, vout, address })),
      familyId,
      keyDigest,
    }
  } catch (error) {
    if (error instanceof ChainSourceError) {
      throw chainUnavailable(error, MESSAGES.sendChainUnreachable)
    }
    if (error instanceof BitcoinInputError) {
      const title = error.code === 'insufficient-funds' ? 'Insufficient Funds' : 'Invalid Amount'
      throw refusedBitcoinInput(error, 'amount', title)
    }
    throw error
  }
}

/** The child's latest sends, newest first (a parent's dialog lists them with Cancel). */
export async function listSends(db: Db, user: SessionUser, childId: number): Promise<SendDto[]> {
  const child = await findAccessibleChild(db, user, childId)
  return (await listChildSends(db, user.familyId, child.id, LISTED_SENDS)).map(toSendDto)
}

/**
 * Cancels a send that was never broadcast: its debit is reversed by one ledger row of
 * the same amount, once (the status moves from unsigned exactly once). A send whose coins
 * the chain shows spent to its destination was broadcast: it is marked so, and refused,
 * as reversing it would create money the wallet no longer has.
 */
export async function cancelSend(
  db: Db,
  onchain: Onchain,
  user: SessionUser,
  sendId: number,
  now: Date,
): Promise<SendDto> {
  const send = await findWalletSend(db, user.familyId, sendId)
  if (!send) throw notFound('Send')
  if (send.status !== 'unsigned') throw settledAlready(send.status)
  const isBroadcast =
    send.inputs.length > 0 && (await readChain(() => wasBroadcast(onchain.source, send)))
  const at = now.toISOString()
  const outcome = await inTransaction(db, async (trx) => {
    if (isBroadcast) {
      await settleUnsignedSend(trx, send.id, 'broadcast', { userId: user.id, at })
      return 'broadcast' as const
    }
    if (!(await settleUnsignedSend(trx, send.id, 'cancelled', { userId: user.id, at }))) {
      return 'settled' as const
    }
    const [ledgerId] = await postEntries(trx, [
      {
        familyId: user.familyId,
        childId: send.childId,
        account: 'savings',
        type: 'send_cancelled',
        amountSat: send.amountSat,
        description: writeLedgerDescription('sendCancelled', { destination: send.destination }),
        importKey: null,
        createdBy: user.id,
        createdAt: at,
      },
    ])
    if (ledgerId !== undefined) await linkSendReversal(trx, send.id, ledgerId)
    return 'cancelled' as const
  })
  if (outcome === 'broadcast') throw settledAlready('broadcast')
  const settled = await findWalletSend(db, user.familyId, send.id)
  if (outcome === 'settled' || !settled) throw settledAlready(settled?.status ?? 'cancelled')
  return toSendDto(settled)
}

/**
 * Marks the family's unsigned sends that the chain shows broadcast (a transaction spends
 * their coins and pays their destination): their PSBT is no longer offered and they can
 * no longer be cancelled. Every sync runs it after the deposits.
 * @returns how many were marked
 * @throws ChainSourceError when the chain cannot be read (nothing marked).
 */
export async function followUnsignedSends(
  db: Db,
  onchain: Onchain,
  familyId: number,
  now: Date,
): Promise<number> {
  const waiting = (await listUnsignedSends(db, familyId)).filter((send) => send.inputs.length > 0)
  const seen = await Promise.all(waiting.map((send) => wasBroadcast(onchain.source, send)))
  const at = now.toISOString()
  let marked = 0
  for (const [i, send] of waiting.entries()) {
    if (!seen[i]) continue
    if (await settleUnsignedSend(db, send.id, 'broadcast', { userId: null, at })) marked++
  }
  return marked
}

function settledAlready(status: WalletSend['status']) {
  return status === 'broadcast'
    ? conflict(
        'send-broadcast',
        'This send was already broadcast (its coins were spent to its destination): it can no longer be cancelled',
      )
    : conflict('already-decided', 'This send was already cancelled')
}

/** Whether a transaction on the chain spends one of the send's coins and pays its destination. */
async function wasBroadcast(source: ChainSource, send: WalletSend): Promise<boolean> {
  const coins = new Set(send.inputs.map(outpointOf))
  const addresses = [...new Set(send.inputs.map((input) => input.address))]
  const histories = await Promise.all(addresses.map((a) => source.getAddressTransactions(a)))
  return histories
    .flat()
    .some(
      (tx) =>
        tx.inputs.some((input) => coins.has(outpointOf(input))) &&
        tx.outputs.some((o) => o.address === send.destination && o.valueSat === send.amountSat),
    )
}
