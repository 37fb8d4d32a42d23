import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'esbuild'
import { collectCodeFacts } from './code-facts.js'
import { parseEnvExample } from './env-example.js'

const NAMESPACE = 'build-facts'

/**
 * Serves `import facts from 'build-facts:<name>'` with facts read from the repository
 * during the build (types in web/src/build-facts.d.ts). Nothing generated is written to
 * the source tree, so the pages cannot show a stale copy and git has nothing to keep
 * current. Each module is imported by one lazy page only, so it lands in that page's chunk.
 */
export function buildFactsPlugin(rootDir: string): Plugin {
  const modules: Record<string, { load: () => Promise<unknown>; watchFiles: string[] }> = {
    'env-example': {
      load: async () => parseEnvExample(await readFile(path.join(rootDir, '.env.example'), 'utf8')),
      watchFiles: ['.env.example'],
    },
    'code-facts': {
      load: () => collectCodeFacts(rootDir),
      watchFiles: ['package.json', 'docs/performance.md', 'web/src/config/paths.ts'],
    },
  }
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: /^build-facts:/ }, (args) => ({
        path: args.path.slice(`${NAMESPACE}:`.length),
        namespace: NAMESPACE,
      }))
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const module = modules[args.path]
        if (!module) return { errors: [{ text: `unknown build-facts module "${args.path}"` }] }
        return {
          contents: JSON.stringify(await module.load()),
          loader: 'json',
          watchFiles: module.watchFiles.map((file) => path.join(rootDir, file)),
        }
      })
    },
  }
}
