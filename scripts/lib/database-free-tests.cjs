/**
 * Folders whose tests exercise code that never reaches a database: the shared rules and
 * schemas, the bitcoin and Lightning clients (against local servers of the real protocols),
 * the test servers themselves. They run once, in the `database-free` project, which
 * `npm test` runs while better-sqlite3's addon compiles: run again on PostgreSQL
 * (vitest.config.ts) they would test nothing new. `npm run lint`
 * (.dependency-cruiser.cjs, `database-free-tests-stay-so`) fails when a test in them comes
 * to reach db/, so none is left out of the PostgreSQL run by mistake.
 */
module.exports = {
  DATABASE_FREE_TEST_FOLDERS: [
    'api/contracts',
    'api/lib/bitcoin',
    'api/lib/lightning',
    'api/testing',
  ],
}
