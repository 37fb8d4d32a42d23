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
          // The files share one worker, so playwright-core and the app's modules load once
          // (about 2 s a file); each file still starts its own server and browser.
          isolate: false,
        },
      },
    ],
  },
})
