import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { Db } from '../../../db/client.js'
import { NOT_EXPORTED } from '../../../db/queries/family-data.js'
import { openDb } from '../../../db/sqlite-client.js'
import { rowsOf } from '../../../db/test-database.js'
import { postEntries } from '../../lib/ledger.js'
import {
  buildTestApp,
  createFamily,
  manualClock,
  signInChild,
  type TestFamily,
} from '../../test-helpers.js'

const SEALED = (family: string) => `sealed-secret-of-${family}`

/**
 * One row in each wallet, Lightning and billing table, written directly: those features' own
 * tests drive them through their servers; here only the rows' fate matters.
 */
async function seedConnectedServices(db: Db, familyId: number, childId: number, tag: string) {
  const at = '2026-11-21T12:00:00.000Z'
  await db
    .insertInto('billing_accounts')
    .values({
      family_id: familyId,
      paid_until: '2026-12-21T12:00:00.000Z',
      referral_code: `REF${tag}`,
      updated_at: at,
    })
    .execute()
  await db
    .insertInto('subscription_invoices')
    .values({
      family_id: familyId,
      created_by: null,
      payment_hash: `${tag}-sub`,
      bolt11: `lnbc3${tag}`,
      amount_sat: 21_000,
      months: 1,
      description: 'One month',
      referrer_family_id: null,
      status: 'paid',
      created_at: at,
      expires_at: at,
      settled_at: at,
    })
    .execute()
  await db
    .insertInto('family_wallets')
    .values({
      family_id: familyId,
      network: 'mainnet',
      sealed_descriptor: SEALED(tag),
      key_digest: `digest-${tag}`,
      script_type: 'native-segwit',
      configured_at: at,
    })
    .execute()
  await db
    .insertInto('child_wallet_addresses')
    .values({
      family_id: familyId,
      child_id: childId,
      key_digest: `digest-${tag}`,
      address_index: 0,
      address: `bc1q${tag}`,
      derivation_path: "m/84'/0'/0'/0/0",
      assigned_at: at,
    })
    .execute()
  await db
    .insertInto('wallet_deposits')
    .values({
      family_id: familyId,
      child_id: childId,
      txid: `${tag}`.padEnd(64, '0'),
      vout: 0,
      address: `bc1q${tag}`,
      amount_sat: 1000,
      block_height: 1,
      ledger_transaction_id: null,
      credited_at: at,
    })
    .execute()
  await db
    .insertInto('wallet_sends')
    .values({
      family_id: familyId,
      child_id: childId,
      destination: `bc1q${tag}`,
      amount_sat: 500,
      fee_sat: null,
      psbt: null,
      inputs: null,
      change_index: null,
      status: 'cancelled',
      debit_transaction_id: null,
      reversal_transaction_id: null,
      created_by: null,
      created_at: at,
      cancelled_by: null,
      cancelled_at: at,
    })
    .execute()
  await db
    .insertInto('wallet_deposit_settings')
    .values({
      family_id: familyId,
      small_confirmations: 2,
      large_confirmations: 4,
      large_amount_sat: 250_000,
      updated_at: at,
    })
    .execute()
  await db
    .insertInto('lightning_connections')
    .values({
      family_id: familyId,
      provider: 'nwc',
      sealed_config: SEALED(`${tag}-nwc`),
      display_url: 'wss://relay.example.org',
      hub_name: null,
      hub_region: null,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute()
  await db
    .insertInto('lightning_addresses')
    .values({
      family_id: familyId,
      child_id: childId,
      address: `${tag}@example.org`,
      updated_at: at,
    })
    .execute()
  await db
    .insertInto('sync_preferences')
    .values({
      family_id: familyId,
      sync_frequency: 'daily',
      email_reminders: 1,
      spending_alerts: 0,
      last_reminder_period: null,
      updated_at: at,
    })
    .execute()
  await db
    .insertInto('auto_payout_settings')
    .values({
      child_id: childId,
      family_id: familyId,
      is_enabled: 1,
      weekly_limit_sat: 5000,
      updated_at: at,
    })
    .execute()
  // The monthly interest job's record of a month (its own tests drive the job).
  await db
    .insertInto('interest_credits')
    .values({
      child_id: childId,
      family_id: familyId,
      month: '2026-10',
      rate_tenths: 25,
      lowest_balance_sat: 0,
      days: 31,
      days_in_year: 365,
      amount_sat: 0,
      transaction_id: null,
      created_at: at,
    })
    .execute()
  const { run_date } = await db
    .selectFrom('allowance_runs')
    .select('run_date')
    .where('child_id', '=', childId)
    .executeTakeFirstOrThrow()
  await db
    .insertInto('auto_payouts')
    .values({
      family_id: familyId,
      child_id: childId,
      run_date,
      week_start: run_date,
      amount_sat: 21,
      state: 'paying',
      payment_hash: `${tag}-out`,
      failure: null,
      created_at: at,
      updated_at: at,
    })
    .execute()
  await db
    .insertInto('lightning_invoices')
    .values({
      family_id: familyId,
      child_id: childId,
      payment_hash: `${tag}-in`,
      bolt11: `lnbc1${tag}`,
      amount_sat: 21,
      description: 'test',
      state: 'expired',
      expires_at: at,
      created_by: null,
      created_at: at,
      paid_at: null,
      checked_at: null,
      transaction_id: null,
    })
    .execute()
  await db
    .insertInto('lightning_payments')
    .values({
      family_id: familyId,
      child_id: childId,
      payment_hash: `${tag}-out`,
      bolt11: `lnbc2${tag}`,
      amount_sat: 21,
      fee_sat: null,
      fee_budget_sat: 10,
      description: 'test',
      state: 'failed',
      failure: 'no route',
      preimage: null,
      connection_revision: 1,
      deadline_at: at,
      created_by: null,
      created_at: at,
      settled_at: null,
      checked_at: null,
      transaction_id: null,
    })
    .execute()
  const parent = await db
    .selectFrom('users')
    .select('id')
    .where('family_id', '=', familyId)
    .where('role', '=', 'parent')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('passkeys')
    .values({
      family_id: familyId,
      user_id: parent.id,
      credential_id: `credential-of-${tag}`,
      public_key: `public-key-of-${tag}`,
      counter: 0,
      transports: 'internal',
      rp_id: 'localhost',
      name: `Phone of ${tag}`,
      created_at: at,
      last_used_at: null,
    })
    .execute()
}

/** A family with a signed-in child, savings (ledger rows), a goal and an allocation. */
async function seedFamily(
  app: Awaited<ReturnType<typeof buildTestApp>>,
  email: string,
  child: string,
) {
  const parent = await createFamily(app, email)
  const kid = await parent.addChild({ name: child, weeklyAllowance: '0.001', allowanceDay: 6 })
  await parent.request('POST', `/api/children/${kid.id}/update-savings`, { newBalance: '0.01' })
  const goal = await parent.request('POST', '/api/family-goals', {
    title: `${child}'s bike`,
    description: 'A red bike for the summer',
    targetAmount: '0.01',
    category: 'bike',
  })
  expect(goal.statusCode).toBe(201)
  const allocation = await parent.request(
    'POST',
    `/api/family-goals/${goal.json().id}/allocations`,
    {
      percentage: 10,
      childId: kid.id,
    },
  )
  expect(allocation.statusCode).toBeLessThan(300)
  const childSession = await signInChild(app, parent, kid.id, `${child.toLowerCase()}@example.org`)
  // The test clock's day is a Saturday (6): the allowance runs.
  expect((await parent.request('POST', '/api/process-allowances')).statusCode).toBe(200)
  const asked = await childSession.request('POST', '/api/withdrawal-requests', {
    childId: kid.id,
    amount: '0.0001',
    reason: 'A book about space',
  })
  expect(asked.statusCode).toBe(201)
  const moved = await childSession.request('POST', '/api/savings-transfers/initiate', {
    childId: kid.id,
    amount: '0.0001',
  })
  expect(moved.statusCode).toBe(200)
  const chore = await parent.request('POST', '/api/chores', {
    childId: kid.id,
    title: `${child}'s daily chore`,
    reward: '0.0001',
    recurrence: 'daily',
  })
  expect(chore.statusCode).toBe(201)
  expect(
    (await childSession.request('POST', `/api/chores/${chore.json().id}/done`)).statusCode,
  ).toBe(200)
  expect((await parent.request('POST', `/api/chores/${chore.json().id}/approve`)).statusCode).toBe(
    200,
  )
  expect((await parent.request('PUT', '/api/interest', { rate: '2.5' })).statusCode).toBe(200)
  expect(
    (await parent.request('PUT', `/api/interest/children/${kid.id}`, { rate: '3' })).statusCode,
  ).toBe(200)
  const invited = await parent.request('POST', '/api/family/invite-spouse', {
    email: `spouse-of-${child.toLowerCase()}@example.org`,
  })
  expect(invited.statusCode).toBeLessThan(300)
  // A code for the child's other device, still live.
  expect((await childSession.request('POST', '/api/auth/sign-in-codes')).statusCode).toBe(200)
  const { family_id } = await app.db
    .selectFrom('users')
    .select('family_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  await seedConnectedServices(app.db, family_id, kid.id, child.toLowerCase())
  return { parent, kid, childSession }
}

async function setup(db?: Db) {
  const app = await buildTestApp({ clock: manualClock(), ...(db ? { db } : {}) })
  const a = await seedFamily(app, 'alpha@example.org', 'Ann')
  const b = await seedFamily(app, 'beta@example.org', 'Bob')
  const familyIdOf = async (email: string) =>
    (
      await app.db
        .selectFrom('users')
        .select('family_id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).family_id
  return {
    app,
    a,
    b,
    aId: await familyIdOf('alpha@example.org'),
    bId: await familyIdOf('beta@example.org'),
  }
}

/** Every table with a column that ties rows to a family, read from the database itself. */
async function familyTables(db: Db): Promise<string[]> {
  return (await db.introspection.getTables())
    .filter((table) => table.columns.some((c) => c.name === 'family_id' || c.name === 'child_id'))
    .map((table) => table.name)
    .sort()
}

/** Every row of every table, as text: to compare what a deletion left behind. */
async function snapshot(db: Db, tables: readonly string[]) {
  const out: Record<string, unknown[]> = {}
  for (const table of tables) {
    out[table] = await rowsOf(db, table)
  }
  return out
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

describe('GET /api/family/export', () => {
  it('holds every table of the family, nothing of another family and no secret', async () => {
    const { app, a, aId, bId } = await setup()
    const res = await a.parent.request('GET', '/api/family/export')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="family-export-2026-11-21.json"',
    )
    const data = res.json()

    for (const table of await familyTables(app.db)) {
      if (table in NOT_EXPORTED) continue
      expect(Object.keys(data), `the export lacks ${table}`).toContain(camel(table))
      expect(data[camel(table)].length, `no ${table} rows exported`).toBeGreaterThan(0)
    }
    expect(data.family).toEqual([expect.objectContaining({ id: aId })])
    for (const [name, rows] of Object.entries(data)) {
      if (!Array.isArray(rows) || name === 'family') continue
      for (const row of rows) {
        if ('familyId' in row) expect(row.familyId, name).toBe(aId)
      }
    }
    const text = res.body
    expect(text).not.toContain('beta@example.org')
    expect(text).not.toContain('Bob')
    expect(text).not.toContain(SEALED('ann'))
    expect(text).not.toContain(SEALED('ann-nwc'))
    expect(text).not.toContain('digest-ann')
    // A passkey by its name and dates, not by its credential or key.
    expect(data.passkeys).toEqual([expect.objectContaining({ name: 'Phone of ann' })])
    expect(text).not.toContain('credential-of-ann')
    expect(text).not.toContain('public-key-of-ann')
    expect(text).not.toMatch(/token|secret|sealed|macaroon|digest/i)
    expect(bId).not.toBe(aId)
    // Money at the edge: exact BTC strings.
    expect(data.children[0]).toMatchObject({
      name: 'Ann',
      savingsBtc: expect.stringMatching(/^\d+\.\d{8}$/),
    })
    expect(
      data.transactions.every((t: { amountBtc: string }) => /^-?\d+\.\d{8}$/.test(t.amountBtc)),
    ).toBe(true)
  })

  it("names no other family: a referral shows as this family's `referred`, not the referrer's id", async () => {
    const { app, a, b, aId, bId } = await setup()
    await app.db
      .updateTable('subscription_invoices')
      .set({ referrer_family_id: bId })
      .where('family_id', '=', aId)
      .execute()
    const data = (await a.parent.request('GET', '/api/family/export')).json()
    expect(data.subscriptionInvoices).toEqual([
      expect.objectContaining({ familyId: aId, referred: 1 }),
    ])
    // Any column naming a family other than the row's own: none is exported.
    for (const [name, rows] of Object.entries(data)) {
      if (!Array.isArray(rows)) continue
      for (const row of rows) {
        const foreign = Object.keys(row).filter((k) => /familyid$/i.test(k) && k !== 'familyId')
        expect(foreign, name).toEqual([])
      }
    }
    const unreferred = (await b.parent.request('GET', '/api/family/export')).json()
    expect(unreferred.subscriptionInvoices).toEqual([expect.objectContaining({ referred: 0 })])
  })

  it('is for the family guardians, not a child', async () => {
    const { a } = await setup()
    expect((await a.childSession.request('GET', '/api/family/export')).statusCode).toBe(403)
  })

  it("lists each table's rows in the order of their key, not of a date or of where they were written", async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'order@example.org')
    const first = await parent.addChild({ name: 'First' })
    const second = await parent.addChild({ name: 'Second' })
    // PostgreSQL writes a changed row anew, after the others.
    const edit = await parent.request('PATCH', `/api/children/${first.id}`, { name: 'Renamed' })
    expect(edit.statusCode).toBe(200)
    // An imported payment booked after another that it preceded: the ledger's index runs
    // by the date the money moved.
    const child = await app.db
      .selectFrom('children')
      .select('family_id')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow()
    const deposit = (occurredAt: string) => ({
      familyId: child.family_id,
      childId: first.id,
      account: 'spending' as const,
      type: 'bonus' as const,
      amountSat: 1_000,
      description: `Paid on ${occurredAt}`,
      importKey: null,
      createdBy: null,
      createdAt: '2026-11-21T12:00:00.000Z',
      occurredAt,
    })
    const [later] = await postEntries(app.db, [deposit('2026-11-20T00:00:00.000Z')])
    const [earlier] = await postEntries(app.db, [deposit('2026-11-10T00:00:00.000Z')])

    const data = (await parent.request('GET', '/api/family/export')).json()
    expect(data.children.map((c: { id: number }) => c.id)).toEqual([first.id, second.id])
    expect(data.transactions.map((t: { id: number }) => t.id)).toEqual([later, earlier])
  })
})

describe('POST /api/family/delete', () => {
  it('needs the typed confirmation and the account holder', async () => {
    const { a } = await setup()
    const wrong = await a.parent.request('POST', '/api/family/delete', { confirmation: 'delete' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe("Type DELETE to delete your family's data")
    const byChild = await a.childSession.request('POST', '/api/family/delete', {
      confirmation: 'DELETE',
    })
    expect(byChild.statusCode).toBe(403)
  })

  it('removes every row of the family in one go, signs its members out and changes no other family', async () => {
    const { app, a, b, aId } = await setup()
    const tables = [...(await familyTables(app.db)), 'families', 'login_counts']
    const before = await snapshot(app.db, tables)
    const bBefore = (await b.parent.request('GET', '/api/family/export')).json()

    const res = await a.parent.request('POST', '/api/family/delete', { confirmation: 'DELETE' })
    expect(res.statusCode).toBe(200)
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('')

    for (const who of [a.parent, a.childSession] as TestFamily[]) {
      expect((await who.request('GET', '/api/auth/user')).statusCode).toBe(401)
    }
    const after = await snapshot(app.db, tables)
    const isFamilyA = (table: string, row: Record<string, unknown>) =>
      table === 'families' ? row.id === aId : row.family_id === aId || row.child_id === a.kid.id
    for (const table of tables) {
      const rowsBefore = before[table] as Array<Record<string, unknown>>
      const rowsAfter = after[table] as Array<Record<string, unknown>>
      expect(
        rowsBefore.some((row) => isFamilyA(table, row)) || table === 'login_counts',
        table,
      ).toBe(true)
      // Nothing of the family is left, and every other row is exactly as it was.
      expect(rowsAfter, table).toEqual(rowsBefore.filter((row) => !isFamilyA(table, row)))
    }
    const sessions = await app.db.selectFrom('sessions').select('user_id').execute()
    expect(sessions.length).toBeGreaterThan(0)
    const events = await app.db.selectFrom('security_events').select(['email']).execute()
    expect(
      events.some((e) => e.email === 'alpha@example.org' || e.email === 'ann@example.org'),
    ).toBe(false)
    // The per-day country counts are no family's rows: they stay as they were.
    expect(after.login_counts).toEqual(before.login_counts)

    const bAfter = (await b.parent.request('GET', '/api/family/export')).json()
    expect({ ...bAfter, exportedAt: '' }).toEqual({ ...bBefore, exportedAt: '' })
  })

  it("leaves none of the family's values in the database files, the write-ahead log included", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'family-delete-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    const filename = join(dir, 'family.db')
    const { app, a, aId } = await setup(openDb({ filename }))
    const tables = [...(await familyTables(app.db)), 'families', 'users']
    const isFamilyA = (table: string, row: Record<string, unknown>) =>
      table === 'families' ? row.id === aId : row.family_id === aId || row.child_id === a.kid.id
    const textsOf = (rows: Record<string, unknown[]>, keep: (t: string, r: object) => boolean) =>
      new Set(
        Object.entries(rows).flatMap(([table, list]) =>
          (list as Array<Record<string, unknown>>)
            .filter((row) => keep(table, row))
            .flatMap((row) => Object.values(row))
            .filter((value): value is string => typeof value === 'string' && value.length >= 6),
        ),
      )
    const before = textsOf(await snapshot(app.db, tables), (t, r) =>
      isFamilyA(t, r as Record<string, unknown>),
    )
    const fileBytes = () =>
      ['', '-wal', '-shm']
        .map((suffix) => `${filename}${suffix}`)
        .filter((path) => existsSync(path))
        .map((path) => readFileSync(path))
    const inFiles = (value: string) => fileBytes().some((bytes) => bytes.includes(value))
    expect(['alpha@example.org', 'bc1qann', 'REFann'].filter(inFiles)).toHaveLength(3)

    const res = await a.parent.request('POST', '/api/family/delete', { confirmation: 'DELETE' })
    expect(res.statusCode).toBe(200)
    // Values the family shares with what stays (dates, another family's setting) are no secret.
    const remaining = textsOf(await snapshot(app.db, tables), () => true)
    const distinctive = [...before].filter(
      (value) => ![...remaining].some((kept) => kept.includes(value)),
    )
    expect(distinctive).toEqual(
      expect.arrayContaining(['alpha@example.org', "Ann's bike", 'bc1qann', 'lnbc1ann', 'REFann']),
    )
    expect(distinctive.filter(inFiles)).toEqual([])
  })
})
