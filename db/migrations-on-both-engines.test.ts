import { Migrator, NO_MIGRATIONS, type RawBuilder, sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { Db } from './client.js'
import { dialectOf } from './dialect.js'
import { migrateToLatest } from './migrate.js'
import { migrations } from './migrations/index.js'
import { openPostgres } from './postgres-client.js'
import { TEST_POOL_SIZE, urlOfDatabase } from './postgres-test-database.js'
import { openDb } from './sqlite-client.js'

/**
 * One set of migrations, two engines: PostgreSQL must come out with SQLite's tables and
 * rules. SQLite always runs here; PostgreSQL when TEST_DATABASE_URL names a server (its
 * admin URL), on databases of this file's own, dropped after each test.
 */
const adminUrl = process.env.TEST_DATABASE_URL
const onPostgres = describe.skipIf(!adminUrl)

type Engine = 'sqlite' | 'postgres'
const ENGINES: Engine[] = adminUrl ? ['sqlite', 'postgres'] : ['sqlite']

let databases = 0

/** An empty database on `engine`, destroyed (and on PostgreSQL dropped) after the test. */
async function emptyDb(engine: Engine): Promise<Db> {
  if (engine === 'sqlite') {
    const db = openDb({ filename: ':memory:' })
    onTestFinished(() => db.destroy())
    return db
  }
  const name = `pg_migrations_test_${process.pid}_${++databases}`
  await asAdmin((admin) => admin.query(`create database ${name}`))
  // As the app opens PostgreSQL: bigint read as a number, and a connection the drop below
  // ends after the pool has let it go reported to a listener, not thrown.
  const db = openPostgres({ url: urlOfDatabase(adminUrl ?? '', name), poolSize: TEST_POOL_SIZE })
  onTestFinished(async () => {
    await db.destroy()
    await asAdmin((admin) => admin.query(`drop database ${name} with (force)`))
  })
  return db
}

async function asAdmin(work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await work(admin)
  } finally {
    await admin.end()
  }
}

async function migratedDb(engine: Engine): Promise<Db> {
  const db = await emptyDb(engine)
  expect(await migrateToLatest(db)).toEqual(Object.keys(migrations))
  return db
}

const at = '2026-12-08T12:00:00.000Z'

describe.each(ENGINES)('the migrations on %s', (engine) => {
  it('migrate an empty database up, all the way down to nothing, and up again', async () => {
    const db = await migratedDb(engine)
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
    const down = await migrator.migrateTo(NO_MIGRATIONS)
    expect(down.error).toBeUndefined()
    expect(down.results).toHaveLength(Object.keys(migrations).length)
    expect(await tableNames(db)).toEqual([])
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations))
  })

  it('refuse what the schema forbids, and take what it allows', async () => {
    const db = await migratedDb(engine)
    for (const statement of FAMILY) await statement.execute(db)
    for (const { rule, write } of ALLOWED) {
      await expect(write.execute(db), rule).resolves.toBeDefined()
    }
    for (const { rule, refusedAs, write } of REFUSED) {
      const error = await write.execute(db).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error, rule).toBeDefined()
      // SQLite refuses a number that is not an integer by its typeof() CHECK; PostgreSQL's
      // bigint refuses it before any CHECK runs.
      const expected = engine === 'sqlite' && refusedAs === 'not an integer' ? 'check' : refusedAs
      expect(kindOf(error), `${rule}: ${String(error)}`).toBe(expected)
    }
  })

  it("total an allocation's contributions already booked", async () => {
    const db = await emptyDb(engine)
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
    expect((await migrator.migrateTo('2026_11_21_005_create_goals')).error).toBeUndefined()
    await sql`insert into families (created_at) values (${at})`.execute(db)
    await sql`insert into children (family_id, name, age, gender, allowance_day, created_at,
        updated_at) values (1, 'Kim', 9, 'girl', 6, ${at}, ${at})`.execute(db)
    await sql`insert into family_goals (family_id, creator_type, title, description, target_sat,
        category, created_at, updated_at)
      values (1, 'parent', 'Bike', 'x', 100000, 'bike', ${at}, ${at})`.execute(db)
    for (const child of [1, null]) {
      await sql`insert into goal_allocations (family_id, goal_id, child_id, percentage_tenths,
          apply_to, status, created_at) values (1, 1, ${child}, 500, 'new_contributions',
          'active', ${at})`.execute(db)
    }
    for (const [account, amount] of [
      ['goal', 700],
      ['goal', 300],
      ['savings', -1000],
    ] as const) {
      await sql`insert into transactions (family_id, child_id, account, type, amount_sat,
          description, goal_id, allocation_id, created_at)
        values (1, 1, ${account}, 'goal_allocation', ${amount}, 'x', 1, 1, ${at})`.execute(db)
    }

    expect((await migrator.migrateTo('2026_11_22_001_add_allocation_contributed')).error).toBe(
      undefined,
    )
    const totals = await sql`select id, contributed_sat from goal_allocations order by id`.execute(
      db,
    )
    expect(totals.rows).toEqual([
      { id: 1, contributed_sat: 1000 },
      { id: 2, contributed_sat: 0 },
    ])
  })

  it('set shares out of range back to their defaults when the ranges arrive', async () => {
    const db = await emptyDb(engine)
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
    expect((await migrator.migrateTo('2026_11_28_001_create_sync_preferences')).error).toBe(
      undefined,
    )
    await sql`insert into families (created_at, sharing_enabled, share_percentage, spouse_share)
      values (${at}, 2, 101, -5), (${at}, 0, 40, 55)`.execute(db)

    expect((await migrator.migrateTo('2026_11_30_001_check_numeric_columns')).error).toBe(undefined)
    const shares = await sql`select sharing_enabled, share_percentage, spouse_share
      from families order by id`.execute(db)
    expect(shares.rows).toEqual([
      { sharing_enabled: 1, share_percentage: 100, spouse_share: 50 },
      { sharing_enabled: 0, share_percentage: 40, spouse_share: 55 },
    ])
  })

  it('give ledger rows already written the payment hash they booked, where it is known', async () => {
    const db = await emptyDb(engine)
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
    expect((await migrator.migrateTo('2026_12_02_001_add_payment_fee_budget')).error).toBe(
      undefined,
    )
    const paid = 'ab'.repeat(32)
    const imported = 'CD'.repeat(32)
    await sql`insert into families (time_zone, created_at) values ('UTC', ${at})`.execute(db)
    await sql`insert into children (family_id, name, age, gender, allowance_day, created_at,
        updated_at) values (1, 'Kim', 9, 'girl', 6, ${at}, ${at})`.execute(db)
    for (const importKey of [null, `alby-hub:out:${imported}`, 'phoenix:6f1c2a9e-3b7d-4c11']) {
      await sql`insert into transactions (family_id, child_id, account, type, amount_sat,
          description, import_key, created_at, occurred_at)
        values (1, 1, 'spending', 'lightning_spend', -1000, 'x', ${importKey}, ${at}, ${at})`.execute(
        db,
      )
    }
    await sql`insert into lightning_payments (family_id, child_id, payment_hash, bolt11,
        amount_sat, fee_sat, fee_budget_sat, description, state, connection_revision,
        deadline_at, created_at, transaction_id)
      values (1, 1, ${paid}, 'lnbc', 1000, 0, 10, 'x', 'succeeded', 1, ${at}, ${at}, 1)`.execute(db)

    await migrateToLatest(db)
    const hashes = await sql<{ id: number; payment_hash: string | null }>`
      select id, payment_hash from transactions order by id`.execute(db)
    expect(hashes.rows).toEqual([
      { id: 1, payment_hash: paid },
      { id: 2, payment_hash: imported.toLowerCase() },
      { id: 3, payment_hash: null },
    ])
  })

  it('keep the wallet addresses and deposits of before across the change chain, and back', async () => {
    const db = await emptyDb(engine)
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
    const before = '2026_12_05_002_create_retained_revenue'
    expect((await migrator.migrateTo(before)).error).toBeUndefined()
    await sql`insert into families (created_at) values (${at})`.execute(db)
    await sql`insert into children (family_id, name, age, gender, allowance_day, created_at,
        updated_at) values (1, 'Mia', 9, 'girl', 1, ${at}, ${at})`.execute(db)
    await sql`insert into child_wallet_addresses (family_id, child_id, key_digest, address_index,
        address, derivation_path, assigned_at) values (1, 1, 'k', 0, 'bc1qmia', '0/0', ${at})`.execute(
      db,
    )
    await sql`insert into wallet_deposits (family_id, child_id, txid, vout, address, amount_sat,
        block_height, credited_at) values (1, 1, 'aa', 0, 'bc1qmia', 1000, 5, ${at})`.execute(db)

    const started = Date.now()
    expect(
      (await migrator.migrateTo('2026_12_06_001_wallet_change_chain_and_reversals')).error,
    ).toBe(undefined)
    const address = await sql<{ chain: number; retired_at: string }>`
      select chain, retired_at from child_wallet_addresses`.execute(db)
    expect(address.rows).toEqual([{ chain: 0, retired_at: expect.any(String) }])
    // The same ISO-8601 text on both engines, as the app writes its times.
    const retiredAt = address.rows[0]?.retired_at ?? ''
    expect(retiredAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(Date.parse(retiredAt)).toBeGreaterThanOrEqual(started - 1000)
    const deposit = await sql`select status, reversed_sat, owed_sat, reversed_at
      from wallet_deposits`.execute(db)
    expect(deposit.rows).toEqual([
      { status: 'credited', reversed_sat: 0, owed_sat: 0, reversed_at: null },
    ])

    expect((await migrator.migrateTo(before)).error).toBeUndefined()
    const kept = await sql`select address from child_wallet_addresses`.execute(db)
    expect(kept.rows).toEqual([{ address: 'bc1qmia' }])
    // Back under the per-index key: index 0 of the key is taken again.
    await expect(
      sql`insert into child_wallet_addresses (family_id, child_id, key_digest, address_index,
          address, derivation_path, assigned_at) values (1, 1, 'k', 0, 'bc1qmia2', '1/0', ${at})`.execute(
        db,
      ),
    ).rejects.toSatisfy((e) => kindOf(e) === 'unique')
  })
})

describe('the migrations on SQLite', () => {
  it('give the schema text every existing database has, byte for byte', async () => {
    // Up to the last migration written before PostgreSQL: files migrated by those versions
    // hold exactly this text, so the PostgreSQL paths must not change a character of it.
    const db = await emptyDb('sqlite')
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
    expect((await migrator.migrateTo('2026_12_08_001_member_language')).error).toBeUndefined()
    const schema = await sql<{ type: string; name: string; sql: string }>`
      select type, name, sql from sqlite_master
      where sql is not null and name not like 'kysely_%' order by type, name`.execute(db)
    const text = schema.rows.map((row) => `-- ${row.type} ${row.name}\n${row.sql};\n`).join('\n')
    await expect(text).toMatchFileSnapshot('./__snapshots__/sqlite-schema-2026_12_08_001.sql')
  })
})

onPostgres('the migrations on PostgreSQL against SQLite', () => {
  it('give the same tables, columns, keys, indexes and foreign keys', async () => {
    const sqlite = await describeSchema(await migratedDb('sqlite'))
    const postgres = await describeSchema(await migratedDb('postgres'))
    expect(postgres.tables).toEqual(sqlite.tables)
    expect(postgres.columns).toEqual(sqlite.columns)
    expect(postgres.primaryKeys).toEqual(sqlite.primaryKeys)
    expect(postgres.indexes).toEqual(sqlite.indexes)
    expect(postgres.foreignKeys).toEqual(sqlite.foreignKeys)
    // The ids SQLite assigns as rowids, PostgreSQL as identities; mail_settings' one row is 1.
    expect(postgres.assignedIds).toEqual(
      sqlite.assignedIds.filter(
        (column) => column.endsWith('.id') && column !== 'mail_settings.id',
      ),
    )
    // A walk that found nothing proves nothing.
    expect(sqlite.tables.length).toBeGreaterThan(35)
    expect(sqlite.indexes.filter((index) => index.includes(' where ')).length).toBeGreaterThan(5)
  })
})

/** One family with a child and a row in each table the rules below write next to. */
const FAMILY = [
  sql`insert into families (time_zone, created_at) values ('UTC', ${at})`,
  sql`insert into users (family_id, role, email, subscription_status, created_at)
    values (1, 'parent', 'pat@example.org', 'trial', ${at})`,
  sql`insert into sessions (token_hash, user_id, created_at, expires_at)
    values ('t1', 1, ${at}, ${at})`,
  sql`insert into children (family_id, name, age, gender, allowance_day, created_at, updated_at)
    values (1, 'Kim', 9, 'girl', 6, ${at}, ${at})`,
  sql`insert into transactions (family_id, child_id, account, type, amount_sat, description,
      import_key, created_at, occurred_at)
    values (1, 1, 'spending', 'bonus', 1000, 'x', 'csv:1', ${at}, ${at})`,
  sql`insert into sync_preferences (family_id, sync_frequency, email_reminders, spending_alerts,
      updated_at) values (1, 'weekly', 0, 0, ${at})`,
  sql`insert into chores (family_id, child_id, title, reward_sat, recurrence, destination,
      auto_approve, created_at, updated_at)
    values (1, 1, 'Dishes', 100, 'daily', 'spending', 0, ${at}, ${at})`,
  sql`insert into chore_occurrences (family_id, child_id, chore_id, period_date, state, created_at)
    values (1, 1, 1, '2026-12-01', 'open', ${at})`,
  sql`insert into lightning_addresses (family_id, child_id, address, updated_at)
    values (1, null, 'pat@example.org', ${at})`,
  sql`insert into allowance_runs (child_id, run_date, amount_sat, created_at)
    values (1, '2026-12-01', 1000, ${at})`,
  sql`insert into auto_payouts (family_id, child_id, run_date, week_start, amount_sat, state,
      created_at, updated_at) values (1, 1, '2026-12-01', '2026-11-30', 1000, 'claimed', ${at}, ${at})`,
  sql`insert into child_wallet_addresses (family_id, child_id, key_digest, address_index, address,
      derivation_path, assigned_at) values (1, 1, 'k', 0, 'bc1q0', '1/0', ${at})`,
  sql`insert into wallet_deposits (family_id, child_id, txid, vout, address, amount_sat,
      block_height, credited_at) values (1, 1, 'aa', 0, 'bc1q0', 1000, 5, ${at})`,
  sql`insert into interest_credits (child_id, family_id, month, rate_tenths, lowest_balance_sat,
      days, days_in_year, amount_sat, created_at) values (1, 1, '2026-11', 50, 1000, 30, 365, 0, ${at})`,
]

/** Writes next to the refused ones below that the same rules let through. */
const ALLOWED: Array<{ rule: string; write: RawBuilder<unknown> }> = [
  { rule: 'a known ledger type', write: ledgerRow('goal_allocation') },
  {
    rule: 'a lowercase payment hash',
    write: sql`update transactions set payment_hash = ${'0f'.repeat(32)}`,
  },
  { rule: 'a share at its bounds', write: sql`update families set share_percentage = 0` },
  { rule: 'a 1 in a 0/1 column', write: sql`update chores set auto_approve = 1` },
  {
    rule: 'the full 21 million BTC',
    write: sql`update children set savings_sat = 2100000000000000`,
  },
  {
    rule: "a child's own address beside the parent's",
    write: sql`insert into lightning_addresses (family_id, child_id, address, updated_at)
      values (1, 1, 'kim@example.org', ${at})`,
  },
  {
    rule: 'an index of the receive chain, retired',
    write: sql`insert into child_wallet_addresses (family_id, child_id, key_digest, chain,
        address_index, address, derivation_path, assigned_at, retired_at)
      values (1, 1, 'k', 0, 0, 'bc1q1', '0/0', ${at}, ${at})`,
  },
  {
    rule: 'a date for a chore done once',
    write: sql`insert into chores (family_id, child_id, title, reward_sat, recurrence, due_date,
        destination, auto_approve, created_at, updated_at)
      values (1, 1, 'Tidy', 100, 'once', '2026-12-24', 'savings', 1, ${at}, ${at})`,
  },
  { rule: 'a language the app speaks', write: sql`update users set language = 'de'` },
]

type Refusal = 'check' | 'unique' | 'foreign key' | 'not an integer'

/** Writes a script or a bug could make, each refused by the database itself. */
const REFUSED: Array<{ rule: string; refusedAs: Refusal; write: RawBuilder<unknown> }> = [
  {
    rule: 'a negative balance',
    refusedAs: 'check',
    write: sql`update children set savings_sat = -1`,
  },
  {
    rule: 'more than 21 million BTC',
    refusedAs: 'check',
    write: sql`update children set spending_sat = 2100000000000001`,
  },
  {
    rule: 'a request for nothing',
    refusedAs: 'check',
    write: sql`insert into withdrawal_requests (family_id, child_id, amount_sat, reason, status,
        created_at) values (1, 1, 0, 'x', 'pending', ${at})`,
  },
  {
    rule: 'a negative automatic payout',
    refusedAs: 'check',
    write: sql`update auto_payouts set amount_sat = -1`,
  },
  { rule: 'an unknown ledger type', refusedAs: 'check', write: ledgerRow('goal_contribution') },
  {
    rule: 'a ledger row changed to an unknown type',
    refusedAs: 'check',
    write: sql`update transactions set type = 'Bonus'`,
  },
  {
    rule: 'a 2 in families.sharing_enabled',
    refusedAs: 'check',
    write: sql`update families set sharing_enabled = 2`,
  },
  {
    rule: 'a 2 in sync_preferences.email_reminders',
    refusedAs: 'check',
    write: sql`update sync_preferences set email_reminders = 2`,
  },
  {
    rule: 'a 2 in chores.auto_approve',
    refusedAs: 'check',
    write: sql`update chores set auto_approve = 2`,
  },
  {
    rule: 'a 2 in child_wallet_addresses.chain',
    refusedAs: 'check',
    write: sql`update child_wallet_addresses set chain = 2`,
  },
  {
    rule: 'a share above 100%',
    refusedAs: 'check',
    write: sql`update families set share_percentage = 101`,
  },
  {
    rule: 'a negative share',
    refusedAs: 'check',
    write: sql`update families set spouse_share = -5`,
  },
  {
    rule: 'a fraction in an integer column',
    refusedAs: 'not an integer',
    write: sql`update families set share_percentage = ${1.5}`,
  },
  {
    rule: 'Infinity in an integer column',
    refusedAs: 'not an integer',
    write: sql`update children set savings_sat = ${Number.POSITIVE_INFINITY}`,
  },
  {
    rule: 'text in an integer column',
    refusedAs: 'not an integer',
    write: sql`update chores set reward_sat = ${'12x'}`,
  },
  {
    rule: 'a payment hash that is not lowercase hex',
    refusedAs: 'check',
    write: sql`update transactions set payment_hash = ${'AB'.repeat(32)}`,
  },
  {
    rule: 'a chore date that is no date',
    refusedAs: 'check',
    write: sql`update chore_occurrences set period_date = '2026-12-1x'`,
  },
  {
    rule: 'an interest month that is no month',
    refusedAs: 'check',
    write: sql`update interest_credits set month = '2026-11-01'`,
  },
  {
    rule: 'a weekly chore without its day',
    refusedAs: 'check',
    write: sql`update chores set recurrence = 'weekly'`,
  },
  {
    rule: 'a reversed deposit without its time',
    refusedAs: 'check',
    write: sql`update wallet_deposits set status = 'reversed'`,
  },
  {
    rule: 'a deposit owing more than it brought',
    refusedAs: 'check',
    write: sql`update wallet_deposits set status = 'reversed', reversed_at = ${at}, owed_sat = 1001`,
  },
  {
    rule: 'a receive-chain address not retired',
    refusedAs: 'check',
    write: sql`update child_wallet_addresses set chain = 0`,
  },
  {
    rule: 'a language the app does not speak',
    refusedAs: 'check',
    write: sql`update users set language = 'fr'`,
  },
  {
    rule: 'a second mail settings row',
    refusedAs: 'check',
    write: sql`insert into mail_settings (id, host, port, tls_mode, sender, updated_at)
      values (2, 'smtp.example.org', 587, 'starttls', 'app@example.org', ${at})`,
  },
  {
    rule: 'a parent of a family that does not exist',
    refusedAs: 'foreign key',
    write: sql`insert into users (family_id, role, email, subscription_status, created_at)
      values (999, 'parent', 'x@example.org', 'trial', ${at})`,
  },
  {
    rule: 'a child of a family that does not exist',
    refusedAs: 'foreign key',
    write: sql`update children set family_id = 999`,
  },
  {
    rule: 'an automatic payout of an allowance never credited',
    refusedAs: 'foreign key',
    write: sql`insert into auto_payouts (family_id, child_id, run_date, week_start, amount_sat,
        state, created_at, updated_at)
      values (1, 1, '2026-12-02', '2026-11-30', 1000, 'claimed', ${at}, ${at})`,
  },
  {
    rule: 'an e-mail address twice',
    refusedAs: 'unique',
    write: sql`insert into users (family_id, role, email, subscription_status, created_at)
      values (1, 'spouse', 'pat@example.org', 'trial', ${at})`,
  },
  {
    rule: 'a session token twice',
    refusedAs: 'unique',
    write: sql`insert into sessions (token_hash, user_id, created_at, expires_at)
      values ('t1', 1, ${at}, ${at})`,
  },
  {
    rule: "a child's import key twice",
    refusedAs: 'unique',
    write: sql`insert into transactions (family_id, child_id, account, type, amount_sat,
        description, import_key, created_at, occurred_at)
      values (1, 1, 'spending', 'bonus', 5, 'x', 'csv:1', ${at}, ${at})`,
  },
  {
    rule: 'a second parent address',
    refusedAs: 'unique',
    write: sql`insert into lightning_addresses (family_id, child_id, address, updated_at)
      values (1, null, 'pat2@example.org', ${at})`,
  },
  {
    rule: 'a second unpaid occurrence of a chore',
    refusedAs: 'unique',
    write: sql`insert into chore_occurrences (family_id, child_id, chore_id, period_date, state,
        created_at) values (1, 1, 1, '2026-12-02', 'open', ${at})`,
  },
  {
    rule: 'an allowance credited twice on one day',
    refusedAs: 'unique',
    write: sql`insert into allowance_runs (child_id, run_date, amount_sat, created_at)
      values (1, '2026-12-01', 1000, ${at})`,
  },
  {
    rule: 'an allowance paid out twice',
    refusedAs: 'unique',
    write: sql`insert into auto_payouts (family_id, child_id, run_date, week_start, amount_sat,
        state, created_at, updated_at)
      values (1, 1, '2026-12-01', '2026-11-30', 1000, 'paying', ${at}, ${at})`,
  },
  {
    rule: 'an index of the change chain twice',
    refusedAs: 'unique',
    write: sql`insert into child_wallet_addresses (family_id, child_id, key_digest, address_index,
        address, derivation_path, assigned_at) values (1, 1, 'k', 0, 'bc1q2', '1/0', ${at})`,
  },
  {
    rule: 'an outpoint credited twice',
    refusedAs: 'unique',
    write: sql`insert into wallet_deposits (family_id, child_id, txid, vout, address, amount_sat,
        block_height, credited_at) values (1, 1, 'aa', 0, 'bc1q0', 1000, 5, ${at})`,
  },
  {
    rule: 'a month of interest twice',
    refusedAs: 'unique',
    write: sql`insert into interest_credits (child_id, family_id, month, rate_tenths,
        lowest_balance_sat, days, days_in_year, amount_sat, created_at)
      values (1, 1, '2026-11', 50, 1000, 30, 365, 0, ${at})`,
  },
]

function ledgerRow(type: string) {
  return sql`insert into transactions (family_id, child_id, account, type, amount_sat, description,
      created_at, occurred_at) values (1, 1, 'spending', ${type}, 1, 'x', ${at}, ${at})`
}

/** What the database refused, by its error code on either engine. */
function kindOf(error: unknown): Refusal | undefined {
  const code = (error as { code?: unknown } | undefined)?.code
  switch (code) {
    case 'SQLITE_CONSTRAINT_CHECK':
    case 'SQLITE_CONSTRAINT_TRIGGER':
    case '23514':
      return 'check'
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY':
    case '23505':
      return 'unique'
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
    case '23503':
      return 'foreign key'
    case '22P02':
    case '22003':
      return 'not an integer'
    default:
      return undefined
  }
}

async function tableNames(db: Db): Promise<string[]> {
  const rows =
    dialectOf(db) === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
          order by name`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
            and table_name not like 'kysely_%'
          order by table_name`.execute(db)
  return rows.rows.map((row) => row.name)
}

interface SchemaDescription {
  tables: string[]
  /** "table.column type null|not null default ...", sorted: SQLite's column order is kept by its rebuilds only. */
  columns: string[]
  primaryKeys: string[]
  /** Named indexes by name; those of UNIQUE constraints by their columns (each engine names them its own way). */
  indexes: string[]
  foreignKeys: string[]
  /** Columns whose value the database assigns when an insert leaves it out. */
  assignedIds: string[]
}

/** The schema in one wording for both engines: SQLite's integer is PostgreSQL's bigint. */
async function describeSchema(db: Db): Promise<SchemaDescription> {
  return dialectOf(db) === 'sqlite' ? describeSqlite(db) : describePostgres(db)
}

async function describeSqlite(db: Db): Promise<SchemaDescription> {
  const tables = await tableNames(db)
  const description: SchemaDescription = {
    tables,
    columns: [],
    primaryKeys: [],
    indexes: [],
    foreignKeys: [],
    assignedIds: [],
  }
  for (const table of tables) {
    const columns = await sql<{
      name: string
      type: string
      notnull: number
      dflt_value: string | null
      pk: number
    }>`select name, type, "notnull", dflt_value, pk from pragma_table_info(${table})`.execute(db)
    const key = columns.rows.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk)
    // A lone INTEGER PRIMARY KEY is the rowid: never null, and assigned when left out.
    const rowid = key.length === 1 && key[0]?.type.toLowerCase() === 'integer' ? key[0].name : null
    if (rowid) description.assignedIds.push(`${table}.${rowid}`)
    for (const c of columns.rows) {
      const type = c.type.toLowerCase() === 'integer' ? 'bigint' : c.type.toLowerCase()
      const nullable = c.notnull === 0 && c.name !== rowid
      description.columns.push(column(table, c.name, type, nullable, c.dflt_value))
    }
    if (key.length > 0) description.primaryKeys.push(`${table} (${key.map((c) => c.name)})`)

    const indexes = await sql<{ name: string; unique: number; origin: string; partial: number }>`
      select name, "unique", origin, partial from pragma_index_list(${table})`.execute(db)
    for (const index of indexes.rows.filter((i) => i.origin !== 'pk')) {
      const columns = await sql<{ name: string }>`
        select name from pragma_index_info(${index.name}) order by seqno`.execute(db)
      const text = await sql<{ sql: string | null }>`
        select sql from sqlite_master where type = 'index' and name = ${index.name}`.execute(db)
      const predicate = index.partial ? (text.rows[0]?.sql ?? '').split(/ where /i)[1] : undefined
      description.indexes.push(
        indexText(
          table,
          index.origin === 'c' ? index.name : undefined,
          columns.rows.map((c) => c.name),
          index.unique === 1,
          predicate,
        ),
      )
    }

    const keys = await sql<{
      id: number
      table: string
      from: string
      to: string
      on_delete: string
    }>`
      select id, "table", "from", "to", on_delete from pragma_foreign_key_list(${table})
      order by id, seq`.execute(db)
    const byId = Map.groupBy(keys.rows, (k) => k.id)
    for (const parts of byId.values()) {
      const first = parts[0]
      if (!first) continue
      description.foreignKeys.push(
        `${table} (${parts.map((p) => p.from)}) -> ${first.table} (${parts.map((p) => p.to)}) on delete ${first.on_delete.toLowerCase()}`,
      )
    }
  }
  return sorted(description)
}

async function describePostgres(db: Db): Promise<SchemaDescription> {
  const tables = await tableNames(db)
  const description: SchemaDescription = {
    tables,
    columns: [],
    primaryKeys: [],
    indexes: [],
    foreignKeys: [],
    assignedIds: [],
  }
  const columns = await sql<{
    table_name: string
    column_name: string
    data_type: string
    is_nullable: string
    column_default: string | null
    is_identity: string
  }>`select table_name, column_name, data_type, is_nullable, column_default, is_identity
    from information_schema.columns
    where table_schema = current_schema() and table_name not like 'kysely_%'`.execute(db)
  for (const c of columns.rows) {
    if (c.is_identity === 'YES') description.assignedIds.push(`${c.table_name}.${c.column_name}`)
    // A default reads back with its type ('credited'::text); SQLite's has none.
    const fallback = c.column_default?.replace(/::[a-z ]+$/, '') ?? null
    description.columns.push(
      column(c.table_name, c.column_name, c.data_type, c.is_nullable === 'YES', fallback),
    )
  }

  const indexes = await sql<{
    table: string
    name: string
    columns: string[]
    unique: boolean
    primary: boolean
    constraint: boolean
    predicate: string | null
  }>`select t.relname as "table", i.relname as name,
      array(select a.attname::text from unnest(x.indkey) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum
        order by k.n) as columns,
      x.indisunique as "unique", x.indisprimary as "primary",
      exists(select 1 from pg_constraint c where c.conindid = x.indexrelid) as "constraint",
      pg_get_expr(x.indpred, x.indrelid) as predicate
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace s on s.oid = t.relnamespace
    where s.nspname = current_schema() and t.relname not like 'kysely_%'`.execute(db)
  for (const index of indexes.rows) {
    if (index.primary) {
      description.primaryKeys.push(`${index.table} (${index.columns})`)
      continue
    }
    description.indexes.push(
      indexText(
        index.table,
        index.constraint ? undefined : index.name,
        index.columns,
        index.unique,
        index.predicate ?? undefined,
      ),
    )
  }

  const keys = await sql<{
    table: string
    from: string[]
    target: string
    to: string[]
    on_delete: string
  }>`select t.relname as "table", r.relname as target,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n) as "from",
      array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.n) as "to",
      c.confdeltype as on_delete
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_class r on r.oid = c.confrelid
    join pg_namespace s on s.oid = t.relnamespace
    where c.contype = 'f' and s.nspname = current_schema()`.execute(db)
  const actions: Record<string, string> = {
    a: 'no action',
    r: 'restrict',
    c: 'cascade',
    n: 'set null',
    d: 'set default',
  }
  for (const k of keys.rows) {
    description.foreignKeys.push(
      `${k.table} (${k.from}) -> ${k.target} (${k.to}) on delete ${actions[k.on_delete]}`,
    )
  }
  return sorted(description)
}

function column(
  table: string,
  name: string,
  type: string,
  nullable: boolean,
  fallback: string | null,
) {
  const defaultText = fallback === null ? '' : ` default ${fallback}`
  return `${table}.${name} ${type} ${nullable ? 'null' : 'not null'}${defaultText}`
}

function indexText(
  table: string,
  name: string | undefined,
  columns: string[],
  unique: boolean,
  predicate: string | undefined,
) {
  // PostgreSQL reads a predicate back as (state <> 'approved'::text); SQLite keeps its text.
  const where = predicate
    ? ` where ${predicate
        .toLowerCase()
        .replace(/::text|["()]/g, '')
        .replace(/\s+/g, ' ')
        .trim()}`
    : ''
  return `${name ? `${name}: ` : ''}${table} (${columns})${unique ? ' unique' : ''}${where}`
}

function sorted(description: SchemaDescription): SchemaDescription {
  return {
    tables: [...description.tables].sort(),
    columns: [...description.columns].sort(),
    primaryKeys: [...description.primaryKeys].sort(),
    indexes: [...description.indexes].sort(),
    foreignKeys: [...description.foreignKeys].sort(),
    assignedIds: [...description.assignedIds].sort(),
  }
}
