import { createHash } from 'node:crypto'
import { hex } from '@scure/base'
import { OutScript, p2wpkh, Transaction } from '@scure/btc-signer'
import type { BitcoinNetwork } from '../contracts/networks.js'
import { parseAddress } from '../lib/bitcoin/address.js'
import { addressFormat } from '../lib/bitcoin/network.js'
import { required } from '../lib/required.js'

/**
 * A small blockchain for tests: real transactions (serialized, with real txids) whose
 * outputs pay the addresses under test, grouped into blocks on demand. The Esplora test
 * server renders it in either answer style.
 */

export interface FixtureOutput {
  script: Uint8Array
  address: string | null
  valueSat: number
}

export interface FixtureInput {
  txid: string
  vout: number
  sequence: number
  prevout: FixtureOutput
}

export interface FixtureBlock {
  height: number
  hash: string
  time: number
}

export interface FixtureTransaction {
  txid: string
  /** Serialized transaction (no witness: fixture inputs are unsigned). */
  raw: Uint8Array
  inputs: FixtureInput[]
  outputs: FixtureOutput[]
  feeSat: number
  block: FixtureBlock | null
  /** Position in its block, or arrival order in the mempool. */
  position: number
  arrival: number
}

export interface SpendSpec {
  inputs: { txid: string; vout: number }[]
  outputs: { address: string; valueSat: number }[]
}

// Payers from outside the wallet: P2WPKH of the secp256k1 generator point (nobody's wallet
// under test), each deposit spending a fresh made-up outpoint of it.
const OUTSIDE_PUBKEY = hex.decode(
  '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
)
const DEPOSIT_FEE_SAT = 1_410
const GENESIS_TIME = 1_700_000_000

export class FixtureChain {
  readonly network: BitcoinNetwork
  tipHeight: number
  private readonly blocks = new Map<number, FixtureBlock>()
  private readonly transactions = new Map<string, FixtureTransaction>()
  private readonly outsider: FixtureOutput
  private arrivals = 0
  private fundings = 0
  private reorgs = 0

  constructor(network: BitcoinNetwork, tipHeight: number) {
    this.network = network
    this.tipHeight = tipHeight
    this.blocks.set(tipHeight, makeBlock(tipHeight))
    const payment = p2wpkh(OUTSIDE_PUBKEY, addressFormat(network))
    const address = required(payment.address, 'address of the outside payer')
    this.outsider = { script: payment.script, address, valueSat: 0 }
  }

  /** A payment from outside the wallet, waiting in the mempool. Returns its txid. */
  addDeposit(address: string, valueSat: number): string {
    this.fundings++
    const fundingTxid = sha256Hex(`fixture funding ${this.fundings}`)
    return this.add(
      [
        {
          txid: fundingTxid,
          vout: 0,
          sequence: 0xfffffffd,
          prevout: { ...this.outsider, valueSat: valueSat + DEPOSIT_FEE_SAT },
        },
      ],
      [this.output(address, valueSat)],
    )
  }

  /** A transaction spending outputs of earlier fixture transactions (a send from the wallet). */
  addSpend(spec: SpendSpec): string {
    const inputs = spec.inputs.map(({ txid, vout }) => {
      const prevout = this.transactions.get(txid)?.outputs[vout]
      if (!prevout) throw new Error(`fixture: no output ${txid}:${vout}`)
      return { txid, vout, sequence: 0xfffffffd, prevout }
    })
    return this.add(
      inputs,
      spec.outputs.map((o) => this.output(o.address, o.valueSat)),
    )
  }

  /** Confirms every mempool transaction (or only `txids`) in a new block; returns its height. */
  mineBlock(txids?: string[]): number {
    const height = this.tipHeight + 1
    const block = makeBlock(height)
    this.blocks.set(height, block)
    this.tipHeight = height
    let position = 0
    for (const tx of this.mempool()) {
      if (txids && !txids.includes(tx.txid)) continue
      tx.block = block
      tx.position = position++
    }
    return height
  }

  /**
   * A chain reorganisation: the last `depth` blocks are replaced by `depth + 1` new ones
   * (the longer chain wins). Their transactions are mined again at the same heights,
   * except `unconfirmed` ones, back in the mempool, and `evicted` ones, gone with
   * whatever spends them (a conflicting spend won in the new chain). Returns the new tip.
   */
  reorg(depth: number, changes: { unconfirmed?: string[]; evicted?: string[] } = {}): number {
    const { unconfirmed = [], evicted = [] } = changes
    const from = this.tipHeight - depth + 1
    this.reorgs++
    const replaced = new Map<number, FixtureBlock>()
    for (let height = from; height <= this.tipHeight + 1; height++) {
      const block = makeBlock(height, this.reorgs)
      this.blocks.set(height, block)
      replaced.set(height, block)
    }
    this.tipHeight++
    const gone = new Set(evicted)
    for (const tx of [...this.transactions.values()].sort((a, b) => a.arrival - b.arrival)) {
      if (gone.has(tx.txid) || tx.inputs.some((input) => gone.has(input.txid))) {
        gone.add(tx.txid)
        this.transactions.delete(tx.txid)
        continue
      }
      if (!tx.block || tx.block.height < from) continue
      tx.block = unconfirmed.includes(tx.txid) ? null : (replaced.get(tx.block.height) ?? null)
    }
    return this.tipHeight
  }

  get tipHash(): string {
    return required(this.blocks.get(this.tipHeight), `fixture block ${this.tipHeight}`).hash
  }

  transaction(txid: string): FixtureTransaction | undefined {
    return this.transactions.get(txid)
  }

  /** Transactions paying or spending from `address`, in arrival order. */
  history(address: string): FixtureTransaction[] {
    return [...this.transactions.values()].filter(
      (tx) =>
        tx.outputs.some((o) => o.address === address) ||
        tx.inputs.some((i) => i.prevout.address === address),
    )
  }

  mempool(): FixtureTransaction[] {
    return [...this.transactions.values()].filter((tx) => tx.block === null)
  }

  /** Whether an output is spent by any transaction, confirmed or not. */
  isSpent(txid: string, vout: number): boolean {
    return [...this.transactions.values()].some((tx) =>
      tx.inputs.some((i) => i.txid === txid && i.vout === vout),
    )
  }

  private output(address: string, valueSat: number): FixtureOutput {
    const { script, address: normalized } = parseAddress(address, this.network)
    return { script, address: normalized, valueSat }
  }

  private add(inputs: FixtureInput[], outputs: FixtureOutput[]): string {
    const tx = new Transaction({ allowUnknownOutputs: true, disableScriptCheck: true })
    for (const input of inputs)
      tx.addInput({ txid: input.txid, index: input.vout, sequence: input.sequence })
    for (const output of outputs)
      tx.addOutput({ script: output.script, amount: BigInt(output.valueSat) })
    const feeSat =
      inputs.reduce((s, i) => s + i.prevout.valueSat, 0) -
      outputs.reduce((s, o) => s + o.valueSat, 0)
    if (feeSat < 0) throw new Error('fixture: outputs exceed inputs')
    const fixture: FixtureTransaction = {
      txid: tx.id,
      raw: tx.unsignedTx,
      inputs,
      outputs,
      feeSat,
      block: null,
      position: 0,
      arrival: this.arrivals++,
    }
    this.transactions.set(fixture.txid, fixture)
    return fixture.txid
  }
}

/** `generation` tells the blocks of a reorganised chain from those they replaced. */
function makeBlock(height: number, generation = 0): FixtureBlock {
  const hash = sha256Hex(`fixture block ${height}${generation ? ` after reorg ${generation}` : ''}`)
  return { height, hash, time: GENESIS_TIME + height * 600 }
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** Esplora's scriptpubkey_type and scriptpubkey_asm for the standard output types. */
export function describeScript(script: Uint8Array): { type: string; asm: string } {
  const decoded = OutScript.decode(script)
  const push = (bytes: Uint8Array) => `OP_PUSHBYTES_${bytes.length} ${hex.encode(bytes)}`
  switch (decoded.type) {
    case 'pkh':
      return {
        type: 'p2pkh',
        asm: `OP_DUP OP_HASH160 ${push(decoded.hash)} OP_EQUALVERIFY OP_CHECKSIG`,
      }
    case 'sh':
      return { type: 'p2sh', asm: `OP_HASH160 ${push(decoded.hash)} OP_EQUAL` }
    case 'wpkh':
      return { type: 'v0_p2wpkh', asm: `OP_0 ${push(decoded.hash)}` }
    case 'wsh':
      return { type: 'v0_p2wsh', asm: `OP_0 ${push(decoded.hash)}` }
    case 'tr':
      return { type: 'v1_p2tr', asm: `OP_PUSHNUM_1 ${push(decoded.pubkey)}` }
    default:
      return { type: 'unknown', asm: '' }
  }
}
