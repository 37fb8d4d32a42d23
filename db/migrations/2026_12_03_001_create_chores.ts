import { type Kysely, sql } from 'kysely'
import { assignedId, globMatch, integersOnly, integersOrNull, integerType } from './portable.js'

/** The most one chore pays (0.01 BTC): api/contracts/chore-form.ts, frozen here. */
const MAX_REWARD_SAT = 1_000_000

const isDate = (db: Kysely<any>, column: string) =>
  globMatch(db, sql.ref(column), 'glob', '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')

/**
 * Chores a parent sets for a child, and their occurrences (docs/chores.md). Each table
 * carries its own integer checks, as the numeric-columns migration wrote them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  await db.schema
    .createTable('chores')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      integersOnly(db, c.notNull().references('families.id').onDelete('cascade')),
    )
    .addColumn('child_id', integer, (c) =>
      integersOnly(db, c.notNull().references('children.id').onDelete('cascade')),
    )
    .addColumn('title', 'text', (c) => c.notNull().check(sql`length(title) between 1 and 100`))
    .addColumn('reward_sat', integer, (c) =>
      integersOnly(db, c.notNull(), sql`reward_sat between 1 and ${sql.lit(MAX_REWARD_SAT)}`),
    )
    .addColumn('recurrence', 'text', (c) =>
      c.notNull().check(sql`recurrence in ('once', 'daily', 'weekly')`),
    )
    .addColumn('weekday', integer, (c) => integersOrNull(db, c, sql`weekday between 0 and 6`))
    .addColumn('due_date', 'text', (c) =>
      c.check(sql`due_date is null or ${isDate(db, 'due_date')}`),
    )
    .addColumn('destination', 'text', (c) =>
      c.notNull().check(sql`destination in ('spending', 'savings')`),
    )
    .addColumn('auto_approve', integer, (c) =>
      integersOnly(db, c.notNull(), sql`auto_approve in (0, 1)`),
    )
    .addColumn('created_by', integer, (c) =>
      integersOrNull(db, c.references('users.id').onDelete('set null')),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // A weekly chore names its day; the others name none. Only a chore done once has a due date.
    .addCheckConstraint(
      'chores_weekday_when_weekly',
      sql`(recurrence = 'weekly') = (weekday is not null)`,
    )
    .addCheckConstraint('chores_due_date_when_once', sql`due_date is null or recurrence = 'once'`)
    .execute()
  await db.schema
    .createIndex('chores_family_id_child_id_idx')
    .on('chores')
    .columns(['family_id', 'child_id'])
    .execute()

  // One row per chore and period: open (to do), done (waiting for a parent) or approved
  // (paid, with its ledger row). The keys are the structure that keeps a chore from
  // paying twice or opening two occurrences: (chore, period) is unique, and so is the
  // one occurrence of a chore not yet approved.
  await db.schema
    .createTable('chore_occurrences')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      integersOnly(db, c.notNull().references('families.id').onDelete('cascade')),
    )
    .addColumn('child_id', integer, (c) =>
      integersOnly(db, c.notNull().references('children.id').onDelete('cascade')),
    )
    .addColumn('chore_id', integer, (c) =>
      integersOnly(db, c.notNull().references('chores.id').onDelete('cascade')),
    )
    .addColumn('period_date', 'text', (c) => c.notNull().check(isDate(db, 'period_date')))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('open', 'done', 'approved')`),
    )
    .addColumn('done_at', 'text')
    .addColumn('done_by', integer, (c) =>
      integersOrNull(db, c.references('users.id').onDelete('set null')),
    )
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', integer, (c) =>
      integersOrNull(db, c.references('users.id').onDelete('set null')),
    )
    // The parent's words when they sent it back; shown to the child until it is done again.
    .addColumn('rejection_reason', 'text', (c) =>
      c.check(sql`rejection_reason is null or length(rejection_reason) between 1 and 200`),
    )
    .addColumn('paid_sat', integer, (c) =>
      integersOrNull(db, c, sql`paid_sat between 1 and ${sql.lit(MAX_REWARD_SAT)}`),
    )
    .addColumn('transaction_id', integer, (c) =>
      integersOrNull(db, c.references('transactions.id').onDelete('set null')),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'chore_occurrences_done_when_not_open',
      sql`(state = 'open') = (done_at is null)`,
    )
    .addCheckConstraint(
      'chore_occurrences_paid_when_approved',
      sql`(state = 'approved') = (paid_sat is not null)`,
    )
    .addCheckConstraint(
      'chore_occurrences_reason_when_open',
      sql`rejection_reason is null or state = 'open'`,
    )
    .addUniqueConstraint('chore_occurrences_chore_period_unique', ['chore_id', 'period_date'])
    .execute()
  await db.schema
    .createIndex('chore_occurrences_one_unpaid_idx')
    .on('chore_occurrences')
    .column('chore_id')
    .unique()
    .where(sql.ref('state'), '<>', 'approved')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chore_occurrences').execute()
  await db.schema.dropTable('chores').execute()
}
