import { type Static, Type } from 'typebox'
import { BtcString, errorReplies, routeMap } from '../../lib/schemas.js'

/** One wallet's part of the Total Family Balance: its balance, or why there is none. */
export const WalletPart = Type.Union([
  Type.Object({ state: Type.Literal('known'), balance: BtcString }),
  /** The family has not set this wallet up: absent from the total, not zero. */
  Type.Object({ state: Type.Literal('not_configured') }),
  /** Set up, but it has not answered (offline, or its first scan is still running). */
  Type.Object({ state: Type.Literal('unavailable') }),
])
export type WalletPart = Static<typeof WalletPart>

export const FamilyBalanceReply = Type.Object({
  onChain: WalletPart,
  lightning: WalletPart,
  /** On-chain plus Lightning, from the parts that are known; null when none is. */
  total: Type.Union([BtcString, Type.Null()]),
  /** What the family's books say the children hold (savings plus spending). */
  books: BtcString,
  /**
   * The wallets minus the books, only when every configured wallet answered: whether the
   * accounting matches the bitcoin that is really there. Negative when the wallets hold less.
   */
  difference: Type.Union([BtcString, Type.Null()]),
})
export type FamilyBalanceReply = Static<typeof FamilyBalanceReply>

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const familyBalanceApi = routeMap({
  'GET /api/family/balance-summary': {
    response: { 200: FamilyBalanceReply, ...errorReplies(401, 403) },
  },
})
