import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createEsploraSource } from '../api/lib/bitcoin/esplora-source.js'
import {
  buildTestApp,
  createFamily,
  familyAs,
  manualClock,
  type TestFamily,
} from '../api/test-helpers.js'
import { BIP84_ZPUB } from '../api/testing/bitcoin-vectors.js'
import {
  type EsploraTestServer,
  startEsploraTestServer,
} from '../api/testing/esplora-test-server.js'
import {
  type PhoenixdTestServer,
  startPhoenixdTestServer,
} from '../api/testing/phoenixd-test-server.js'
import { TestLightningNetwork } from '../api/testing/test-lightning-node.js'
import type { Db } from '../db/client.js'
import { CopyRefused, copyToPostgres } from '../db/copy-to-postgres.js'
import { migrateToLatest } from '../db/migrate.js'
import { openPostgres } from '../db/postgres-client.js'
import {
  createCopyOfTemplate,
  dropDatabase,
  ensureTemplateDatabase,
  urlOfDatabase,
} from '../db/postgres-test-database.js'
import { openDb, openDbReadOnly } from '../db/sqlite-client.js'

const root = resolve(import.meta.dirname, '..')
const adminUrl = process.env.TEST_DATABASE_URL

/** Runs `npm run db:copy-to-postgres -- <args>` as an operator would (DATABASE_URL only if given). */
function runCopy(
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _unset, ...inherited } = process.env
  const env = { ...inherited, ...extraEnv }
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts/copy-to-postgres.ts'), ...args],
      { cwd: root, env },
      (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    )
  })
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'copy-to-postgres-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

// Once, in the SQLite run: these need no server.
describe.skipIf(adminUrl)('the copy command refuses before touching any database', () => {
  it('a SQLite file that does not exist', async () => {
    const missing = join(tempDir(), 'nothing.db')
    const res = await runCopy(['--from', missing, '--to', 'postgres://u:pw@127.0.0.1:9/db'])
    expect(res.code).toBe(1)
    expect(res.stderr).toContain(`No SQLite database at ${missing}`)
  })

  it('a --to that is not a PostgreSQL URL, without repeating it (it may hold a password)', async () => {
    const res = await runCopy(['--from', 'x.db', '--to', 'mysql://me:s3cret@host/db'])
    expect(res.code).toBe(2)
    expect(res.stderr).toMatch(/must be a URL such as postgres:/)
    expect(res.stderr).not.toContain('s3cret')
    expect((await runCopy(['--to', 'postgres://h/db'])).stderr).toMatch(/--from is missing/)
  })
})

/** An empty database of its own on the test server (not migrated), dropped after the test. */
async function emptyPostgresDatabase(admin: string): Promise<string> {
  const template = `${process.env.TEST_DATABASE_TEMPLATE}_blank`
  await ensureTemplateDatabase(admin, template, async () => {})
  const name = await createCopyOfTemplate(admin, template)
  onTestFinished(() => dropDatabase(admin, name))
  return urlOfDatabase(admin, name)
}

function openTarget(url: string): Db {
  const db = openPostgres({ url, poolSize: 2 })
  onTestFinished(() => db.destroy())
  return db
}

interface Services {
  lightning: PhoenixdTestServer & { network: TestLightningNetwork }
  chain: EsploraTestServer
  secretKey: Buffer
}

async function startServices(): Promise<Services> {
  const network = new TestLightningNetwork()
  const phoenix = await startPhoenixdTestServer({ node: network.createNode({ alias: 'phoenix' }) })
  onTestFinished(() => phoenix.close())
  const chain = await startEsploraTestServer({ style: 'esplora', network: 'mainnet' })
  onTestFinished(() => chain.close())
  return { lightning: { ...phoenix, network }, chain, secretKey: randomBytes(32) }
}

/** The real app on `db`, reading the same wallet servers with the same secret key. */
function appOn(db: Db, services: Services): Promise<FastifyInstance> {
  return buildTestApp({
    db,
    secretKey: services.secretKey,
    clock: manualClock(),
    env: { ESPLORA_URL: services.chain.url, ALLOW_INSECURE_RELAYS: 'true' },
    chainSource: createEsploraSource({
      baseUrl: services.chain.url,
      network: 'mainnet',
      addressTtlMs: 0,
      tipTtlMs: 0,
    }),
    lightningTimeouts: { readMs: 5_000, payMs: 5_000 },
  })
}

/** The answer, once it is `status` (the body shown when not). */
async function ok(res: Promise<LightMyRequestResponse>, status = 200) {
  const answer = await res
  expect(answer.statusCode, answer.body).toBe(status)
  return answer
}

/**
 * A family built through the app's routes on a SQLite file: two children with weekly
 * allowances (paid once), a goal a share of Kim's allowance goes to, a bonus, a Lightning
 * connection (its secret sealed with the services' key) and an invoice paid to it, and a
 * confirmed deposit to Lou's wallet address.
 */
async function familyOnSqlite(file: string, services: Services) {
  const app = await appOn(openDb({ filename: file }), services)
  const parent = await createFamily(app, 'pat@example.org')
  const kim = await parent.addChild({ name: 'Kim', weeklyAllowance: '0.0005', allowanceDay: 6 })
  const lou = await parent.addChild({ name: 'Lou', weeklyAllowance: '0.0002', allowanceDay: 6 })
  const goal = await ok(
    parent.request('POST', '/api/family-goals', {
      title: 'New bike',
      description: 'A red bike for the summer',
      targetAmount: '0.01',
      category: 'bike',
    }),
    201,
  )
  await ok(
    parent.request('POST', `/api/family-goals/${goal.json().id}/allocations`, {
      percentage: 25,
      childId: kim.id,
    }),
    201,
  )
  await ok(parent.request('POST', '/api/process-allowances'))
  await ok(
    parent.request('POST', '/api/transactions', {
      childId: lou.id,
      type: 'bonus',
      amount: '0.0001',
      description: 'Raked the leaves',
    }),
    201,
  )
  const { lightning, chain } = services
  await ok(
    parent.request('POST', '/api/lightning-config/setup', {
      provider: 'phoenix',
      url: lightning.url,
      credentials: lightning.password,
    }),
  )
  const invoice = (
    await ok(
      parent.request('POST', '/api/lightning/invoice', { childId: kim.id, amount: '2100' }),
      201,
    )
  ).json()
  await lightning.network.createNode({ alias: 'grandma' }).pay(invoice.bolt11)
  await ok(parent.request('GET', `/api/lightning/invoices/${invoice.paymentHash}`))
  await ok(parent.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB }))
  const address = (await ok(parent.request('POST', `/api/wallet/create/${lou.id}`))).json()
  chain.addDeposit(address.bitcoinAddress, 25_000, { confirmed: true })
  await ok(parent.request('POST', `/api/wallet/sync/${lou.id}`))
  return { app, parent, children: [kim.id, lou.id] }
}

/** What the family sees of its money through the routes. */
async function moneyAsSeenBy(family: TestFamily, children: number[]) {
  const answers: Record<string, unknown> = {}
  const urls = [
    '/api/children',
    '/api/family-goals',
    '/api/lightning/config',
    '/api/lightning/balance',
    ...children.flatMap((id) => [`/api/children/${id}/transactions`, `/api/wallet/balances/${id}`]),
  ]
  for (const url of urls) answers[url] = (await ok(family.request('GET', url))).json()
  return answers
}

/** A family with one child and a bonus, on a SQLite file; the app closed after. */
async function smallFamilyFile(): Promise<string> {
  const file = join(tempDir(), 'family.db')
  const app = await buildTestApp({ db: openDb({ filename: file }) })
  const parent = await createFamily(app, 'pat@example.org')
  const kim = await parent.addChild({ name: 'Kim' })
  await ok(
    parent.request('POST', '/api/transactions', {
      childId: kim.id,
      type: 'bonus',
      amount: '0.0001',
      description: 'Well done',
    }),
    201,
  )
  await app.close()
  return file
}

/** Writes to the SQLite file behind the app's back. */
function tamper(file: string, statement: string) {
  const sqlite = new SQLite(file)
  sqlite.exec(statement)
  sqlite.close()
}

async function copy(file: string, target: Db) {
  const source = openDbReadOnly(file)
  try {
    return await copyToPostgres(source, target)
  } finally {
    await source.destroy()
  }
}

async function rowCount(db: Db, table: 'families' | 'users' | 'transactions' | 'sessions') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe.skipIf(!adminUrl)('copying a SQLite database into PostgreSQL', () => {
  const admin = adminUrl ?? ''

  it('copies a family the app built, and the app on PostgreSQL answers as it did on SQLite', async () => {
    const services = await startServices()
    const file = join(tempDir(), 'family.db')
    const { app, parent, children } = await familyOnSqlite(file, services)
    const before = await moneyAsSeenBy(parent, children)
    expect((before['/api/lightning/balance'] as { connected: boolean }).connected).toBe(true)
    await app.close()

    const url = await emptyPostgresDatabase(admin)
    const copied = await runCopy(['--from', file, '--to', url])
    expect(copied.stderr).toBe('')
    expect(copied.code).toBe(0)
    expect(copied.stdout).toMatch(/ families +1 rows\n/)
    expect(copied.stdout).toMatch(/ children +2 rows/)
    expect(copied.stdout).toMatch(/ wallet_deposits +1 rows +\(sat in all: amount_sat 25000/)
    expect(copied.stdout).toContain('Checked on PostgreSQL: the savings and spending of 2 children')
    expect(copied.stdout).not.toContain(url)
    expect(copied.stdout).not.toContain(new URL(url).host)

    // The parent's session was copied too: the same cookie signs them in on PostgreSQL,
    // and the Lightning secret sealed on SQLite opens with the same key.
    const db = openTarget(url)
    const onPostgres = familyAs(await appOn(db, services), parent.cookie)
    expect(await moneyAsSeenBy(onPostgres, children)).toEqual(before)

    // New rows take ids after the copied ones.
    const { max } = await db
      .selectFrom('transactions')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow()
    const child = await onPostgres.addChild({ name: 'Max' })
    expect(child.id).toBe(children.length + 1)
    await ok(
      onPostgres.request('POST', '/api/transactions', {
        childId: child.id,
        type: 'bonus',
        amount: '0.0001',
        description: 'Welcome',
      }),
      201,
    )
    const added = await db
      .selectFrom('transactions')
      .select('id')
      .where('child_id', '=', child.id)
      .executeTakeFirstOrThrow()
    expect(added.id).toBe(Number(max) + 1)

    // Again, the URL taken from DATABASE_URL as in a hosted instance's container.
    const again = await runCopy(['--from', file], { DATABASE_URL: url })
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(
      /^Not copied\. The PostgreSQL database already holds data \(families,/,
    )
  })

  it('copies a table larger than one batch, and the next row takes the next id', async () => {
    const file = await smallFamilyFile()
    tamper(
      file,
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < 9000)
      insert into security_events (type, ip, created_at) select 'login_failed', '192.0.2.' || (i % 250), '2026-11-21T12:00:00.000Z' from n`,
    )
    const sqlite = new SQLite(file, { readonly: true })
    const onSqlite = sqlite
      .prepare('select count(*) as n, max(id) as max from security_events')
      .get()
    sqlite.close()
    expect(onSqlite).toMatchObject({ n: expect.any(Number), max: expect.any(Number) })
    const { n, max } = onSqlite as { n: number; max: number }
    expect(n).toBeGreaterThan(9000)
    const target = openTarget(await emptyPostgresDatabase(admin))
    const report = await copy(file, target)
    expect(report.tables.find((t) => t.table === 'security_events')?.rows).toBe(n)
    const { rows } = await sql<{ id: number }>`insert into security_events (type, created_at)
      values ('login_failed', '2026-11-22T00:00:00.000Z') returning id`.execute(target)
    expect(rows).toEqual([{ id: max + 1 }])
  })

  it('keeps ledger rows written before the rule of known types, and the rule for new rows', async () => {
    const file = await smallFamilyFile()
    // As an older version wrote it, before 2026_12_07_001's triggers.
    tamper(
      file,
      `drop trigger transactions_type_known_update;
      update transactions set type = 'old_bonus';`,
    )
    const target = openTarget(await emptyPostgresDatabase(admin))
    await copy(file, target)
    const types = await target.selectFrom('transactions').select('type').execute()
    expect(types).toEqual([{ type: 'old_bonus' }])
    await expect(
      sql`update transactions set type = 'another_old_type'`.execute(target),
    ).rejects.toThrow(/transactions_type_known/)
  })
})

describe.skipIf(!adminUrl)('a copy that does not check out leaves PostgreSQL as it was', () => {
  const admin = adminUrl ?? ''

  it('a cached balance that differs from its ledger rows: rolled back', async () => {
    const file = await smallFamilyFile()
    tamper(file, 'update children set spending_sat = spending_sat + 1')
    const target = openTarget(await emptyPostgresDatabase(admin))
    const refused = copy(file, target)
    await expect(refused).rejects.toThrow(CopyRefused)
    await expect(refused).rejects.toThrow(
      /spending of child 1 \(Kim\): 10001 sat cached, 10000 sat in the ledger/,
    )
    for (const table of ['families', 'users', 'transactions', 'sessions'] as const) {
      expect(await rowCount(target, table), table).toBe(0)
    }
  })

  it('rows PostgreSQL did not keep: the counts differ, rolled back', async () => {
    const file = await smallFamilyFile()
    const target = openTarget(await emptyPostgresDatabase(admin))
    await migrateToLatest(target)
    // A trigger that drops every session silently, as a copy that lost rows would.
    await sql`create function drop_rows() returns trigger language plpgsql as $$
      begin return null; end $$`.execute(target)
    await sql`create trigger drop_rows before insert on sessions
      for each row execute function drop_rows()`.execute(target)
    await expect(copy(file, target)).rejects.toThrow(/sessions: 1 rows on SQLite, 0 on PostgreSQL/)
    expect(await rowCount(target, 'families')).toBe(0)
  })

  it('a SQLite database an older version left unmigrated: refused before PostgreSQL is touched', async () => {
    const file = await smallFamilyFile()
    tamper(
      file,
      'delete from kysely_migration where name = (select max(name) from kysely_migration)',
    )
    const target = openTarget(await emptyPostgresDatabase(admin))
    await expect(copy(file, target)).rejects.toThrow(
      /not at the latest migration \(1 pending, from .+\): start this version of the app on it once/,
    )
    const { rows } = await sql`select 1 from information_schema.tables
      where table_schema = current_schema()`.execute(target)
    expect(rows).toEqual([])
  })
})
