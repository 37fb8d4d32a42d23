import type { BuildOptions } from 'esbuild'

/**
 * How a Node entry of the app is bundled: the server's (scripts/build.ts), the app
 * process the process-level tests start (api/testing/app-process-bundle.ts) and the
 * benchmarks' reference server (scripts/bench/support.ts).
 */
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // Dependencies are bundled too: resolving hundreds of small ESM files at every
  // start (typebox alone has ~300) was most of the cold-start time. Only the
  // native SQLite addon stays in node_modules. pg's optional native binding (pg-native)
  // is left a plain require() inside pg's own try/catch, reached only when pg.native is
  // asked for, which the app never does: the bundle runs on pg's JavaScript client.
  external: ['better-sqlite3'],
  // Bundled CommonJS dependencies still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Less to parse at every start; identifiers stay, so stack traces keep their names.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
} satisfies BuildOptions
