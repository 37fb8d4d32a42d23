import type { Db } from '../../../db/client.js'
import { findLightningAddresses } from '../../../db/queries/lightning-addresses.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { checkInvoiceAmount } from '../../contracts/lightning.js'
import { AppError, acceptOrRefuse, badRequest } from '../../errors.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import {
  fetchLightningAddressInvoice,
  LnurlError,
  type LnurlInvoice,
  type LnurlOptions,
} from '../../lib/lightning/lnurl-pay.js'
import type { SessionUser } from '../../lib/sessions.js'
import type { FamilyWallet } from './family-wallets.js'
import type { PayoutBody, PayoutReply } from './lightning.schemas.js'
import { type LightningDeps, requireFamilyWallet } from './lightning-context.js'
import { actorOf, payChecked, walletNetwork } from './payments.service.js'

/** What a service that did not answer (or answered nonsense) leaves: try again later. */
const SERVICE_DOWN = new Set(['unreachable', 'timeout', 'bad-response'])

/**
 * Pays a child out to their own Lightning address from their spending money, through
 * the family wallet. The address's service is asked for an invoice of exactly the
 * amount and the invoice is checked (fetchPayoutInvoice); it is then paid like any
 * invoice from the child's spending: the ledger row only once the wallet confirms.
 */
export async function payOut(
  db: Db,
  deps: LightningDeps,
  user: SessionUser,
  body: PayoutBody,
  now: Date,
): Promise<PayoutReply> {
  const child = await findAccessibleChild(db, user, body.childId)
  const amountSat = acceptOrRefuse(checkInvoiceAmount(body.amount, 'amount'))
  const address = await childPayoutAddress(db, user.familyId, child)
  const wallet = await requireFamilyWallet(db, deps, user.familyId)
  const invoice = await fetchPayoutInvoice(wallet, deps.lnurl, address, amountSat)
  const paid = await payChecked(db, deps, actorOf(user), wallet, {
    childId: child.id,
    paymentHash: invoice.paymentHash,
    bolt11: invoice.bolt11,
    amountSat: invoice.amountSat,
    description: writeLedgerDescription('payout', { address }),
    now,
  })
  return { ...paid, address }
}

/**
 * The Lightning address a child's payouts go to.
 * @throws AppError 400 'no-lightning-address' when none is saved
 */
export async function childPayoutAddress(
  db: Db,
  familyId: number,
  child: { id: number; name: string },
): Promise<string> {
  const address = (await findLightningAddresses(db, familyId)).childAddresses.get(child.id)
  if (!address) {
    throw badRequest(
      'no-lightning-address',
      `${child.name} has no Lightning address yet: add one in the Lightning Address tab.`,
      'childId',
    )
  }
  return address
}

/**
 * Asks a Lightning address for an invoice of exactly `amountSat` (LUD-16, then LUD-06's
 * callback) and checks it before anything may be paid: its amount, its description hash
 * against the announced metadata, the service's minimum and maximum, the wallet's network.
 * @throws AppError 400 'lnurl-refused' (the service refused, or its invoice must not be
 * paid), 502 'lnurl-unavailable' (it did not answer); the message names the address
 */
export async function fetchPayoutInvoice(
  wallet: FamilyWallet,
  lnurl: LnurlOptions,
  address: string,
  amountSat: number,
): Promise<LnurlInvoice> {
  const network = await walletNetwork(wallet)
  try {
    return await fetchLightningAddressInvoice(address, amountSat, {
      ...lnurl,
      ...(network ? { network } : {}),
    })
  } catch (error) {
    if (!(error instanceof LnurlError)) throw error
    const message = `${address}: ${error.message}`
    if (SERVICE_DOWN.has(error.code)) throw new AppError(502, 'lnurl-unavailable', message)
    throw badRequest(
      'lnurl-refused',
      message,
      error.code === 'amount-out-of-range' ? 'amount' : undefined,
    )
  }
}
