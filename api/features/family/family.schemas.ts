import { type Static, Type } from 'typebox'
import { SHARE_STEP } from '../../contracts/family.js'
import { MESSAGES } from '../../contracts/messages.js'
import { BtcString, errorReplies, failsWith, MessageReply, routeMap } from '../../lib/schemas.js'

export const SharePercent = Type.Integer({
  minimum: 0,
  maximum: 100,
  multipleOf: SHARE_STEP,
  ...failsWith('invalid-percentage', 'Share must be between 0 and 100 in steps of 5'),
})

export const CanApproveReply = Type.Object({ canApprove: Type.Boolean() })
export type CanApproveReply = Static<typeof CanApproveReply>

export const FamilyOverview = Type.Object({
  totalMembers: Type.Integer(),
  /** The part of the net worth shared at all: the share setting, 0 while sharing is off. */
  sharedNetWorthShare: Type.Integer(),
  parentNetWorthShare: Type.Integer(),
  spouseNetWorthShare: Type.Integer(),
  childrenShares: Type.Array(
    Type.Object({
      childId: Type.Integer(),
      childName: Type.String(),
      /** Share of all the children's balances, one decimal. */
      sharePercentage: Type.Number(),
      /** Savings plus spending. */
      balanceAmount: BtcString,
    }),
  ),
  // The parent dashboard's figures, computed here so the browser does no money arithmetic.
  /** Savings plus spending of every child. */
  childrenTotal: BtcString,
  weeklyAllowanceTotal: BtcString,
  spendingTotal: BtcString,
  largestSpendingThreshold: BtcString,
  /**
   * The children's spending together is above LIQUIDITY_ALERT_PERCENT of the largest
   * spending threshold: the family's Lightning wallet may run short.
   */
  isLiquidityLow: Type.Boolean(),
})
export type FamilyOverview = Static<typeof FamilyOverview>

export const Spouse = Type.Object({
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  netWorthShare: Type.Integer(),
  status: Type.Union([Type.Literal('invited'), Type.Literal('active')]),
})
export type Spouse = Static<typeof Spouse>

export const InviteSpouseBody = Type.Object({
  email: Type.String({
    maxLength: 254,
    pattern: '\\S',
    ...failsWith('missing-field', MESSAGES.spouseEmailRequired),
  }),
  netWorthShare: Type.Optional(SharePercent),
})
export type InviteSpouseBody = Static<typeof InviteSpouseBody>

export const SpouseShareBody = Type.Object({ spouseShare: SharePercent })

export const NetWorthSettingsBody = Type.Object({
  sharingEnabled: Type.Boolean(),
  sharePercentage: SharePercent,
})
export type NetWorthSettingsBody = Static<typeof NetWorthSettingsBody>

export const NetWorthSettingsReply = Type.Object({
  sharingEnabled: Type.Boolean(),
  sharePercentage: Type.Integer(),
})
export type NetWorthSettingsReply = Static<typeof NetWorthSettingsReply>

// Only the account holder: signed out, someone else (or a cross-site write).
const ownerOnly = errorReplies(401, 403)

const ownerWrite = errorReplies(400, 401, 403, 413, 415)

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const familyApi = routeMap({
  'GET /api/family/can-approve': { response: { 200: CanApproveReply, ...errorReplies(401) } },
  'GET /api/family/overview': { response: { 200: FamilyOverview, ...errorReplies(401, 403) } },
  'GET /api/family/spouse': {
    response: { 200: Type.Union([Spouse, Type.Null()]), ...errorReplies(401, 403) },
  },
  'POST /api/family/invite-spouse': {
    body: InviteSpouseBody,
    response: { 200: MessageReply, ...ownerWrite, ...errorReplies(409, 429) },
  },
  'POST /api/family/resend-spouse-invitation': {
    response: { 200: MessageReply, ...ownerOnly, ...errorReplies(404, 429) },
  },
  'DELETE /api/family/spouse': {
    response: { 200: MessageReply, ...ownerOnly, ...errorReplies(404) },
  },
  'PATCH /api/family/net-worth-sharing': {
    body: SpouseShareBody,
    response: { 200: MessageReply, ...ownerWrite },
  },
  'POST /api/family-net-worth/settings': {
    body: NetWorthSettingsBody,
    response: { 200: NetWorthSettingsReply, ...ownerWrite },
  },
})
