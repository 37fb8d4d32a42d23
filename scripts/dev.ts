/**
 * Development: the web bundle rebuilds on every change and the server restarts on
 * every change (tsx watch), both writing to the same dist/web the server serves.
 */
import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { buildWeb } from './build-web.js'

const root = resolve(import.meta.dirname, '..')
await buildWeb({ outDir: join(root, 'dist/web'), minify: false, watch: true })
const server = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api/server.ts'], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.kill(signal)
    process.exit(0)
  })
}
server.on('exit', (code) => process.exit(code ?? 0))
