import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The web's alias for the server's shared rules and schema types (web/tsconfig.json).
const apiDir = fileURLToPath(new URL('./api', import.meta.url))

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@api': apiDir } },
        test: {
          name: 'unit',
          include: [
            'api/**/*.test.ts',
            'db/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
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
          // Before the browser specs (a project of its own order).
          sequence: { groupOrder: 0 },
          // Many tests talk to local servers over real sockets (relays, Esplora, SMTP) and
          // derive keys; on two busy cores one can take several seconds. A timeout here only
          // catches a hang, it measures nothing.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One file at a time. Files share nothing (each starts its own server on its own port
          // and DATA_DIR, mailbox and chromium), so two could run at once; on two cores busy
          // with other work, two servers starting together missed their 20 s start deadline
          // (docs/performance.md, "Test suite").
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // The files share one worker, so playwright-core and the app's modules load once
          // (about 2 s a file); each file still starts its own server and browser.
          isolate: false,
        },
      },
    ],
  },
})
