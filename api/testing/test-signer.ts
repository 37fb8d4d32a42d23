import { pbkdf2Sync } from 'node:crypto'
import { HDKey } from '@scure/bip32'
import type { Transaction } from '@scure/btc-signer'
import { required } from '../lib/required.js'
import { MASTER_FINGERPRINT } from './bitcoin-vectors.js'

/**
 * A signer for tests, playing the family's wallet: it holds the public test mnemonic
 * ("abandon ... about") and signs a PSBT using only what the PSBT says about each
 * input's key (its BIP32 derivation), as a hardware wallet does. A PSBT with missing or
 * wrong derivation info or previous outputs fails here.
 */
const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

export const testMasterKey = HDKey.fromMasterSeed(
  pbkdf2Sync(MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'),
)

/**
 * Signs and finalizes every input. `accountPath` (e.g. "m/84'/0'/0'") resolves paths
 * of keys whose origin the PSBT could not name (relative to the account key).
 */
export function signWithTestWallet(tx: Transaction, accountPath?: string): void {
  const master = Number.parseInt(MASTER_FINGERPRINT, 16)
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i)
    const derivation = input.bip32Derivation?.[0]?.[1] ?? input.tapBip32Derivation?.[0]?.[1].der
    if (!derivation) throw new Error(`input ${i} names no key`)
    const base =
      derivation.fingerprint === master
        ? testMasterKey
        : accountKey(accountPath, derivation.fingerprint)
    let key = base
    for (const step of derivation.path) key = key.deriveChild(step)
    tx.signIdx(required(key.privateKey, `private key for input ${i}`), i)
  }
  tx.finalize()
}

function accountKey(accountPath: string | undefined, fingerprint: number): HDKey {
  if (!accountPath) throw new Error('the PSBT names keys of unknown origin: pass the account path')
  const account = testMasterKey.derive(accountPath)
  if (account.fingerprint !== fingerprint) throw new Error('the PSBT names a key of another wallet')
  return account
}
