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
          // Before the browser specs, which run one at a time (a project of its own order).
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
          // One chromium per file is plenty on two cores.
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
