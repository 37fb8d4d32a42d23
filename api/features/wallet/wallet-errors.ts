import { MESSAGES } from '../../contracts/messages.js'
import { AppError, type ErrorCode } from '../../errors.js'
import {
  BitcoinInputError,
  type BitcoinInputErrorCode,
} from '../../lib/bitcoin/bitcoin-input-error.js'
import { ChainSourceError } from '../../lib/bitcoin/chain-source.js'

/**
 * Runs a step that reads the blockchain. A chain source that cannot answer becomes
 * `message` (the spec's "Sync Failed" text unless the step says otherwise): 503 when it
 * is down, slow or rate-limiting us, 502 when it answered something unusable. Callers
 * read the chain before they write, so nothing has changed when this throws.
 */
export async function readChain<T>(
  step: () => Promise<T>,
  message: string = MESSAGES.syncFailed,
): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (error instanceof ChainSourceError) throw chainUnavailable(error, message)
    throw error
  }
}

export function chainUnavailable(
  error: ChainSourceError,
  message: string = MESSAGES.syncFailed,
): AppError {
  const isBadAnswer =
    error.code === 'bad-response' || error.code === 'rejected' || error.code === 'not-found'
  return new AppError(isBadAnswer ? 502 : 503, 'chain-unavailable', message, undefined, {
    cause: error,
  })
}

const INPUT_CODES: Record<BitcoinInputErrorCode, ErrorCode> = {
  'private-key': 'private-key',
  'wrong-network': 'wrong-network',
  'invalid-address': 'invalid-address',
  'bad-checksum': 'invalid-wallet-key',
  'master-key': 'invalid-wallet-key',
  unsupported: 'invalid-wallet-key',
  'invalid-key': 'invalid-wallet-key',
  'invalid-descriptor': 'invalid-wallet-key',
  'script-type-conflict': 'invalid-wallet-key',
  'invalid-amount': 'invalid-amount',
  dust: 'invalid-amount',
  'insufficient-funds': 'insufficient-funds',
  'invalid-fee-rate': 'chain-unavailable',
  'no-free-address': 'no-free-address',
}

/**
 * The answer to refused Bitcoin input: a 400 naming the field, with the library's
 * sentence (it says what to do), after `title` when the screen's toast needs one. Handing
 * out an address when none is free is the family's state, not bad input: 409.
 */
export function refusedBitcoinInput(
  error: BitcoinInputError,
  field: string,
  title?: string,
): AppError {
  const message = title ? `${title} - ${error.message}` : error.message
  if (error.code === 'no-free-address') return new AppError(409, 'no-free-address', message)
  if (error.code === 'invalid-fee-rate') {
    // The rate comes from the chain source, not from the person: its answer is unusable.
    return new AppError(502, 'chain-unavailable', MESSAGES.syncFailed, undefined, { cause: error })
  }
  return new AppError(400, INPUT_CODES[error.code], message, field)
}

/** Runs a parse or build step, turning BitcoinInputError into refusedBitcoinInput's answer. */
export function readBitcoinInput<T>(step: () => T, field: string, title?: string): T {
  try {
    return step()
  } catch (error) {
    if (error instanceof BitcoinInputError) throw refusedBitcoinInput(error, field, title)
    throw error
  }
}
