import { createHmac } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client.js'
import { type FamilyWallet, findFamilyWallet } from '../../../db/queries/family-wallets.js'
import type { BitcoinNetwork } from '../../contracts/networks.js'
import { conflict } from '../../errors.js'
import type { ChainSource } from '../../lib/bitcoin/chain-source.js'
import { type AddressDeriver, addressDeriver } from '../../lib/bitcoin/derivation.js'
import { parseWalletKey, type WalletKey } from '../../lib/bitcoin/wallet-key.js'
import type { Mailer } from '../../lib/mailer.js'
import { openSecret, SecretBoxError, sealSecret } from '../../lib/secret-box.js'

/** What the wallet services need beyond the database: the chain, the server's network and key, mail. */
export interface Onchain {
  /** The process's one chain source (its cache is what keeps polling cheap). */
  source: ChainSource
  /** BITCOIN_NETWORK: keys and addresses of other networks are refused. */
  network: BitcoinNetwork
  /** The server's secret key: seals the wallet's descriptor at rest. */
  secretKey: Buffer
  now: () => Date
  /** Reversed deposits are mailed to the parents through it. */
  mailer: Mailer
  log: FastifyBaseLogger
  /** The server's public address, for links in those mails. */
  publicUrl: string
}

/** The family's wallet with its key opened: what scans, addresses and sends work from. */
export interface OpenedWallet {
  wallet: FamilyWallet
  /** Null when only a plain address is configured. */
  key: WalletKey | null
  deriver: AddressDeriver | null
  /** Set exactly when `key` is: which key children's addresses belong to. */
  keyDigest: string | null
}

/**
 * The descriptor reveals every address and payment of the family's wallet: it is sealed
 * with the server's key, bound to its family, so a copied database file or backup alone
 * does not give the family's history away.
 */
export function sealDescriptor(secretKey: Buffer, familyId: number, descriptor: string): string {
  return sealSecret(secretKey, descriptor, descriptorContext(familyId))
}

/**
 * Names a key by what decides its addresses (network, address type, account key), so
 * the same key saved again with its origin keeps the children's addresses. Keyed with
 * the server's secret: the digest cannot be used to confirm a guessed xpub.
 */
export function keyDigest(secretKey: Buffer, key: WalletKey): string {
  const digestKey = createHmac('sha256', secretKey).update('family-wallet key digest').digest()
  return createHmac('sha256', digestKey)
    .update([key.network, key.scriptType, key.xpub].join('\n'))
    .digest('hex')
}

/**
 * The family's wallet, opened, or undefined when none is configured for this server's
 * network (a wallet saved under another BITCOIN_NETWORK derives other addresses: it has
 * to be configured again).
 * @throws AppError 409 when the saved descriptor no longer opens (the server's secret
 * key changed): the parent has to configure the wallet again.
 */
export async function loadWallet(
  db: Db,
  onchain: Onchain,
  familyId: number,
): Promise<OpenedWallet | undefined> {
  const wallet = await findFamilyWallet(db, familyId)
  if (!wallet || wallet.network !== onchain.network) return undefined
  if (wallet.sealedDescriptor === null) {
    return { wallet, key: null, deriver: null, keyDigest: null }
  }
  let descriptor: string
  try {
    descriptor = openSecret(onchain.secretKey, wallet.sealedDescriptor, descriptorContext(familyId))
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error
    throw conflict(
      'wallet-not-configured',
      "The saved wallet key cannot be read with this server's secret key (was SECRET_KEY or the data folder's key changed?). Configure the Bitcoin wallet again.",
    )
  }
  const key = parseWalletKey(descriptor, { network: onchain.network })
  return { wallet, key, deriver: addressDeriver(key), keyDigest: keyDigest(onchain.secretKey, key) }
}

/** loadWallet for calls that need a wallet: a 409 the parent can act on when there is none. */
export async function requireWallet(db: Db, onchain: Onchain, familyId: number) {
  const opened = await loadWallet(db, onchain, familyId)
  if (!opened) {
    throw conflict(
      'wallet-not-configured',
      "Configure the family's Bitcoin wallet first (Bitcoin wallet card, Configure).",
    )
  }
  return opened
}

/** requireWallet for calls that derive addresses: a plain address has none to give. */
export async function requireWalletKey(db: Db, onchain: Onchain, familyId: number) {
  const opened = await requireWallet(db, onchain, familyId)
  if (!opened.key || !opened.deriver || !opened.keyDigest) {
    throw conflict(
      'xpub-required',
      "Children's addresses and sends come from the wallet's extended public key (xpub, ypub, zpub) or descriptor: add it in Configure wallet.",
    )
  }
  return { ...opened, key: opened.key, deriver: opened.deriver, keyDigest: opened.keyDigest }
}

function descriptorContext(familyId: number): string {
  return `family-wallet:${familyId}`
}
