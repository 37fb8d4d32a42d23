import { listChildren } from '../../../db/queries/children.js'
import { findFamily, updateFamilySharing } from '../../../db/queries/families.js'
import {
  deleteSpouseInvitation,
  findSpouseInvitation,
  upsertSpouseInvitation,
} from '../../../db/queries/spouse-invitations.js'
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  listFamilyMembers,
} from '../../../db/queries/users.js'
import { inTransaction } from '../../../db/transaction.js'
import { DEFAULT_SPOUSE_SHARE, LIQUIDITY_ALERT_PERCENT } from '../../contracts/family.js'
import { badRequest, conflict, notFound } from '../../errors.js'
import { memberMailLanguage } from '../../lib/mail-language.js'
import { shareInTenths, totalToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import { type LinkContext, parseEmail, sendSignInLink } from '../../lib/sign-in-links.js'
import type {
  FamilyOverview,
  InviteSpouseBody,
  NetWorthSettingsBody,
  NetWorthSettingsReply,
  Spouse,
} from './family.schemas.js'
import { spouseInvitationTexts } from './mail-texts.js'

export function canApprove(user: SessionUser): boolean {
  return user.role === 'parent' || user.role === 'spouse'
}

async function requireFamily(ctx: Pick<LinkContext, 'db'>, familyId: number) {
  const family = await findFamily(ctx.db, familyId)
  if (!family) throw notFound('Family')
  return family
}

/**
 * The family's members and shares, and the parent dashboard's totals. Sums are of
 * whole satoshis; shares and the liquidity rule are exact integer arithmetic.
 */
export async function getFamilyOverview(
  ctx: Pick<LinkContext, 'db'>,
  user: SessionUser,
): Promise<FamilyOverview> {
  const family = await requireFamily(ctx, user.familyId)
  const members = await listFamilyMembers(ctx.db, user.familyId)
  const children = await listChildren(ctx.db, user.familyId)
  const hasSpouse = members.some((m) => m.role === 'spouse')
  const adults = members.filter((m) => m.role !== 'child').length
  const balances = children.map((c) => c.savingsSat + c.spendingSat)
  const total = sum(balances)
  const spendingTotal = sum(children.map((c) => c.spendingSat))
  const largestThreshold = Math.max(0, ...children.map((c) => c.spendingThresholdSat))
  const shares = netWorthShares(family, hasSpouse)
  return {
    totalMembers: adults + children.length,
    ...shares,
    childrenShares: children.map((child, i) => {
      const balance = balances[i] ?? 0
      return {
        childId: child.id,
        childName: child.name,
        sharePercentage: shareInTenths(balance, total, 'nearest') / 10,
        balanceAmount: totalToBtc(balance),
      }
    }),
    childrenTotal: totalToBtc(total),
    weeklyAllowanceTotal: totalToBtc(sum(children.map((c) => c.weeklyAllowanceSat))),
    spendingTotal: totalToBtc(spendingTotal),
    largestSpendingThreshold: totalToBtc(largestThreshold),
    isLiquidityLow: children.length > 0 && isLiquidityLow(spendingTotal, largestThreshold),
  }
}

/**
 * Who holds which share of the family's net worth (docs/money-rules.md): the sharing
 * settings say how much of it is shared at all (none while sharing is off), and the
 * spouse holds their share of that shared part, in whole percent rounded down; the
 * parent holds the rest.
 */
export function netWorthShares(
  family: { sharingEnabled: boolean; sharePercentage: number; spouseShare: number },
  hasSpouse: boolean,
): { sharedNetWorthShare: number; parentNetWorthShare: number; spouseNetWorthShare: number } {
  const shared = family.sharingEnabled ? family.sharePercentage : 0
  const spouse = hasSpouse ? Math.floor((shared * family.spouseShare) / 100) : 0
  return {
    sharedNetWorthShare: shared,
    parentNetWorthShare: 100 - spouse,
    spouseNetWorthShare: spouse,
  }
}

/** Spending above 80% of the largest threshold; BigInt, since the product can pass 2^53. */
function isLiquidityLow(spendingTotalSat: number, largestThresholdSat: number): boolean {
  return (
    BigInt(spendingTotalSat) * 100n > BigInt(largestThresholdSat) * BigInt(LIQUIDITY_ALERT_PERCENT)
  )
}

function sum(amounts: number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0)
}

/** The family's spouse, or the pending invitation, or null when nobody was invited. */
export async function getSpouse(
  ctx: Pick<LinkContext, 'db'>,
  familyId: number,
): Promise<Spouse | null> {
  const family = await requireFamily(ctx, familyId)
  const invitation = await findSpouseInvitation(ctx.db, familyId)
  if (!invitation) return null
  const spouse =
    invitation.acceptedUserId === null
      ? undefined
      : await findUserById(ctx.db, invitation.acceptedUserId)
  return {
    firstName: spouse?.firstName ?? null,
    lastName: spouse?.lastName ?? null,
    email: spouse?.email ?? invitation.email,
    netWorthShare: family.spouseShare,
    status: spouse ? 'active' : 'invited',
  }
}

export async function inviteSpouse(ctx: LinkContext, user: SessionUser, input: InviteSpouseBody) {
  const email = parseEmail(input.email)
  if (email === user.email)
    throw badRequest('self-invitation', 'You cannot invite yourself as your spouse', 'email')
  const current = await getSpouse(ctx, user.familyId)
  if (current?.status === 'active')
    throw conflict('spouse-exists', 'Your family already has a spouse account')
  const existing = await findUserByEmail(ctx.db, email)
  if (existing) {
    throw conflict(
      'email-in-use',
      'This e-mail address already belongs to a Family Bitcoin account. Please use a different address.',
    )
  }
  await inTransaction(ctx.db, async (trx) => {
    await upsertSpouseInvitation(trx, {
      familyId: user.familyId,
      email,
      invitedAt: ctx.now.toISOString(),
    })
    await updateFamilySharing(trx, user.familyId, {
      spouseShare: input.netWorthShare ?? DEFAULT_SPOUSE_SHARE,
    })
  })
  await sendSpouseLink(ctx, user, email)
  return { success: true, message: `Invitation sent to ${email}` }
}

export async function resendSpouseInvitation(ctx: LinkContext, user: SessionUser) {
  const current = await getSpouse(ctx, user.familyId)
  if (current?.status !== 'invited') throw notFound('Pending spouse invitation')
  await sendSpouseLink(ctx, user, current.email)
  return { success: true, message: `Invitation sent again to ${current.email}` }
}

/** The spouse is not a member yet: the invitation speaks the inviter's language. */
async function sendSpouseLink(ctx: LinkContext, inviter: SessionUser, email: string) {
  const language = await memberMailLanguage(ctx.db, inviter.id)
  const t = spouseInvitationTexts.in(language)
  await sendSignInLink(ctx, {
    email,
    purpose: 'spouse-invite',
    familyId: inviter.familyId,
    childId: null,
    subject: t('subject'),
    lead: t('lead', { inviter: inviter.email }),
    actionText: t('action'),
    language,
  })
}

/**
 * Ends the spouse's access: their account and sessions go (they are signed out at
 * once), or a pending invitation is withdrawn so its link no longer works. The
 * family's money and history are untouched.
 */
export async function removeSpouse(ctx: Pick<LinkContext, 'db'>, owner: SessionUser) {
  const current = await getSpouse(ctx, owner.familyId)
  if (!current) throw notFound('Spouse')
  await inTransaction(ctx.db, async (trx) => {
    const spouse = await findUserByEmail(trx, current.email)
    if (spouse && spouse.familyId === owner.familyId && spouse.role === 'spouse')
      await deleteUser(trx, spouse.id)
    await deleteSpouseInvitation(trx, owner.familyId)
  })
  return {
    success: true,
    message:
      current.status === 'active'
        ? `${current.email} no longer has access to the family`
        : 'The invitation was withdrawn',
  }
}

export async function setSpouseShare(
  ctx: Pick<LinkContext, 'db'>,
  familyId: number,
  spouseShare: number,
) {
  await updateFamilySharing(ctx.db, familyId, { spouseShare })
  return { success: true, message: 'Net worth sharing updated' }
}

export async function setNetWorthSettings(
  ctx: Pick<LinkContext, 'db'>,
  familyId: number,
  settings: NetWorthSettingsBody,
): Promise<NetWorthSettingsReply> {
  await updateFamilySharing(ctx.db, familyId, settings)
  return settings
}
