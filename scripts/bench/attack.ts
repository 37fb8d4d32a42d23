/**
 * `npm run bench:attack`: the attack suite (issue 22), against the built app as a real
 * process on 127.0.0.1 with its own temporary DATA_DIR. It prints three figures,
 * recorded in docs/security.md ("Measured: the attack suite"):
 *
 * 1. fuzz: every route of the app's route catalog with malformed input
 *    (attack-fuzz.ts), as a parent, as a child and signed out: requests and 5xx;
 * 2. cross-family: a family's parent and child on every route that names a record,
 *    with another family's (attack-cross-family.ts): attempts and leaks;
 * 3. outside services: relays, the chain source, the mail server and a Lightning
 *    address service that stall, reset or answer garbage, under the routes that use
 *    them and through the jobs' runs (attack-outside.ts): crashes and 5xx.
 *
 * Usage: tsx scripts/bench/attack.ts [--app <checkout>] [--requests <n>] [--parts fuzz,cross,outside]
 * (or ATTACK_APP, ATTACK_REQUESTS, ATTACK_PARTS). --app runs another checkout's build
 * (run `npm run build` there first), such as an older commit in a git worktree, with
 * this checkout's attacks; --requests is the number of fuzz requests (by default one
 * pass: every malformed request once for each caller).
 */
import { randomBytes } from 'node:crypto'
import { cpus } from 'node:os'
import { parseArgs } from 'node:util'
import { buildApp } from '../../api/app.js'
import { loadConfig } from '../../api/config.js'
import type { CatalogedRoute } from '../../api/plugins/route-catalog.js'
import { startMailbox } from '../../api/test-mailbox.js'
import { VECTORS } from '../../api/testing/bitcoin-vectors.js'
import { startEsploraTestServer } from '../../api/testing/esplora-test-server.js'
import { TestNostrRelay } from '../../api/testing/nostr-relay.js'
import { TestWalletService } from '../../api/testing/nwc-wallet-service.js'
import { type SchemaNode, sampleValue } from '../../api/testing/route-inputs.js'
import { TestAuthenticator } from '../../api/testing/test-authenticator.js'
import { migrateToLatest } from '../../db/migrate.js'
import { openDb } from '../../db/sqlite-client.js'
import { ROOT_DIR } from '../lib/built-server.js'
import {
  type Attempt,
  crossFamilyAttempts,
  kindsNamed,
  type RecordIds,
  type RecordKind,
  specSays404,
} from './attack-cross-family.js'
import { type Answer, type AttackRequest, malformedRequests, send } from './attack-fuzz.js'
import { benchOutsideServices } from './attack-outside.js'
import { apiAs, signInChild, signUp } from './session.js'
import { type RunningServer, startBuiltServer } from './support.js'

const { values: options } = parseArgs({
  options: {
    app: { type: 'string', default: process.env.ATTACK_APP ?? ROOT_DIR },
    requests: { type: 'string', default: process.env.ATTACK_REQUESTS ?? '' },
    parts: { type: 'string', default: process.env.ATTACK_PARTS ?? 'fuzz,cross,outside' },
  },
})
const parts = new Set(options.parts.split(','))
/** Requests in flight at once: enough to keep the server busy, not the whole machine. */
const CONCURRENCY = Math.max(2, cpus().length * 2)
/** Routes that end the caller's own session or family: fuzzed signed out only, so the rest keeps its caller. */
const ENDS_SESSION = new Set([
  'POST /api/auth/logout',
  'POST /api/family/delete',
  'DELETE /api/children/:id',
  'DELETE /api/children/:id/sign-in',
])

/** The routes this checkout's app registers, read from its route catalog. */
async function routeCatalog(): Promise<readonly CatalogedRoute[]> {
  const db = openDb({ filename: ':memory:' })
  await migrateToLatest(db)
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' }),
    db,
    secretKey: randomBytes(32),
  })
  await app.ready()
  const routes = [...app.routeCatalog]
  await app.close()
  return routes
}

const routeKey = (route: CatalogedRoute) => `${route.method} ${route.url}`

/** A distinct client address for each request (the server trusts X-Forwarded-For here), so rate limits answer in no check's place. */
function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

interface Member {
  role: 'parent' | 'child'
  cookie: string
}

interface Family {
  parent: Member
  child: Member
  ids: RecordIds
  /** Texts only this family's records hold: one in another family's answer is a leak. */
  markers: string[]
  /** Kinds of record it could not be given, with why. */
  missing: string[]
}

/** A body its route's schema accepts, with `values` over the samples. */
function bodyFor(
  routes: readonly CatalogedRoute[],
  key: string,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const route = routes.find((r) => routeKey(r) === key)
  const schema = route?.schema?.body as SchemaNode | undefined
  if (!schema) throw new Error(`no body schema for ${key}`)
  return { ...(sampleValue(schema, 'body', 0) as Record<string, unknown>), ...values }
}

/**
 * A family with one record of every kind a route names, made through the API as its
 * parent and child would: a child signed in on their own, a goal, a chore, a request,
 * an allocation request, a savings transfer, a Lightning invoice, an on-chain send, a
 * subscription invoice, a public wallet test and a passkey.
 */
async function seedFamily(
  server: RunningServer,
  mailbox: Awaited<ReturnType<typeof startMailbox>>,
  wallet: TestWalletService,
  routes: readonly CatalogedRoute[],
  name: string,
): Promise<Family> {
  const email = `${name.toLowerCase()}-parent@example.org`
  const parentCookie = await signUp(server.url, mailbox, email)
  const call = apiAs(server.url, parentCookie)
  const childName = `${name}kid`
  const child = await call<{ id: number }>('POST', '/api/children', { name: childName, age: 9 })
  const childEmail = `${name.toLowerCase()}-kid@example.org`
  const childCookie = await signInChild(server.url, mailbox, parentCookie, child.id, childEmail)
  const kid = apiAs(server.url, childCookie)
  const family: Family = {
    parent: { role: 'parent', cookie: parentCookie },
    child: { role: 'child', cookie: childCookie },
    ids: { child: child.id },
    markers: [email, childEmail, childName],
    missing: [],
  }
  const add = async (kind: RecordKind, make: () => Promise<number | string>) => {
    try {
      family.ids[kind] = await make()
    } catch (error) {
      family.missing.push(`${kind} (${error instanceof Error ? error.message : error})`)
    }
  }
  const goalTitle = `${name} bike fund`
  const choreTitle = `${name} feeds the cat`
  const reason = `${name} wants a comic`
  family.markers.push(goalTitle, choreTitle, reason)

  await call('PATCH', `/api/children/${child.id}/spending-threshold`, { threshold: '0.001' })
  await call('POST', `/api/lightning/sync-balance/${child.id}`, { newBalance: '0.0001' })
  await call('POST', `/api/children/${child.id}/update-savings`, { newBalance: '0.001' })
  await add('goal', async () => {
    const goal = await call<{ id: number }>('POST', '/api/family-goals', {
      title: goalTitle,
      description: 'A red bike',
      targetAmount: '0.01',
      category: 'bike',
    })
    return goal.id
  })
  await add('chore', async () => {
    const body = bodyFor(routes, 'POST /api/chores', { childId: child.id, title: choreTitle })
    return (await call<{ id: number }>('POST', '/api/chores', body)).id
  })
  await add('request', async () => {
    const body = { childId: child.id, amount: '0.00001', reason }
    return (await kid<{ id: number }>('POST', '/api/withdrawal-requests', body)).id
  })
  await add('allocation', async () => {
    const url = `/api/family-goals/${family.ids.goal}/child-allocation-request`
    const body = bodyFor(routes, `POST /api/family-goals/:id/child-allocation-request`, {
      childId: child.id,
      percentage: '10',
      reason,
    })
    return (await kid<{ request: { id: number } }>('POST', url, body)).request.id
  })
  await add('transfer', async () => {
    const body = { childId: child.id, amount: '0.00001', description: reason }
    const reply = await kid<{ transferId: number }>('POST', '/api/savings-transfers/initiate', body)
    return reply.transferId
  })
  await add('invoice', async () => {
    await call('POST', '/api/lightning-config/setup', {
      provider: 'nwc',
      url: wallet.createConnection(),
      credentials: '',
    })
    const body = { childId: child.id, amount: '500' }
    return (await call<{ paymentHash: string }>('POST', '/api/lightning/invoice', body)).paymentHash
  })
  await add('send', async () => {
    await call('POST', '/api/wallet/configure', { walletAddress: VECTORS.bip44.receive0 })
    const body = { childId: child.id, toAddress: VECTORS.bip44.receive0, amount: '0.0001' }
    const sent = await call<{ transactionId: string }>('POST', '/api/bitcoin/send', body)
    return Number(sent.transactionId)
  })
  await add('billing-invoice', async () => {
    const body = bodyFor(routes, 'POST /api/billing/create-invoice', {})
    const reply = await call<{ invoice: { paymentHash: string } }>(
      'POST',
      '/api/billing/create-invoice',
      body,
    )
    return reply.invoice.paymentHash
  })
  await add('wallet-test', async () => {
    const res = await fetch(`${server.url}/api/public/test-coinos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ connectionString: wallet.createConnection() }),
    })
    const reply = (await res.json()) as { connectionId: string | null; error?: string }
    if (!reply.connectionId) throw new Error(`test-coinos: ${res.status} ${reply.error}`)
    return reply.connectionId
  })
  await add('passkey', async () => {
    const authenticator = new TestAuthenticator(server.url)
    const options = await call<Parameters<TestAuthenticator['register']>[0]>(
      'POST',
      '/api/auth/passkeys/registration-options',
    )
    const added = await call<{ id: number }>('POST', '/api/auth/passkeys', {
      response: authenticator.register(options),
      name: `${name}'s phone`,
    })
    return added.id
  })
  return family
}

function percent(part: number, whole: number): string {
  return whole ? `${((part / whole) * 100).toFixed(1)} %` : '-'
}

/** Sends `requests` with CONCURRENCY in flight; `onAnswer` sees each answer. */
async function sendAll<T extends { request: AttackRequest }>(
  url: string,
  requests: Iterator<T>,
  onAnswer: (item: T, answer: Answer) => void,
): Promise<void> {
  let n = 0
  const worker = async () => {
    for (let next = requests.next(); !next.done; next = requests.next()) {
      const answer = await send(url, next.value.request, clientAddress(n++))
      onAnswer(next.value, answer)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
}

async function fuzz(
  server: RunningServer,
  routes: readonly CatalogedRoute[],
  family: Family,
  requested: number | undefined,
): Promise<void> {
  const callers = [
    { name: 'parent', cookie: family.parent.cookie },
    { name: 'child', cookie: family.child.cookie },
    { name: 'signed out', cookie: '' },
  ]
  const routesOf = (cookie: string) =>
    routes.filter((route) => !(cookie && ENDS_SESSION.has(routeKey(route))))
  const id = Number(family.ids.child)
  const perPass = callers.reduce(
    (sum, caller) =>
      sum +
      routesOf(caller.cookie).reduce(
        (n, route) => n + malformedRequests(route, { cookie: caller.cookie, id }).length,
        0,
      ),
    0,
  )
  const total = requested ?? perPass
  function* requests() {
    let made = 0
    for (;;) {
      for (const caller of callers) {
        for (const route of routesOf(caller.cookie)) {
          for (const request of malformedRequests(route, { cookie: caller.cookie, id })) {
            if (made++ >= total) return
            yield { caller: caller.name, route, request }
          }
        }
      }
    }
  }

  const byClass = new Map<string, number>()
  const serverErrors = new Map<string, number>()
  const started = performance.now()
  await sendAll(server.url, requests(), ({ caller, route, request }, answer) => {
    const statusClass = answer.status ? `${String(answer.status)[0]}xx` : 'no answer'
    byClass.set(statusClass, (byClass.get(statusClass) ?? 0) + 1)
    if (answer.status >= 500 || answer.status === 0) {
      const key = `${routeKey(route)} as ${caller}, ${request.flaw}: ${answer.status} ${answer.body.slice(0, 200)}`
      serverErrors.set(key, (serverErrors.get(key) ?? 0) + 1)
    }
  })
  const seconds = (performance.now() - started) / 1000
  const sessionsKept = await Promise.all(
    callers.slice(0, 2).map(async (caller) => {
      const res = await fetch(`${server.url}/api/auth/user`, { headers: { cookie: caller.cookie } })
      return `${caller.name} ${res.status === 200 ? 'still signed in' : `signed out (${res.status})`}`
    }),
  )
  const fiveXx = byClass.get('5xx') ?? 0
  console.log(
    `Fuzz: ${total.toLocaleString('en')} malformed requests (${perPass.toLocaleString('en')} a pass) on ${routes.length} routes as a parent, a child and signed out, in ${seconds.toFixed(0)} s (${Math.round(total / seconds)}/s)`,
  )
  console.log(
    `  answers: ${[...byClass]
      .sort()
      .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
      .join(', ')}`,
  )
  console.log(
    `  5xx: ${fiveXx} (${percent(fiveXx, total)}); no answer: ${byClass.get('no answer') ?? 0}`,
  )
  console.log(`  callers afterwards: ${sessionsKept.join(', ')}`)
  console.log(
    `  process: ${server.exitCode() === null ? 'running' : `ended (${server.exitCode()})`}`,
  )
  for (const [key, count] of [...serverErrors].slice(0, 30)) console.log(`  ! ${count} x ${key}`)
}

/** An answer with the ids it was asked about blanked out, to compare two answers. */
function normalised(answer: Answer, ids: (string | number)[]): string {
  let body = answer.body
  for (const id of ids) body = body.replaceAll(String(id), '<id>')
  return `${answer.status} ${body}`
}

async function crossFamily(
  server: RunningServer,
  routes: readonly CatalogedRoute[],
  ours: Family,
  theirs: Family,
): Promise<void> {
  const needed = kindsNamed(routes)
  const attempts: { member: Member; attempt: Attempt }[] = []
  for (const member of [ours.parent, ours.child]) {
    for (const route of routes) {
      for (const attempt of crossFamilyAttempts(route, {
        cookie: member.cookie,
        own: ours.ids,
        theirs: theirs.ids,
      })) {
        attempts.push({ member, attempt })
      }
    }
  }
  const leaks: string[] = []
  const not404: string[] = []
  let spec404 = 0
  let n = 1_000_000
  for (const { member, attempt } of attempts) {
    const ids = [attempt.theirId, attempt.missingId]
    const theirAnswer = await send(server.url, attempt.theirs, clientAddress(n++))
    const missingAnswer = await send(server.url, attempt.missing, clientAddress(n++))
    const where = `${routeKey(attempt.route)} ${attempt.field.part}.${attempt.field.name} as ${member.role}`
    const carried = theirs.markers.filter((marker) => theirAnswer.body.includes(marker))
    const differs = normalised(theirAnswer, ids) !== normalised(missingAnswer, ids)
    if (carried.length > 0 || differs) {
      leaks.push(
        `${where}: ${theirAnswer.status} ${theirAnswer.body.slice(0, 160)} (missing id: ${missingAnswer.status} ${missingAnswer.body.slice(0, 80)})${carried.length ? `; carries ${carried.join(', ')}` : ''}`,
      )
    }
    if (specSays404(attempt.route, member.role)) {
      spec404++
      if (theirAnswer.status !== 404) {
        const same = differs ? '' : ' (the same as for an id that does not exist)'
        not404.push(`${where}: ${theirAnswer.status} ${theirAnswer.body.slice(0, 120)}${same}`)
      }
    }
  }
  const notCovered = [...needed].filter((kind) => theirs.ids[kind] === undefined)
  const routesTried = new Set(attempts.map(({ attempt }) => routeKey(attempt.route))).size
  console.log(
    `Cross-family: ${attempts.length} attempts (each beside the same with an id that does not exist) on ${routesTried} routes, by a parent and a child, with the other family's ${Object.keys(theirs.ids).length} kinds of record`,
  )
  console.log(
    `  leaks: ${leaks.length} (an answer carrying the other family's data, or unlike the answer for an id that does not exist)`,
  )
  console.log(
    `  where the spec says 404 (${spec404} attempts: the caller's role may use the route): ${not404.length} answered otherwise`,
  )
  if (notCovered.length > 0) console.log(`  not covered: ${theirs.missing.join('; ')}`)
  for (const leak of leaks) console.log(`  ! leak: ${leak}`)
  for (const line of not404) console.log(`  ? not 404: ${line}`)
}

async function fuzzAndCrossFamily(routes: readonly CatalogedRoute[]): Promise<void> {
  const mailbox = await startMailbox()
  const relay = await TestNostrRelay.start()
  const wallet = await TestWalletService.start({ relayUrls: [relay.url] })
  const chain = await startEsploraTestServer({ style: 'esplora', network: 'mainnet' })
  const server = await startBuiltServer(
    {
      SMTP_URL: mailbox.smtpUrl,
      TZ: 'UTC',
      // Each request of the run says it comes from its own address (clientAddress).
      TRUST_PROXY: 'true',
      // The families' wallet, the operator's and the public test reach the local relay.
      ALLOW_INSECURE_RELAYS: 'true',
      ESPLORA_URL: chain.url,
      BILLING_ENABLED: 'true',
      BILLING_LIGHTNING_URL: wallet.createConnection(),
      // The fuzzing parent is an administrator too, so the admin routes read their input.
      ADMIN_EMAILS: 'anna-parent@example.org',
    },
    { appDir: options.app, urlHost: 'localhost' },
  )
  try {
    const anna = await seedFamily(server, mailbox, wallet, routes, 'Anna')
    const bert = await seedFamily(server, mailbox, wallet, routes, 'Bert')
    if (parts.has('cross')) await crossFamily(server, routes, anna, bert)
    const requested = options.requests ? Number(options.requests) : undefined
    if (parts.has('fuzz')) await fuzz(server, routes, anna, requested)
  } finally {
    await server.stop()
    await Promise.all([mailbox.close(), chain.close()])
    await wallet.stop()
    await relay.stop()
  }
}

console.log(`Attack suite on the build in ${options.app}`)
const routes = await routeCatalog()
if (parts.has('fuzz') || parts.has('cross')) await fuzzAndCrossFamily(routes)
if (parts.has('outside')) await benchOutsideServices(options.app)
