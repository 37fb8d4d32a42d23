import { type Static, Type } from 'typebox'

/** The spec's share sliders: 0-100 in steps of 5. */
export const SharePercent = Type.Integer({
  minimum: 0,
  maximum: 100,
  multipleOf: 5,
  errorMessage: 'Share must be between 0 and 100 in steps of 5',
})

export const CanApproveReply = Type.Object({ canApprove: Type.Boolean() })

export const FamilyOverview = Type.Object({
  totalMembers: Type.Integer(),
  parentNetWorthShare: Type.Integer(),
  spouseNetWorthShare: Type.Integer(),
  childrenShares: Type.Array(
    Type.Object({
      childId: Type.Integer(),
      childName: Type.String(),
      sharePercentage: Type.Number(),
      balanceAmount: Type.String({ description: 'BTC, 8 decimals' }),
    }),
  ),
})

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
    errorMessage: "Email Required - Please enter your spouse's email address",
  }),
  netWorthShare: Type.Optional(SharePercent),
})

export const SpouseShareBody = Type.Object({ spouseShare: SharePercent })

export const NetWorthSettingsBody = Type.Object({
  sharingEnabled: Type.Boolean(),
  sharePercentage: SharePercent,
})

export const NetWorthSettingsReply = Type.Object({
  sharingEnabled: Type.Boolean(),
  sharePercentage: Type.Integer(),
})
