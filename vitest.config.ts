import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'api/**/*.test.ts',
            'db/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
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
