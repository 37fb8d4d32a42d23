import { type Kysely, sql } from 'kysely'

/** The most one chore pays (0.01 BTC): api/contracts/chore-form.ts, frozen here. */
const MAX_REWARD_SAT = 1_000_000

const isInteger = (column: string) => sql`typeof(${sql.ref(column)}) = 'integer'`
const isIntegerOrNull = (column: string) => sql`typeof(${sql.ref(column)}) in ('integer', 'null')`
const isDate = (column: string) =>
  sql`${sql.ref(column)} glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'`

/**
 * Chores a parent sets for a child, and their occurrences (docs/chores.md). Each table
 * carries its own integer checks, as the numeric-columns migration wrote them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chores')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('family_id', 'integer', (c) =>
      c.notNull().references('families.id').onDelete('cascade').check(isInteger('family_id')),
    )
    .addColumn('child_id', 'integer', (c) =>
      c.notNull().references('children.id').onDelete('cascade').check(isInteger('child_id')),
    )
    .addColumn('title', 'text', (c) => c.notNull().check(sql`length(title) between 1 and 100`))
    .addColumn('reward_sat', 'integer', (c) =>
      c
        .notNull()
        .check(
          sql`typeof("reward_sat") = 'integer' and reward_sat between 1 and ${sql.lit(MAX_REWARD_SAT)}`,
        ),
    )
    .addColumn('recurrence', 'text', (c) =>
      c.notNull().check(sql`recurrence in ('once', 'daily', 'weekly')`),
    )
    .addColumn('weekday', 'integer', (c) =>
      c.check(
        sql`typeof("weekday") = 'null' or (typeof("weekday") = 'integer' and weekday between 0 and 6)`,
      ),
    )
    .addColumn('due_date', 'text', (c) => c.check(sql`due_date is null or ${isDate('due_date')}`))
    .addColumn('destination', 'text', (c) =>
      c.notNull().check(sql`destination in ('spending', 'savings')`),
    )
    .addColumn('auto_approve', 'integer', (c) =>
      c.notNull().check(sql`typeof("auto_approve") = 'integer' and auto_approve in (0, 1)`),
    )
    .addColumn('created_by', 'integer', (c) =>
      c.references('users.id').onDelete('set null').check(isIntegerOrNull('created_by')),
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
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('family_id', 'integer', (c) =>
      c.notNull().references('families.id').onDelete('cascade').check(isInteger('family_id')),
    )
    .addColumn('child_id', 'integer', (c) =>
      c.notNull().references('children.id').onDelete('cascade').check(isInteger('child_id')),
    )
    .addColumn('chore_id', 'integer', (c) =>
      c.notNull().references('chores.id').onDelete('cascade').check(isInteger('chore_id')),
    )
    .addColumn('period_date', 'text', (c) => c.notNull().check(isDate('period_date')))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('open', 'done', 'approved')`),
    )
    .addColumn('done_at', 'text')
    .addColumn('done_by', 'integer', (c) =>
      c.references('users.id').onDelete('set null').check(isIntegerOrNull('done_by')),
    )
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer', (c) =>
      c.references('users.id').onDelete('set null').check(isIntegerOrNull('decided_by')),
    )
    // The parent's words when they sent it back; shown to the child until it is done again.
    .addColumn('rejection_reason', 'text', (c) =>
      c.check(sql`rejection_reason is null or length(rejection_reason) between 1 and 200`),
    )
    .addColumn('paid_sat', 'integer', (c) =>
      c.check(
        sql`typeof("paid_sat") = 'null' or (typeof("paid_sat") = 'integer' and paid_sat between 1 and ${sql.lit(MAX_REWARD_SAT)})`,
      ),
    )
    .addColumn('transaction_id', 'integer', (c) =>
      c.references('transactions.id').onDelete('set null').check(isIntegerOrNull('transaction_id')),
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
