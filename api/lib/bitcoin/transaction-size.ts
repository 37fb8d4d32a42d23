import type { AddressType } from './address.js'
import type { ScriptType } from './script-type.js'

/**
 * Sizes of unsigned transactions once signed, for fees: every signature is counted at
 * its largest (72 bytes for ECDSA, 64 for Schnorr), so the fee paid is never below the
 * rate asked for.
 */

// Weight units of one input as signed: outpoint 36 + sequence 4 + scriptSig, times 4,
// plus witness bytes at weight 1.
const INPUT_WEIGHT: Record<ScriptType, number> = {
  // scriptSig: push 72-byte signature, push 33-byte key = 107 bytes, no witness.
  legacy: 4 * (36 + 4 + 1 + 107),
  // scriptSig: push of the 22-byte P2WPKH redeem script; witness: count, signature, key.
  'nested-segwit': 4 * (36 + 4 + 1 + 23) + (1 + 1 + 72 + 1 + 33),
  'native-segwit': 4 * (36 + 4 + 1) + (1 + 1 + 72 + 1 + 33),
  // Key path: one 64-byte Schnorr signature.
  taproot: 4 * (36 + 4 + 1) + (1 + 1 + 64),
}

const SCRIPT_LENGTH: Record<AddressType, number> = { pkh: 25, sh: 23, wpkh: 22, wsh: 34, tr: 34 }

/** The output type a wallet of this script type pays its change to. */
export const CHANGE_OUTPUT_TYPE: Record<ScriptType, AddressType> = {
  legacy: 'pkh',
  'nested-segwit': 'sh',
  'native-segwit': 'wpkh',
  taproot: 'tr',
}

/** Serialized output: 8-byte amount, 1-byte script length, script. */
function outputSize(type: AddressType): number {
  return 8 + 1 + SCRIPT_LENGTH[type]
}

/** Virtual size of a transaction spending `inputCount` inputs of one type to these outputs. */
export function transactionVsize(
  inputType: ScriptType,
  inputCount: number,
  outputs: readonly AddressType[],
): number {
  const counts = compactSizeLength(inputCount) + compactSizeLength(outputs.length)
  const segwit = inputType !== 'legacy'
  const weight =
    4 * (4 + 4 + counts) + // version, lock time, input and output counts
    (segwit ? 2 : 0) + // segwit marker and flag
    inputCount * INPUT_WEIGHT[inputType] +
    4 * outputs.reduce((total, type) => total + outputSize(type), 0)
  return Math.ceil(weight / 4)
}

/**
 * Bitcoin Core's dust threshold at its default 3 sat/vB dust relay fee: an output worth
 * less than spending it would cost is not relayed (546 sat for P2PKH, 294 for P2WPKH).
 */
export function dustThreshold(type: AddressType): number {
  const witness = type === 'wpkh' || type === 'wsh' || type === 'tr'
  // Core's estimate of the input that would spend it; the witness part counts a quarter.
  const spendSize = witness ? 36 + 1 + Math.floor(107 / 4) + 4 : 36 + 1 + 107 + 4
  return (outputSize(type) + spendSize) * 3
}

/** The fee for `vsize` at `feeRateSatVb`, rounded up to a whole sat (rate read to 0.001 sat/vB). */
export function feeForVsize(vsize: number, feeRateSatVb: number): number {
  const milliSatPerVb = Math.round(feeRateSatVb * 1000)
  return Math.ceil((vsize * milliSatPerVb) / 1000)
}

function compactSizeLength(n: number): number {
  return n < 0xfd ? 1 : n <= 0xffff ? 3 : 5
}
