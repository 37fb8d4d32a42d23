import { type Static, type TSchema, Type } from 'typebox'
import { Compile } from 'typebox/compile'
import { MAX_SATS } from '../money.js'
import { ChainSourceError } from './chain-source.js'

/**
 * The parts of Esplora's answers the app reads, as both Esplora (Blockstream and
 * mempool.space electrs) and a self-hosted mempool's electrum backend send them.
 * Everything else in an answer is ignored; anything read is checked: amounts are
 * integers within 21M BTC (a float or a string never becomes money).
 */

const Txid = Type.String({ pattern: '^[0-9a-fA-F]{64}$' })
const Sat = Type.Integer({ minimum: 0, maximum: MAX_SATS })
/** The electrum backend reports a negative sum when an address's net balance is negative. */
const SignedSat = Type.Integer({ minimum: -MAX_SATS, maximum: MAX_SATS })
const Count = Type.Integer({ minimum: 0 })
const Height = Type.Integer({ minimum: 0 })

const Stats = Type.Object({
  funded_txo_sum: SignedSat,
  spent_txo_sum: SignedSat,
  tx_count: Count,
})

const AddressInfo = Type.Object({
  chain_stats: Stats,
  mempool_stats: Stats,
  /** Present (true) only on a self-hosted mempool with the electrum backend. */
  electrum: Type.Optional(Type.Boolean()),
})

const Status = Type.Object({
  confirmed: Type.Boolean(),
  block_height: Type.Optional(Height),
  block_time: Type.Optional(Type.Integer({ minimum: 0 })),
})

const Output = Type.Object({
  scriptpubkey_address: Type.Optional(Type.String({ maxLength: 100 })),
  value: Sat,
})

const Transaction = Type.Object({
  txid: Txid,
  vin: Type.Array(
    Type.Object({
      txid: Txid,
      vout: Type.Integer({ minimum: 0, maximum: 0xffffffff }),
      /** Null for a coinbase input. */
      prevout: Type.Union([Output, Type.Null()]),
    }),
  ),
  vout: Type.Array(Output),
  fee: Type.Optional(Sat),
  status: Status,
})

const TransactionList = Type.Array(Transaction)

const UtxoList = Type.Array(
  Type.Object({
    txid: Txid,
    vout: Type.Integer({ minimum: 0 }),
    value: Sat,
    status: Status,
  }),
)

const FeeEstimates = Type.Record(
  Type.String({ pattern: '^[0-9]+$' }),
  Type.Number({ minimum: 0, maximum: 1_000_000 }),
  { additionalProperties: false },
)

export type Transaction = Static<typeof Transaction>

/**
 * A parser for JSON answers of one schema.
 * @throws ChainSourceError 'bad-response' naming what was wrong.
 */
function jsonReader<T extends TSchema>(schema: T): (body: string, what: string) => Static<T> {
  const validator = Compile(schema)
  return (body, what) => {
    let value: unknown
    try {
      value = JSON.parse(body)
    } catch {
      throw new ChainSourceError('bad-response', `${what}: not JSON: ${body.slice(0, 100)}`)
    }
    if (!validator.Check(value)) {
      const [first] = validator.Errors(value)
      const where = first ? `${first.instancePath || '/'} ${first.message}` : 'invalid'
      throw new ChainSourceError('bad-response', `${what}: unexpected answer (${where})`)
    }
    return value as Static<T>
  }
}

export const readAddressInfo = jsonReader(AddressInfo)
export const readTransactions = jsonReader(TransactionList)
export const readUtxos = jsonReader(UtxoList)
export const readFeeEstimates = jsonReader(FeeEstimates)
