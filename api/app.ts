import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify'
import type { Db } from '../db/client.js'
import type { Config } from './config.js'
import { registerErrorHandler } from './errors.js'
import { adminRoutes } from './features/admin/admin.routes.js'
import { allowancesJob } from './features/allowances/allowances.job.js'
import { allowancesRoutes } from './features/allowances/allowances.routes.js'
import { authRoutes } from './features/auth/auth.routes.js'
import { passkeysRoutes } from './features/auth/passkeys.routes.js'
import { signInCleanupJob } from './features/auth/sign-in-cleanup.job.js'
import { signInCodesRoutes } from './features/auth/sign-in-codes.routes.js'
import { billingJob } from './features/billing/billing.job.js'
import { billingRoutes } from './features/billing/billing.routes.js'
import { billingWalletPlugin } from './features/billing/billing-wallet.js'
import { childSignInRoutes } from './features/children/child-sign-in.routes.js'
import { childrenRoutes } from './features/children/children.routes.js'
import { choresRoutes } from './features/chores/chores.routes.js'
import { csvImportRoutes } from './features/csv-import/csv-import.routes.js'
import { familyRoutes } from './features/family/family.routes.js'
import { familyBalanceRoutes } from './features/family-balance/family-balance.routes.js'
import { familyDataRoutes } from './features/family-data/family-data.routes.js'
import { goalsRoutes } from './features/goals/goals.routes.js'
import { healthRoutes } from './features/health/health.routes.js'
import type { ServiceName } from './features/health/health.schemas.js'
import type { ServiceCheck } from './features/health/health.service.js'
import { healthCheckJob } from './features/health/health-check.job.js'
import { interestJob } from './features/interest/interest.job.js'
import { interestRoutes } from './features/interest/interest.routes.js'
import { ledgerRoutes } from './features/ledger/ledger.routes.js'
import { payOutAllowances } from './features/lightning/auto-payouts.service.js'
import { readBalance } from './features/lightning/connection.service.js'
import { lightningSettleJob } from './features/lightning/lightning.job.js'
import { lightningRoutes } from './features/lightning/lightning.routes.js'
import { reconcileFamilyWallet } from './features/lightning/reconciliation.service.js'
import { syncRemindersJob } from './features/lightning/sync-reminders.job.js'
import { mailSettingsRoutes } from './features/mail-settings/mail-settings.routes.js'
import { monitoringRoutes } from './features/monitoring/monitoring.routes.js'
import { requestsRoutes } from './features/requests/requests.routes.js'
import { walletRoutes } from './features/wallet/wallet.routes.js'
import { getFamilyInfo } from './features/wallet/wallet.service.js'
import {
  chainSourceCheck,
  chainSourceFromConfig,
  onchainOf,
} from './features/wallet/wallet-chain.js'
import { walletSyncJob } from './features/wallet/wallet-sync.job.js'
import type { AfterAllowanceCredit } from './lib/allowance-credits.js'
import type { EsploraSource } from './lib/bitcoin/esplora-source.js'
import type { WalletReconciler } from './lib/books-reconciliation.js'
import type { LightningTimeouts } from './lib/lightning/lightning-provider.js'
import { readSavedMailServer } from './lib/mail-server.js'
import { createMailer, type Mailer } from './lib/mailer.js'
import { readServerRenderTemplate, styleHashesOf } from './lib/prerendered-pages.js'
import { type PublicAddresses, publicAddresses } from './lib/public-address.js'
import { sharedSerializerFactory, sharedValidatorFactory } from './lib/schema-compilers.js'
import type { LinkContext } from './lib/sign-in-links.js'
import { type LoggedRequest, urlForLog } from './lib/url-for-log.js'
import { accessPlugin } from './plugins/access.js'
import { cachedReadsPlugin } from './plugins/cached-reads.js'
import { JobLeases, newInstanceId } from './plugins/job-leases.js'
import { jobsPlugin } from './plugins/jobs.js'
import { notFoundPlugin } from './plugins/not-found.js'
import { requestGuardsPlugin } from './plugins/request-guards.js'
import { requestMetricsPlugin } from './plugins/request-metrics.js'
import { routeCatalogPlugin } from './plugins/route-catalog.js'
import { securityHeadersPlugin } from './plugins/security-headers.js'
import { databaseRateLimitStore, recordFirstRefusal } from './plugins/shared-rate-limits.js'
import { staticWebPlugin } from './plugins/static-web.js'
import { subscriptionLockPlugin } from './plugins/subscription-lock.js'
import { urlValuesPlugin } from './plugins/url-values.js'

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export interface AppDeps {
  config: Config
  /** The app owns the connection from here on and destroys it on close. */
  db: Db
  secretKey: Buffer
  clock?: Clock
  /** Folder of the built web bundle; API-only when absent (tests). */
  webRoot?: string
  /** Defaults to SMTP from SMTP_URL, or the log when none is configured. */
  mailer?: Mailer
  /** The SMTP mailer's wait for each step with the mail server; its default when absent (tests shorten it). */
  mailTimeoutMs?: number
  /** Defaults to the one built from config.chainSource (tests pass one with short timeouts). */
  chainSource?: EsploraSource
  /** Where log lines go; stdout when absent (tests read them to prove what is never logged). */
  logStream?: { write(line: string): void }
  /** Waits for the Lightning wallets (the families', the operator's); the providers' defaults when absent. */
  lightningTimeouts?: Partial<LightningTimeouts>
  /** Wait for a Lightning address service (payouts); 10 s when absent. */
  lnurlTimeoutMs?: number
  /** Every job on this cron schedule instead of its own (a test runs them each second). */
  jobSchedule?: string
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    clock: Clock
    secretKey: Buffer
    mailer: Mailer
    /** The process's one chain source: its cache and request limits are shared by every family. */
    chainSource: EsploraSource
    startedAt: number
    /** Health probes registered by the features that configure a service. */
    serviceChecks: Partial<Record<ServiceName, ServiceCheck>>
    /** The addresses the app answers on and which one a request came in on. */
    publicAddresses: PublicAddresses
    /** What a service needs to issue and mail a sign-in link for this request. */
    linkContext(request: FastifyRequest): LinkContext
    /** Runs after allowances are credited, by the button or the job: automatic payouts. */
    afterAllowanceCredit: AfterAllowanceCredit
    /** Compares a family's Lightning wallet with its books, for the books check. */
    reconcileWallet: WalletReconciler
  }
}

/** Lets schemas carry the spec's exact validation text and its error code (see errors.ts). */
function allowErrorMessageKeyword<T extends { addKeyword(keyword: string): unknown }>(ajv: T): T {
  ajv.addKeyword('errorMessage')
  ajv.addKeyword('errorCode')
  return ajv
}

/**
 * Builds the whole application without listening, so tests drive it through
 * inject() exactly as the server runs it.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      // Secrets that travel in URLs (sign-in tokens, test connection ids) never reach a log.
      serializers: {
        req: (request: LoggedRequest & { method: string; host?: string; ip?: string }) => ({
          method: request.method,
          url: urlForLog(request),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    trustProxy: config.trustProxy,
    // A home server behind a slow Wi-Fi link still answers; a stuck client doesn't hold a socket forever.
    requestTimeout: 30_000,
    ajv: {
      // No coercion: ajv read "Infinity", "1e400", "0x10" and " 1" as numbers and
      // stored Infinity. Bodies are JSON and carry real numbers; path and query text
      // is read strictly by url-values.ts before validation.
      customOptions: { verbose: true, coerceTypes: false },
      plugins: [allowErrorMessageKeyword],
    },
    // Each route schema compiled once per process, not once per app (schema-compilers.ts).
    schemaController: {
      compilersFactory: {
        buildValidator: sharedValidatorFactory,
        buildSerializer: sharedSerializerFactory,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('config', config)
  app.decorate('db', deps.db)
  app.decorate('clock', deps.clock ?? systemClock)
  app.decorate('secretKey', deps.secretKey)
  app.decorate('startedAt', Date.now())
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      savedServer: () => readSavedMailServer(deps.db, deps.secretKey),
      ...(deps.mailTimeoutMs ? { timeoutMs: deps.mailTimeoutMs } : {}),
    })
  app.decorate('mailer', mailer)
  const chainSource = deps.chainSource ?? chainSourceFromConfig(config.chainSource)
  app.decorate('chainSource', chainSource)
  app.decorate('serviceChecks', {
    email: checkMailer(mailer, app.log),
    bitcoin: chainSourceCheck(deps.db, chainSource, app.log),
  })
  const addresses = publicAddresses(config.publicUrls)
  app.decorate('publicAddresses', addresses)
  app.decorate('linkContext', (request: FastifyRequest) => ({
    db: deps.db,
    mailer,
    // The address the family used, when it is a listed one: a link mailed to someone
    // signing in over Tor or by IP opens there, not at the main address.
    publicUrl: addresses.of(request).url,
    now: app.clock.now(),
    ip: request.ip,
    log: request.log,
  }))
  app.addHook('onClose', async () => {
    await deps.db.destroy()
  })
  // close() lets a request already running finish; the server then stops once every
  // connection has closed. Its answer tells the client to close the connection: kept
  // alive and idle, it would hold the shutdown (and the database) open for the
  // keep-alive timeout (72 s), since the idle ones are closed only when close() begins.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })

  registerErrorHandler(app)
  // The page a signed-in screen is drawn into carries the stylesheet inside: the CSP
  // allows that one by its hash.
  const serverRenderTemplate = deps.webRoot ? readServerRenderTemplate(deps.webRoot) : undefined
  await app.register(securityHeadersPlugin, {
    isHttps: addresses.all.some((address) => address.isSecure),
    inlineStyles: styleHashesOf(serverRenderTemplate ?? ''),
  })
  await app.register(requestMetricsPlugin)
  await app.register(requestGuardsPlugin, {
    publicOrigins: addresses.all.map((address) => address.origin),
  })
  await app.register(cookie)
  // Counted in the database, so instances sharing it share the limits (shared-rate-limits.ts).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(deps.db, () => app.clock.now()),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
    onExceeded: recordFirstRefusal(deps.db, () => app.clock.now()),
  })
  await app.register(accessPlugin)
  await app.register(urlValuesPlugin)
  await app.register(routeCatalogPlugin)
  await app.register(subscriptionLockPlugin)
  await app.register(billingWalletPlugin, { timeouts: deps.lightningTimeouts })
  await app.register(cachedReadsPlugin)

  // The books check (health) compares each family's wallet with its books through the
  // lightning feature: composed here (features never import each other).
  app.decorate('reconcileWallet', (familyId: number, now: Date) =>
    reconcileFamilyWallet(app.db, app.lightning, familyId, now),
  )
  await app.register(healthRoutes)
  await app.register(authRoutes)
  await app.register(signInCodesRoutes)
  await app.register(passkeysRoutes)
  await app.register(familyRoutes)
  await app.register(familyDataRoutes)
  await app.register(childrenRoutes)
  await app.register(childSignInRoutes)
  await app.register(ledgerRoutes)
  await app.register(csvImportRoutes)
  // Credited allowances are paid out to the children's Lightning addresses where the
  // parent turned that on: composed here (features never import each other).
  app.decorate('afterAllowanceCredit', async (credits) => {
    const t = await payOutAllowances(app.db, app.lightning, credits, () => app.clock.now())
    if (t.paid + t.pending + t.failed + t.skipped > 0) {
      app.log.info(t, 'automatic payouts after the allowance')
    }
  })
  await app.register(allowancesRoutes)
  await app.register(requestsRoutes)
  await app.register(goalsRoutes)
  await app.register(choresRoutes)
  await app.register(interestRoutes)
  await app.register(walletRoutes)
  await app.register(lightningRoutes, {
    timeouts: deps.lightningTimeouts,
    lnurlTimeoutMs: deps.lnurlTimeoutMs,
  })
  // The Total Family Balance needs both wallets: composed here (features never import
  // each other); each reader is the one its own card's route uses.
  await app.register(familyBalanceRoutes, {
    onChain: (familyId) => getFamilyInfo(app.db, onchainOf(app), familyId),
    lightning: (familyId) => readBalance(app.db, app.lightning, familyId),
  })
  await app.register(billingRoutes)
  await app.register(adminRoutes)
  await app.register(mailSettingsRoutes)
  await app.register(monitoringRoutes)
  await app.register(jobsPlugin, {
    enabled: config.jobsEnabled,
    // Each app is one instance: its own id holds its leases (a test's apps are instances too).
    leases: new JobLeases({ db: deps.db, now: () => app.clock.now(), instanceId: newInstanceId() }),
    onFailure: (job, error) => app.monitor.recordJobFailure(job, error),
    ...(deps.jobSchedule ? { schedule: deps.jobSchedule } : {}),
    jobs: [
      allowancesJob,
      interestJob,
      signInCleanupJob,
      walletSyncJob,
      lightningSettleJob,
      syncRemindersJob,
      healthCheckJob,
      ...(config.billing.enabled ? [billingJob] : []),
    ],
  })

  if (deps.webRoot) {
    await app.register(staticWebPlugin, { webRoot: deps.webRoot, serverRenderTemplate })
  }
  await app.register(notFoundPlugin, { servesWeb: deps.webRoot !== undefined })
  return app
}

/** How long one SMTP check answers /health (polled every 30 s by browsers and Docker). */
const MAIL_CHECK_TTL_MS = 5 * 60 * 1000

/**
 * Logging in to the family's mail account on every /health call would hammer it (and
 * can get the account throttled), and /health is public: check at most every few
 * minutes, and say what failed only in the server log. Whether a server is configured
 * is asked each time: an admin may save one in the app (or remove it) at any moment.
 */
function checkMailer(mailer: Mailer, log: FastifyBaseLogger): ServiceCheck {
  let last: { at: number; result: Promise<Awaited<ReturnType<ServiceCheck>>> } | undefined
  return async () => {
    if (!(await mailer.isConfigured())) return { status: 'not_configured' }
    const now = Date.now()
    if (last && now - last.at < MAIL_CHECK_TTL_MS) return last.result
    const result = mailer.verify().then(
      () => ({ status: 'up' as const }),
      (error: unknown) => {
        log.warn({ err: error }, 'SMTP check failed')
        return { status: 'down' as const, error: 'The mail server did not accept the connection' }
      },
    )
    last = { at: now, result }
    return result
  }
}
