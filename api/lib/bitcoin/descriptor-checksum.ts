/**
 * The BIP380 output descriptor checksum: eight characters after '#', a BCH code over
 * the descriptor text that catches typos and truncated copies. 40-bit arithmetic, so
 * BigInt (JavaScript's bitwise operators stop at 32 bits).
 */

// Position in this string = symbol value; the order groups characters so that the most
// common ones differ only in their low 5 bits (as BIP380 specifies).
const INPUT_CHARSET =
  '0123456789()[],\'/*abcdefgh@:$%{}IJKLMNOPQRSTUVWXYZ&+-.;<=>?!^_|~ijklmnopqrstuvwxyzABCDEFGH`#"\\ '
const CHECKSUM_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATOR = [0xf5dee51989n, 0xa9fdca3312n, 0x1bab10e32dn, 0x3706b1677an, 0x644d626ffdn]

function polymod(symbols: number[]): bigint {
  let chk = 1n
  for (const value of symbols) {
    // Each of the 5 bits shifted out selects one generator, lowest bit first.
    let top = chk >> 35n
    chk = ((chk & 0x7ffffffffn) << 5n) ^ BigInt(value)
    for (const generator of GENERATOR) {
      if (top & 1n) chk ^= generator
      top >>= 1n
    }
  }
  return chk
}

/** Each character gives its low 5 bits; every three characters' high bits make one more symbol. */
function expand(text: string): number[] | undefined {
  const symbols: number[] = []
  // The high bits (0-2) of up to three characters, read as base-3 digits.
  let group = 0
  let groupSize = 0
  for (const char of text) {
    const value = INPUT_CHARSET.indexOf(char)
    if (value < 0) return undefined
    symbols.push(value & 31)
    group = group * 3 + (value >> 5)
    groupSize++
    if (groupSize === 3) {
      symbols.push(group)
      group = 0
      groupSize = 0
    }
  }
  if (groupSize > 0) symbols.push(group)
  return symbols
}

/** The checksum of a descriptor without its '#...' part; undefined for characters BIP380 does not allow. */
export function descriptorChecksum(descriptor: string): string | undefined {
  const symbols = expand(descriptor)
  if (!symbols) return undefined
  const value = polymod([...symbols, 0, 0, 0, 0, 0, 0, 0, 0]) ^ 1n
  let checksum = ''
  for (let i = 0; i < 8; i++) {
    checksum += CHECKSUM_CHARSET[Number((value >> BigInt(5 * (7 - i))) & 31n)]
  }
  return checksum
}

/** `descriptor#checksum`. */
export function withChecksum(descriptor: string): string {
  const checksum = descriptorChecksum(descriptor)
  if (!checksum) throw new Error(`descriptor has characters outside BIP380's set: ${descriptor}`)
  return `${descriptor}#${checksum}`
}
