import type { FastifyBaseLogger } from 'fastify'
import { Value } from 'typebox/value'
import type { Db } from '../../../db/client.js'
import { findLightningConnection } from '../../../db/queries/lightning-connections.js'
import { AppError, conflict } from '../../errors.js'
import { LightningConnectionConfig } from '../../lib/lightning/create-lightning-provider.js'
import {
  LightningConfigError,
  LightningError,
  type LightningProvider,
  type LightningTimeouts,
} from '../../lib/lightning/lightning-provider.js'
import type { LnurlOptions } from '../../lib/lightning/lnurl-pay.js'
import type { Mailer } from '../../lib/mailer.js'
import { openSecret, SecretBoxError } from '../../lib/secret-box.js'
import type { FamilyWallet, FamilyWallets } from './family-wallets.js'

/** What the Lightning services need besides the database. */
export interface LightningDeps {
  /** The server's key: connection settings are sealed with it. */
  secretKey: Buffer
  wallets: FamilyWallets
  /** Builds a provider for settings (the factory with the operator's policy and timeouts). */
  build: (config: LightningConnectionConfig) => LightningProvider
  timeouts: LightningTimeouts
  log: FastifyBaseLogger
  /** Spending alerts and failed automatic payouts go to the parent through it. */
  mailer: Mailer
  /**
   * How a typed Lightning address is reached: never the LAN, whatever the family's own
   * node may; plain http to loopback only where the operator allows it (tests).
   */
  lnurl: LnurlOptions
  /** The server's public address, for links in e-mails to the parent. */
  publicUrl: string
}

/** What a family's sealed settings are bound to: they open for that family only. */
export function sealContext(familyId: number): string {
  return `lightning:family:${familyId}`
}

/**
 * The family's wallet with its saved revision, or undefined without a connection.
 * @throws AppError 409 'lightning-not-configured' when the saved settings cannot be
 * used any more (the server's secret key changed, or the operator's policy now
 * refuses the address)
 */
export async function familyWallet(
  db: Db,
  deps: LightningDeps,
  familyId: number,
): Promise<FamilyWallet | undefined> {
  const connection = await findLightningConnection(db, familyId)
  if (!connection) return undefined
  try {
    return deps.wallets.walletFor(familyId, connection.revision, () => {
      const config: unknown = JSON.parse(
        openSecret(deps.secretKey, connection.sealedConfig, sealContext(familyId)),
      )
      if (!Value.Check(LightningConnectionConfig, config)) {
        throw new SecretBoxError('the saved settings are not a Lightning connection')
      }
      return config
    })
  } catch (error) {
    if (error instanceof SecretBoxError) {
      throw conflict(
        'lightning-not-configured',
        "The saved Lightning connection cannot be opened with this server's secret key. Connect the wallet again.",
      )
    }
    if (error instanceof LightningConfigError) {
      throw conflict(
        'lightning-not-configured',
        `The saved Lightning connection cannot be used: ${error.message}. Connect the wallet again.`,
      )
    }
    throw error
  }
}

/** Like familyWallet, for calls that need one: 409 without a connection. */
export async function requireFamilyWallet(
  db: Db,
  deps: LightningDeps,
  familyId: number,
): Promise<FamilyWallet> {
  const wallet = await familyWallet(db, deps, familyId)
  if (!wallet) {
    throw conflict(
      'lightning-not-configured',
      'No Lightning wallet is connected. Connect one on the Lightning configuration page first.',
    )
  }
  return wallet
}

/**
 * Throws a failed wallet call as an answer: 502 with the wallet's failure in words a
 * parent understands. Anything that is not a wallet failure is thrown on unchanged.
 */
export function throwWalletFailure(error: unknown): never {
  if (error instanceof LightningError) {
    throw new AppError(502, 'lightning-wallet-error', error.message)
  }
  throw error
}

/** A wallet call's result, or its LightningError as a value (anything else is thrown). */
export function resultOrFailure<T>(call: Promise<T>): Promise<T | LightningError> {
  return call.catch((error: unknown) => {
    if (error instanceof LightningError) return error
    throw error
  })
}
