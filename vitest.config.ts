import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { DATABASE_FREE_TEST_FOLDERS } from './scripts/lib/database-free-tests.cjs'

// The web's alias for the server's shared rules and schema types (web/tsconfig.json).
const webResolve = { alias: { '@api': fileURLToPath(new URL('./api', import.meta.url)) } }

/**
 * Test files about what only SQLite has, left out of the PostgreSQL run. Files that open
 * a SQLite database of their own on purpose (a file another process opens, the
 * migrations on a bare file) run there too and test SQLite again.
 */
const SQLITE_ONLY = [
  'db/sqlite-driver.test.ts', // the better-sqlite3 driver and its `begin immediate`
  'db/sqlite-client.test.ts', // the database file's modes
  'db/test-database.test.ts', // copies of a serialized image
  'db/cache-until-write.test.ts', // SQLite's data version (PostgreSQL keeps nothing)
  'api/query-plans.test.ts', // SQLite's query planner
  'api/stored-numbers.test.ts', // SQLite's column types and typeof() CHECKs
]

/**
 * How long `expect.poll` waits for what a test waits on (a line logged after an answer, a
 * mail, a page's title). Vitest's default of 1 s is a timing threshold, not a hang guard:
 * a log line written after a mail server's reset arrived later than that once the suite's
 * parts ran beside each other on two cores.
 */
const POLL_UNTIL_HUNG = { timeout: 20_000 }

/** Settings the API and database tests share on both engines. */
const serverTests: NonNullable<TestProjectInlineConfiguration['test']> = {
  include: ['api/**/*.test.ts', 'db/**/*.test.ts'],
  environment: 'node',
  // Vitest's default on two cores is one worker, so every file ran after the other.
  // Most of these tests wait on sockets and local servers rather than use the CPU:
  // three files at a time keep both cores busy.
  maxWorkers: 3,
  // A worker keeps the modules it loaded for its next file: loading the app's modules
  // (Fastify, the features) again for each of some 150 files cost seconds a file. Tests
  // share no state through them: each builds its own app on its own database
  // (db/test-database.ts), and tests that fake timers or stub globals restore them.
  isolate: false,
  // Many tests talk to local servers over real sockets (relays, Esplora, SMTP) and
  // derive keys; on two busy cores one can take several seconds. A timeout here only
  // catches a hang, it measures nothing.
  testTimeout: 30_000,
  expect: { poll: POLL_UNTIL_HUNG },
  // The app process some tests start, bundled once for the run.
  globalSetup: ['api/testing/app-process-bundle.ts'],
}

/**
 * The API and database tests again on PostgreSQL, when TEST_DATABASE_URL names a
 * server's admin URL (npm test starts a throw-away one: scripts/postgres-for-tests.sh).
 * Each test gets a database copied from one migrated template (db/test-database.ts).
 */
const postgresProject: TestProjectInlineConfiguration = {
  test: {
    ...serverTests,
    name: 'postgres',
    // The copy from SQLite into PostgreSQL builds its SQLite file through the app (it
    // lives with its command in scripts/, as db/ may not import the app).
    include: [...(serverTests.include ?? []), 'scripts/copy-to-postgres.test.ts'],
    exclude: [...SQLITE_ONLY, ...DATABASE_FREE_TEST_FOLDERS.map((folder) => `${folder}/**`)],
    globalSetup: [...(serverTests.globalSetup ?? []), 'db/postgres-test-run.ts'],
    // After the SQLite run and the browser specs: scripts/test.sh runs it on its own.
    sequence: { groupOrder: 2 },
    // Creating a database from the template takes a checkpoint: slower than SQLite's copy.
    hookTimeout: 30_000,
  },
}

/**
 * Small files that run long: the role walks (web/e2e/roles-*.spec.ts, a minute or more
 * each) and the API tests that mostly wait, on stalled services' timeouts and on server
 * processes of their own.
 */
const LONG_FOR_THEIR_SIZE = [
  /\/web\/e2e\/roles-[^/]+\.spec\.ts$/,
  /\/api\/(outside-services|two-processes|jobs-across-processes|money-across-processes|restart-with-services-down)\.test\.ts$/,
  /\/api\/features\/lightning\/relay-failures\.routes\.test\.ts$/,
]

/**
 * Vitest's order with the files that run long for their size first in each project.
 * Without the durations of an earlier run (a fresh clone, as in CI) Vitest starts larger
 * files first: these came last and ran alone while the other workers were done, a core
 * waiting on their timeouts or walks.
 */
class LongForTheirSizeFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const isLong = (file: TestSpecification) =>
      LONG_FOR_THEIR_SIZE.some((pattern) => pattern.test(file.moduleId))
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))]
  }
}

/**
 * Tests that reach no database and load no native code: the database-free folders and the
 * web's pure modules. scripts/test.sh runs them while better-sqlite3's addon compiles.
 */
const DATABASE_FREE_TESTS = [
  ...DATABASE_FREE_TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
  'web/src/**/*.test.{ts,tsx}',
]

export default defineConfig({
  test: {
    sequence: { sequencer: LongForTheirSizeFirst },
    projects: [
      {
        resolve: webResolve,
        test: {
          name: 'database-free',
          ...serverTests,
          include: DATABASE_FREE_TESTS,
          // They start no app process: the app's bundle is not needed.
          globalSetup: [],
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: webResolve,
        test: {
          name: 'unit',
          ...serverTests,
          include: [...(serverTests.include ?? []), 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...DATABASE_FREE_TESTS],
          // SQLite, whatever the shell says: the postgres project is the PostgreSQL run
          // (tests that need a server skip here).
          env: { TEST_DATABASE_URL: '' },
          // Before the browser specs (a project of its own order).
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: POLL_UNTIL_HUNG },
          // Two files at a time: they share nothing (each starts its own server on its own
          // port and DATA_DIR, mailbox and chromium), and one file alone leaves a core mostly
          // waiting on page round trips (docs/performance.md, "Test suite"). More than two
          // made two cores busy enough for servers to miss their start deadline.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // A worker keeps playwright-core and the app's modules for its next file (about 2 s
          // a file); each file still starts its own server and browser.
          isolate: false,
        },
      },
      ...(process.env.TEST_DATABASE_URL ? [postgresProject] : []),
    ],
  },
})
