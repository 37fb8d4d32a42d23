import { sql } from 'kysely'
import type { Db } from '../client.js'
import type { Database } from '../schema.js'

/**
 * A family's own data as one export and its removal. The export covers every table
 * that holds a family's rows (family-data.routes.test.ts checks the list against the schema),
 * with the columns that hold no secret: the sign-in tables (session and link token
 * hashes) are left out, and so is anything sealed.
 */

/** The tables exported whole, by the column that ties a row to its family. */
const EXPORTED_BY_FAMILY = {
  users: 'family_id',
  spouse_invitations: 'family_id',
  children: 'family_id',
  transactions: 'family_id',
  withdrawal_requests: 'family_id',
  savings_transfers: 'family_id',
  family_goals: 'family_id',
  goal_allocations: 'family_id',
  login_records: 'family_id',
  passkeys: 'family_id',
  family_wallets: 'family_id',
  child_wallet_addresses: 'family_id',
  wallet_deposits: 'family_id',
  wallet_sends: 'family_id',
  wallet_deposit_settings: 'family_id',
  lightning_connections: 'family_id',
  lightning_invoices: 'family_id',
  lightning_payments: 'family_id',
  lightning_addresses: 'family_id',
  sync_preferences: 'family_id',
  auto_payout_settings: 'family_id',
  auto_payouts: 'family_id',
  billing_accounts: 'family_id',
  subscription_invoices: 'family_id',
  chores: 'family_id',
  chore_occurrences: 'family_id',
  interest_settings: 'family_id',
  child_interest_rates: 'family_id',
  interest_credits: 'family_id',
} as const satisfies Partial<Record<keyof Database, 'family_id'>>

/**
 * The primary key of each exported table not keyed by `id`: the export lists a table's
 * rows in the order of its key. Without an order each engine answers in whatever order
 * its plan meets the rows (SQLite's ledger index runs by date; PostgreSQL writes a
 * changed row anew, after the others).
 */
const KEY_COLUMNS: Readonly<Partial<Record<ExportedTable, readonly string[]>>> = {
  spouse_invitations: ['family_id'],
  family_wallets: ['family_id'],
  wallet_deposit_settings: ['family_id'],
  sync_preferences: ['family_id'],
  billing_accounts: ['family_id'],
  interest_settings: ['family_id'],
  auto_payout_settings: ['child_id'],
  child_interest_rates: ['child_id'],
  interest_credits: ['child_id', 'month'],
}

/** Tables with family rows that are not exported, and why. */
export const NOT_EXPORTED: Readonly<Partial<Record<keyof Database, string>>> = {
  login_tokens: 'sign-in link hashes: secrets, and useless after an hour',
  sessions: 'session token hashes: secrets',
  sign_in_codes:
    'hashes of one-time codes for another device: secrets, and useless after 10 minutes',
  referral_rewards:
    'who referred whom names another family; the paid time it gave is in billing_accounts',
}

/**
 * Columns never exported: the sealed wallet descriptor and Lightning connection (the
 * secrets themselves, even encrypted), the keyed digests of the wallet's key, and a
 * passkey's credential id and public key (no secret, but of use only to this server).
 */
const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  family_wallets: ['sealed_descriptor', 'key_digest'],
  child_wallet_addresses: ['key_digest'],
  lightning_connections: ['sealed_config'],
  passkeys: ['credential_id', 'public_key'],
}

/**
 * Columns that name another family, replaced by what they say about this one: an
 * export holds nothing of anyone else. A subscription invoice bought with another
 * family's referral code says `referred: 1`, not which family referred it.
 */
const OTHER_FAMILY_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  subscription_invoices: { referrer_family_id: 'referred' },
}

export type ExportedTable = keyof typeof EXPORTED_BY_FAMILY | 'families' | 'allowance_runs'

/** Column names as the export writes them: camelCase; `_sat` amounts keep their unit. */
function camelCase(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
}

export type ExportRow = Record<string, string | number | null>

function toExportRow(row: object, table: ExportedTable): ExportRow {
  const omitted = SECRET_COLUMNS[table] ?? []
  const otherFamily = OTHER_FAMILY_COLUMNS[table] ?? {}
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !omitted.includes(column))
      .map(([column, value]) => {
        const replacement = otherFamily[column]
        if (replacement) return [replacement, value === null ? 0 : 1]
        return [camelCase(column), value as ExportRow[string]]
      }),
  )
}

/** Every row of the family, table by table, ordered by id (or key: KEY_COLUMNS) so exports compare. */
export async function readFamilyRows(
  db: Db,
  familyId: number,
): Promise<Record<ExportedTable, ExportRow[]>> {
  const families = await db.selectFrom('families').selectAll().where('id', '=', familyId).execute()
  const byFamily = await Promise.all(
    Object.entries(EXPORTED_BY_FAMILY).map(async ([name, column]) => {
      const table = name as keyof typeof EXPORTED_BY_FAMILY
      let query = db.selectFrom(table).selectAll().where(column, '=', familyId)
      for (const key of KEY_COLUMNS[table] ?? ['id']) query = query.orderBy(sql.ref(key))
      const rows = await query.execute()
      return [table, rows.map((row) => toExportRow(row, table))] as const
    }),
  )
  // Allowance runs belong to a child, so to the family through it.
  const allowanceRuns = await db
    .selectFrom('allowance_runs')
    .selectAll('allowance_runs')
    .innerJoin('children', 'children.id', 'allowance_runs.child_id')
    .where('children.family_id', '=', familyId)
    .orderBy('allowance_runs.child_id')
    .orderBy('allowance_runs.run_date')
    .execute()
  return {
    families: families.map((row) => toExportRow(row, 'families')),
    ...(Object.fromEntries(byFamily) as Record<keyof typeof EXPORTED_BY_FAMILY, ExportRow[]>),
    allowance_runs: allowanceRuns.map((row) => toExportRow(row, 'allowance_runs')),
  }
}

/**
 * Deletes the family: its row, and through the schema's cascades every row that names
 * it or its members (users, sessions, children, ledger, requests, goals, sign-ins),
 * plus the security events about its members, which name them only by id and e-mail.
 * What it paid the operator stays in the revenue figures as amounts and dates only
 * (`retained_revenue`). Run it inside a transaction. Returns whether the family existed.
 */
export async function deleteFamilyRows(db: Db, familyId: number): Promise<boolean> {
  await db
    .insertInto('retained_revenue')
    .columns(['amount_sat', 'settled_at'])
    .expression((eb) =>
      eb
        .selectFrom('subscription_invoices')
        .select(['amount_sat', 'settled_at'])
        .where('family_id', '=', familyId)
        .where('status', '=', 'paid')
        .where('settled_at', 'is not', null)
        .orderBy('settled_at'),
    )
    .execute()
  const members = db.selectFrom('users').where('family_id', '=', familyId)
  await db
    .deleteFrom('security_events')
    .where((eb) =>
      eb.or([
        eb('user_id', 'in', members.select('id')),
        eb('email', 'in', members.select('email')),
      ]),
    )
    .execute()
  const result = await db.deleteFrom('families').where('id', '=', familyId).executeTakeFirst()
  return result.numDeletedRows > 0n
}
