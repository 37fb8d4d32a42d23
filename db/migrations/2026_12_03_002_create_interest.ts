import { type Kysely, sql } from 'kysely'
import { globMatch, integersOnly, integersOrNull, integerType } from './portable.js'

/** 21 million BTC in sats. */
const MAX_SAT = 2_100_000_000_000_000
/** 20% a year, in tenths of a percent: api/contracts/interest-rate.ts, frozen here. */
const MAX_RATE_TENTHS = 200

const rateRange = (column: string) =>
  sql`${sql.ref(column)} between 0 and ${sql.lit(MAX_RATE_TENTHS)}`

/**
 * Interest on savings, paid by the parents (docs/interest.md): the family's yearly rate,
 * a child's own rate where a parent set one, and one row per child and month credited.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  // No row: interest is off.
  await db.schema
    .createTable('interest_settings')
    .addColumn('family_id', integer, (c) =>
      integersOnly(db, c.primaryKey().references('families.id').onDelete('cascade')),
    )
    .addColumn('rate_tenths', integer, (c) =>
      integersOnly(db, c.notNull(), rateRange('rate_tenths')),
    )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  // A child's own rate, in place of the family's (0 is none for this child).
  await db.schema
    .createTable('child_interest_rates')
    .addColumn('child_id', integer, (c) =>
      integersOnly(db, c.primaryKey().references('children.id').onDelete('cascade')),
    )
    .addColumn('family_id', integer, (c) =>
      integersOnly(db, c.notNull().references('families.id').onDelete('cascade')),
    )
    .addColumn('rate_tenths', integer, (c) =>
      integersOnly(db, c.notNull(), rateRange('rate_tenths')),
    )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  // One row per child and month the job worked out, inserted in the transaction that
  // credits it: the key is what keeps any number of passes from paying a month twice.
  await db.schema
    .createTable('interest_credits')
    .addColumn('child_id', integer, (c) =>
      integersOnly(db, c.notNull().references('children.id').onDelete('cascade')),
    )
    .addColumn('family_id', integer, (c) =>
      integersOnly(db, c.notNull().references('families.id').onDelete('cascade')),
    )
    // YYYY-MM on the family's calendar.
    .addColumn('month', 'text', (c) =>
      c.notNull().check(globMatch(db, sql`month`, 'glob', '[0-9][0-9][0-9][0-9]-[0-1][0-9]')),
    )
    .addColumn('rate_tenths', integer, (c) =>
      integersOnly(db, c.notNull(), rateRange('rate_tenths')),
    )
    .addColumn('lowest_balance_sat', integer, (c) =>
      integersOnly(db, c.notNull(), sql`lowest_balance_sat between 0 and ${sql.lit(MAX_SAT)}`),
    )
    .addColumn('days', integer, (c) => integersOnly(db, c.notNull(), sql`days between 28 and 31`))
    .addColumn('days_in_year', integer, (c) =>
      integersOnly(db, c.notNull(), sql`days_in_year in (365, 366)`),
    )
    .addColumn('amount_sat', integer, (c) =>
      integersOnly(db, c.notNull(), sql`amount_sat between 0 and ${sql.lit(MAX_SAT)}`),
    )
    // The ledger row of the credit; none for a month that earned nothing.
    .addColumn('transaction_id', integer, (c) =>
      integersOrNull(db, c.references('transactions.id').onDelete('set null')),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('interest_credits_pk', ['child_id', 'month'])
    .execute()
  await db.schema
    .createIndex('interest_credits_family_id_month_idx')
    .on('interest_credits')
    .columns(['family_id', 'month'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('interest_credits').execute()
  await db.schema.dropTable('child_interest_rates').execute()
  await db.schema.dropTable('interest_settings').execute()
}
