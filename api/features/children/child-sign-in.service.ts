import { findChild, setChildSignIn } from '../../../db/queries/children.js'
import { deleteUser, findUserByEmail } from '../../../db/queries/users.js'
import { inTransaction } from '../../../db/transaction.js'
import { conflict, notFound } from '../../errors.js'
import { memberMailLanguage } from '../../lib/mail-language.js'
import type { SessionUser } from '../../lib/sessions.js'
import { type LinkContext, parseEmail, sendSignInLink } from '../../lib/sign-in-links.js'
import { childLinkTexts } from './mail-texts.js'

/**
 * Gives a child an e-mail address of their own and mails them a sign-in link.
 * The child's account is created when they open it, with role child, and sees
 * only that child's dashboard.
 */
export async function inviteChild(
  ctx: LinkContext,
  guardian: SessionUser,
  childId: number,
  rawEmail: string,
) {
  const child = await findChild(ctx.db, guardian.familyId, childId)
  if (!child) throw notFound('Child')
  const email = parseEmail(rawEmail)
  const owner = await findUserByEmail(ctx.db, email)
  if (owner && owner.id !== child.userId) {
    throw conflict(
      'email-in-use',
      'This e-mail address already belongs to a Family Bitcoin account. Please use a different address.',
    )
  }
  if (child.userId !== null && child.email !== email) {
    throw conflict(
      'child-has-sign-in',
      `${child.name} already signs in with ${child.email}. Revoke that sign-in first.`,
    )
  }
  await setChildSignIn(ctx.db, child.id, { email, userId: child.userId, at: ctx.now.toISOString() })
  // A child who signs in already has a language of their own; a new one gets the inviter's.
  const language = await memberMailLanguage(ctx.db, child.userId ?? guardian.id)
  const t = childLinkTexts.in(language)
  await sendSignInLink(ctx, {
    email,
    purpose: 'child-invite',
    familyId: child.familyId,
    childId: child.id,
    subject: t('subject', { name: child.name }),
    lead: t('lead', { name: child.name }),
    actionText: t('action'),
    language,
  })
  return { success: true, message: `Invitation sent to ${email}` }
}

/** Ends a child's own sign-in: the account and its sessions go, the child and its money stay. */
export async function revokeChildSignIn(
  ctx: Pick<LinkContext, 'db' | 'now'>,
  guardian: SessionUser,
  childId: number,
) {
  const child = await findChild(ctx.db, guardian.familyId, childId)
  if (!child) throw notFound('Child')
  await inTransaction(ctx.db, async (trx) => {
    await setChildSignIn(trx, child.id, { email: null, userId: null, at: ctx.now.toISOString() })
    if (child.userId !== null) await deleteUser(trx, child.userId)
  })
  return { success: true, message: `${child.name} can no longer sign in` }
}
