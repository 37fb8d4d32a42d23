import { type Static, Type } from 'typebox'
import { SHARE_STEP } from '../../contracts/family.js'
import { MESSAGES } from '../../contracts/messages.js'
import { BtcString, failsWith } from '../../lib/schemas.js'

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
