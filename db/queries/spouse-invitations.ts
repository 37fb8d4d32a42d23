import type { Db } from '../client.js'

export interface SpouseInvitation {
  familyId: number
  email: string
  invitedAt: string
  acceptedUserId: number | null
}

export async function findSpouseInvitation(
  db: Db,
  familyId: number,
): Promise<SpouseInvitation | undefined> {
  const row = await db
    .selectFrom('spouse_invitations')
    .select(['family_id', 'email', 'invited_at', 'accepted_user_id'])
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return (
    row && {
      familyId: row.family_id,
      email: row.email,
      invitedAt: row.invited_at,
      acceptedUserId: row.accepted_user_id,
    }
  )
}

/** One invitation per family: inviting again replaces a pending one. */
export async function upsertSpouseInvitation(
  db: Db,
  invitation: { familyId: number; email: string; invitedAt: string },
): Promise<void> {
  await db
    .insertInto('spouse_invitations')
    .values({
      family_id: invitation.familyId,
      email: invitation.email,
      invited_at: invitation.invitedAt,
      accepted_user_id: null,
    })
    .onConflict((oc) =>
      oc.column('family_id').doUpdateSet({
        email: invitation.email,
        invited_at: invitation.invitedAt,
        accepted_user_id: null,
      }),
    )
    .execute()
}

export async function markSpouseInvitationAccepted(
  db: Db,
  familyId: number,
  userId: number,
): Promise<void> {
  await db
    .updateTable('spouse_invitations')
    .set({ accepted_user_id: userId })
    .where('family_id', '=', familyId)
    .execute()
}

/** Withdraws the invitation: its outstanding links stop working (they need it). */
export async function deleteSpouseInvitation(db: Db, familyId: number): Promise<void> {
  await db.deleteFrom('spouse_invitations').where('family_id', '=', familyId).execute()
}
