import { randomInt } from 'node:crypto'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { TransactionInputUpdate, TransactionOutputUpdate } from '@scure/btc-signer/psbt.js'
import { MAX_SATS } from '../money.js'
import { type AddressType, parseAddress } from './address.js'
import { BitcoinInputError } from './bitcoin-input-error.js'
import type { ChainSource } from './chain-source.js'
import { type AddressDeriver, CHANGE_CHAIN, type Chain, type DerivedAddress } from './derivation.js'
import { addressFormat } from './network.js'
import {
  CHANGE_OUTPUT_TYPE,
  dustThreshold,
  feeForVsize,
  transactionVsize,
} from './transaction-size.js'
import type { WalletUtxo } from './wallet-scan.js'

export interface SendRequest {
  /** The wallet's deriver: inputs and change are named by its keys. */
  deriver: AddressDeriver
  /** The wallet's unspent outputs (from scanWallet); the plain watch address's are never spent. */
  utxos: readonly WalletUtxo[]
  destination: string
  amountSat: number
  /** sat/vB, e.g. from feeRateForTarget(await source.getFeeEstimates(), 6). */
  feeRateSatVb: number
  /** The change chain's next unused index (scanWallet's nextChangeIndex). */
  changeIndex: number
  /** The chain's height when the coins were read (scanWallet's tipHeight): the nLockTime. */
  tipHeight: number
  /** Spend unconfirmed outputs too. Default false: an unconfirmed payment can still be replaced. */
  includeUnconfirmed?: boolean
  /** Source of the previous transactions that non-taproot inputs carry in full. */
  source: Pick<ChainSource, 'getTransactionHex'>
}

export interface SendPsbt {
  /** BIP174 PSBT (version 0), base64, unsigned: for the family's own wallet to sign. */
  psbtBase64: string
  feeSat: number
  /** Estimated size once signed (signatures at their largest). */
  vsize: number
  inputs: {
    txid: string
    vout: number
    valueSat: number
    address: string
    derivationPath: string
  }[]
  destination: { address: string; amountSat: number }
  /** Null when the leftover was below dust and went to the fee. */
  change: { address: string; valueSat: number; index: number; derivationPath: string } | null
}

/** Highest fee rate accepted: far above any real market, low enough to catch a unit mix-up. */
const MAX_FEE_RATE = 10_000
/**
 * Opt-in RBF (BIP125), so a stuck send can be bumped from the wallet that signs it. Any
 * sequence below 0xffffffff also makes the nLockTime count.
 */
const RBF_SEQUENCE = 0xfffffffd
/** nLockTime values from here on are Unix times, not block heights. */
const LOCKTIME_THRESHOLD = 500_000_000

/**
 * Builds the unsigned PSBT for sending `amountSat` to `destination`: picks the wallet's
 * coins largest first, adds change to the next change address (with BIP32 derivation so
 * hardware wallets recognise it as theirs), and pays `feeRateSatVb`.
 * @throws BitcoinInputError 'invalid-address' / 'wrong-network' / 'invalid-amount' /
 * 'dust' / 'invalid-fee-rate' / 'insufficient-funds'; ChainSourceError when a previous
 * transaction cannot be fetched.
 */
export async function buildSendPsbt(request: SendRequest): Promise<SendPsbt> {
  const { deriver, amountSat, feeRateSatVb } = request
  const network = deriver.walletKey.network
  const scriptType = deriver.walletKey.scriptType
  const destination = parseAddress(request.destination, network)
  if (!Number.isSafeInteger(amountSat) || amountSat <= 0 || amountSat > MAX_SATS) {
    throw new BitcoinInputError(
      'invalid-amount',
      'The amount must be a whole number of sats above zero.',
    )
  }
  const dust = dustThreshold(destination.type)
  if (amountSat < dust) {
    throw new BitcoinInputError(
      'dust',
      `The amount is too small to send on-chain: at least ${dust} sats are needed for this kind of address.`,
    )
  }
  if (!Number.isFinite(feeRateSatVb) || feeRateSatVb <= 0 || feeRateSatVb > MAX_FEE_RATE) {
    throw new BitcoinInputError(
      'invalid-fee-rate',
      `The fee rate must be above 0 and at most ${MAX_FEE_RATE} sat/vB.`,
    )
  }

  const change = deriver.derive(CHANGE_CHAIN, request.changeIndex)
  const selection = selectCoins(request, destination.type, CHANGE_OUTPUT_TYPE[scriptType])
  const inputs = selection.coins.map((coin) => ({
    coin,
    key: deriver.derive(coin.chain, coin.index),
  }))
  // Non-taproot signatures do not commit to input amounts, so signers want the whole
  // previous transaction to check them: required for legacy inputs, and what hardware
  // wallets ask for segwit v0 inputs too since the 2020 fee attack.
  const previous =
    scriptType === 'taproot'
      ? []
      : await Promise.all(inputs.map(({ coin }) => request.source.getTransactionHex(coin.txid)))

  // Anti-fee-sniping, as Bitcoin Core, Electrum and Sparrow do: the transaction cannot be
  // mined before the block after the tip, so a miner rewriting the last block gains
  // nothing by taking it along. (Bitcoin Core and Electrum go back a random 0-99 blocks
  // one time in ten, for transactions sent late; the tip is their usual choice.)
  if (
    !Number.isSafeInteger(request.tipHeight) ||
    request.tipHeight < 0 ||
    request.tipHeight >= LOCKTIME_THRESHOLD
  ) {
    throw new Error(`buildSendPsbt needs a block height, got ${request.tipHeight}`)
  }
  const tx = new Transaction({ version: 2, lockTime: request.tipHeight })
  inputs.forEach(({ coin, key }, i) => {
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      sequence: RBF_SEQUENCE,
      ...inputFields(key, coin.valueSat, previous[i], scriptType !== 'legacy'),
    })
  })
  const paymentOutput = () =>
    tx.addOutputAddress(destination.address, BigInt(amountSat), addressFormat(network))
  const changeOutput = () =>
    tx.addOutput({
      script: change.script,
      amount: BigInt(selection.changeSat),
      ...keyFields(change),
    })
  if (selection.changeSat === 0) {
    paymentOutput()
  } else if (randomInt(2) === 0) {
    // Change at a random position: a fixed one would tell observers which output it is.
    paymentOutput()
    changeOutput()
  } else {
    changeOutput()
    paymentOutput()
  }

  return {
    psbtBase64: base64.encode(tx.toPSBT(0)),
    feeSat: selection.feeSat,
    vsize: selection.vsize,
    inputs: inputs.map(({ coin, key }) => ({
      txid: coin.txid,
      vout: coin.vout,
      valueSat: coin.valueSat,
      address: coin.address,
      derivationPath: key.derivationPath,
    })),
    destination: { address: destination.address, amountSat },
    change:
      selection.changeSat === 0
        ? null
        : {
            address: change.address,
            valueSat: selection.changeSat,
            index: change.index,
            derivationPath: change.derivationPath,
          },
  }
}

/** A coin on one of the wallet's derived addresses: the plain watch address's have no key here. */
type DerivedUtxo = WalletUtxo & { chain: Chain; index: number }

function isDerived(utxo: WalletUtxo): utxo is DerivedUtxo {
  return utxo.chain !== null && utxo.index !== null
}

interface Selection {
  coins: DerivedUtxo[]
  feeSat: number
  vsize: number
  /** 0: no change output. */
  changeSat: number
}

/**
 * Largest coins first until the amount and the fee are covered. Change below its dust
 * threshold is not worth an output and goes to the fee instead.
 */
function selectCoins(
  request: SendRequest,
  paymentType: AddressType,
  changeType: AddressType,
): Selection {
  const scriptType = request.deriver.walletKey.scriptType
  const spendable = request.utxos.filter(isDerived)
  const usable = spendable
    .filter((utxo) => request.includeUnconfirmed || utxo.blockHeight !== null)
    .sort((a, b) => b.valueSat - a.valueSat || a.txid.localeCompare(b.txid) || a.vout - b.vout)
  const coins: DerivedUtxo[] = []
  let total = 0
  for (const coin of usable) {
    coins.push(coin)
    total += coin.valueSat
    const withChange = transactionVsize(scriptType, coins.length, [paymentType, changeType])
    const feeWithChange = feeForVsize(withChange, request.feeRateSatVb)
    const changeSat = total - request.amountSat - feeWithChange
    if (changeSat >= dustThreshold(changeType)) {
      return { coins, feeSat: feeWithChange, vsize: withChange, changeSat }
    }
    const alone = transactionVsize(scriptType, coins.length, [paymentType])
    if (total - request.amountSat >= feeForVsize(alone, request.feeRateSatVb)) {
      return { coins, feeSat: total - request.amountSat, vsize: alone, changeSat: 0 }
    }
  }
  const available = usable.reduce((sum, coin) => sum + coin.valueSat, 0)
  const unconfirmed = spendable.reduce((sum, coin) => sum + coin.valueSat, 0) - available
  const needed =
    request.amountSat +
    feeForVsize(
      transactionVsize(scriptType, Math.max(1, usable.length), [paymentType]),
      request.feeRateSatVb,
    )
  throw new BitcoinInputError(
    'insufficient-funds',
    `Not enough bitcoin in the wallet: this send needs about ${needed} sats with the network fee, and ${available} sats can be spent` +
      (unconfirmed > 0 ? ` (${unconfirmed} more are still waiting for confirmation).` : '.'),
  )
}

/** What a signer needs to know about one input: the coin it spends and the key that owns it. */
function inputFields(
  key: DerivedAddress,
  valueSat: number,
  previousHex: string | undefined,
  segwit: boolean,
): TransactionInputUpdate {
  const fields: TransactionInputUpdate = keyFields(key)
  if (previousHex) fields.nonWitnessUtxo = hex.decode(previousHex)
  // Segwit inputs (v0 and taproot) also carry the spent output on its own.
  if (segwit) fields.witnessUtxo = { script: key.script, amount: BigInt(valueSat) }
  return fields
}

/** BIP32 derivation (and the redeem or internal key) of an address: shared by inputs and change. */
function keyFields(key: DerivedAddress): TransactionOutputUpdate & TransactionInputUpdate {
  if (key.tapInternalKey) {
    return {
      tapInternalKey: key.tapInternalKey,
      tapBip32Derivation: [[key.tapInternalKey, { hashes: [], der: key.bip32 }]],
    }
  }
  return {
    ...(key.redeemScript ? { redeemScript: key.redeemScript } : {}),
    bip32Derivation: [[key.publicKey, key.bip32]],
  }
}
