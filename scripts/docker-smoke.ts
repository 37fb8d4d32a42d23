/**
 * Docker smoke test: builds the image and walks a family through a real container,
 * printing every figure (recorded in docs/deploy/docker-smoke.md). Needs a Docker
 * engine, so it is not part of `npm test`.
 *
 *   npx tsx scripts/docker-smoke.ts               # build family-bitcoin:latest, then test it
 *   npx tsx scripts/docker-smoke.ts --skip-build  # test the image already built
 *
 * It proves: the container starts and /health answers; it runs as a non-root user;
 * a family signs up through the API (the link comes from the container log, as on a
 * fresh install without SMTP) and adds a child; the data survives `docker restart`
 * and a new container on the same volume; the files in the volume are private;
 * `node dist/backup.js` writes a consistent backup; the restore steps of
 * docs/backup.md bring it back; and how big the image and the app's own layers are.
 * It removes its containers and volume, and keeps the image.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const image = 'family-bitcoin:latest'
const baseImage = 'node:22-slim'
const run = `family-smoke-${process.pid}`
const volume = `${run}-data`
const parentEmail = 'parent@smoke.example'
/** Throw-away containers (the restore step) are named after the run, for cleanup. */
const helpers: string[] = []

class SmokeFailure extends Error {
  override name = 'SmokeFailure'
}

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new SmokeFailure(what)
}

function print(label: string, value: string): void {
  console.log(`${label.padEnd(36)} ${value}`)
}

function docker(args: string[]): string {
  const result = spawnSync('docker', args, { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) {
    throw new SmokeFailure(`docker ${args.join(' ')} failed:\n${result.stderr || result.stdout}`)
  }
  return result.stdout.trim()
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`

function buildImage(): void {
  const started = performance.now()
  // Host networking lets the build reach npm and Debian where the bridge has no route out.
  const result = spawnSync('docker', ['build', '--network', 'host', '-t', image, '.'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) {
    throw new SmokeFailure(`docker build failed:\n${result.stdout}\n${result.stderr}`)
  }
  print('docker build', `${((performance.now() - started) / 1000).toFixed(0)} s -> ${image}`)
}

/** Starts the app on the volume with a random loopback port; resolves when /health is 200. */
async function startContainer(name: string): Promise<{ url: string; readyMs: number }> {
  const started = performance.now()
  docker(['run', '-d', '--name', name, '-v', `${volume}:/data`, '-p', '127.0.0.1::3000', image])
  return { url: await waitForHealth(name, started), readyMs: performance.now() - started }
}

async function waitForHealth(name: string, started: number): Promise<string> {
  const url = `http://${docker(['port', name, '3000/tcp']).split('\n')[0]}`
  for (;;) {
    // While the app starts, Docker's port proxy accepts the connection and then holds
    // it without answering; nothing keeps Node's event loop alive then but the timer.
    const isHealthy = await Promise.race([
      fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) }).then(
        (res) => res.ok,
        () => false,
      ),
      sleep(2000).then(() => false),
    ])
    if (isHealthy) return url
    if (performance.now() - started > 60_000) {
      throw new SmokeFailure(`${name}: /health not 200 in 60 s\n${docker(['logs', name])}`)
    }
    await sleep(100)
  }
}

async function api(
  url: string,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<{ status: number; body: unknown; setCookie: string[] }> {
  const res = await fetch(`${url}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await res.text()
  return {
    status: res.status,
    body: text ? JSON.parse(text) : undefined,
    setCookie: res.headers.getSetCookie(),
  }
}

/** Without SMTP the server writes each sign-in link to its log; read it from there. */
async function signInLinkFromLog(name: string, email: string): Promise<string> {
  const pattern = new RegExp(
    `for ${email.replace(/\./g, '\\.')}: (\\S+/auth/verify\\?token=[\\w-]+)`,
  )
  for (let attempt = 0; attempt < 50; attempt++) {
    const result = spawnSync('docker', ['logs', name], { encoding: 'utf8' })
    const link = pattern.exec(`${result.stdout}${result.stderr}`)?.[1]
    if (link) return link
    await sleep(100)
  }
  throw new SmokeFailure(`no sign-in link for ${email} in the log of ${name}`)
}

async function childNames(url: string, cookie: string): Promise<string[]> {
  const res = await api(url, '/api/children', { cookie })
  check(res.status === 200, `GET /api/children answered ${res.status}`)
  return (res.body as { name: string }[]).map((c) => c.name).sort()
}

/** Owner, mode and name of every file in the volume (and of the folders). */
function volumeFileModes(name: string): string[] {
  const out = docker(['exec', name, 'find', '/data', '-printf', '%m %u %p\\n'])
  return out.split('\n').sort()
}

function imageFigures(): void {
  const size = Number(docker(['image', 'inspect', '-f', '{{.Size}}', image]))
  const baseSize = Number(docker(['image', 'inspect', '-f', '{{.Size}}', baseImage]))
  const history = (ref: string) =>
    docker(['history', '--no-trunc', '--human=false', '--format', '{{.Size}}\t{{.CreatedBy}}', ref])
      .split('\n')
      .map((line) => {
        const [bytes, ...command] = line.split('\t')
        return { bytes: Number(bytes), command: command.join('\t') }
      })
  // History lists the newest layer first; the base image's layers are at the end.
  const all = history(image)
  const own = all.slice(0, all.length - history(baseImage).length)
  print('image size', `${mb(size)} (base ${baseImage}: ${mb(baseSize)})`)
  const ownBytes = own.reduce((sum, layer) => sum + layer.bytes, 0)
  print("app's own layers", `${mb(ownBytes)} in ${own.filter((l) => l.bytes > 0).length} layers`)
  for (const layer of own.filter((l) => l.bytes > 0).reverse()) {
    const command = layer.command.replace(/^\/bin\/sh -c (#\(nop\) )?/, '').replace(/\s+/g, ' ')
    print('', `${mb(layer.bytes).padStart(8)}  ${command.slice(0, 90)}`)
  }
}

async function main(): Promise<void> {
  console.log(`Docker smoke test, ${new Date().toISOString()}`)
  print('engine', `Docker ${docker(['version', '--format', '{{.Server.Version}}'])}`)
  if (!process.argv.includes('--skip-build')) buildImage()
  docker(['volume', 'create', volume])

  // 1. Starts, answers /health, runs as a non-root user.
  const first = `${run}-1`
  let { url, readyMs } = await startContainer(first)
  const health = await api(url, '/health')
  print(
    'docker run -> /health 200',
    `${readyMs.toFixed(0)} ms, status "${(health.body as { status: string }).status}"`,
  )
  const linkLine = docker(['logs', first]).match(/Sign-in links point to [^"\n]+/)?.[0]
  check(linkLine !== undefined, 'the log does not say which address sign-in links use')
  print('log says', linkLine)
  const identity = docker(['exec', first, 'id'])
  check(!/^uid=0\b/.test(identity), `the container runs as root: ${identity}`)
  print('user inside the container', identity)
  print('image USER', docker(['image', 'inspect', '-f', '{{.Config.User}}', image]))
  print(
    '/app in the image',
    docker(['exec', first, 'du', '-sh', 'dist', 'node_modules']).replace(/\s+/g, ' '),
  )

  // 2. A family signs up through the API and adds a child.
  const started = await api(url, '/api/onboarding/start', {
    method: 'POST',
    body: { email: parentEmail },
  })
  check(started.status === 200, `onboarding answered ${started.status}`)
  const link = await signInLinkFromLog(first, parentEmail)
  print('sign-in link from the container log', link.replace(/token=.*/, 'token=...'))
  const token = new URL(link).searchParams.get('token') ?? ''
  const verified = await api(url, '/api/auth/verify', { method: 'POST', body: { token } })
  check(verified.status === 200, `verify answered ${verified.status}`)
  const cookie = verified.setCookie.map((c) => c.split(';')[0]).find((c) => c?.startsWith('sid='))
  check(cookie !== undefined, 'no session cookie after verify')
  const child = await api(url, '/api/children', {
    method: 'POST',
    cookie,
    body: { name: 'Ada', age: 9, weeklyAllowance: '0.00010000', allowanceDay: 6 },
  })
  check(
    child.status === 201,
    `adding a child answered ${child.status}: ${JSON.stringify(child.body)}`,
  )
  print('signed up, added a child', `children ${JSON.stringify(await childNames(url, cookie))}`)

  // 3. The data (and the session) survive a restart and a new container on the volume.
  const restartStarted = performance.now()
  docker(['restart', first])
  url = await waitForHealth(first, restartStarted)
  const afterRestart = await childNames(url, cookie)
  check(afterRestart.join() === 'Ada', `after restart: ${afterRestart}`)
  print(
    'after docker restart',
    `${(performance.now() - restartStarted).toFixed(0)} ms, children ${JSON.stringify(afterRestart)}`,
  )
  docker(['rm', '-f', first])
  const second = `${run}-2`
  ;({ url, readyMs } = await startContainer(second))
  const inNewContainer = await childNames(url, cookie)
  check(inNewContainer.join() === 'Ada', `new container: ${inNewContainer}`)
  print(
    'new container, same volume',
    `${readyMs.toFixed(0)} ms, children ${JSON.stringify(inNewContainer)}`,
  )

  // 4. A backup from inside the running container, consistent and private.
  const backupLine = docker(['exec', second, 'node', 'dist/backup.js'])
  // "Backed up <database> to <file> (<size> in <time>)"
  const backupPath = / to (\S+\.db)(?: \(.*\))?$/.exec(backupLine)?.[1]
  check(backupPath !== undefined, `unexpected backup output: ${backupLine}`)
  print('node dist/backup.js', backupLine)
  // Checked on a copy: opening a WAL-mode file, even read-only, leaves -wal/-shm beside it.
  const inspectBackup = `const D = require('better-sqlite3')
require('node:fs').copyFileSync(process.argv[1], '/tmp/check.db')
const db = new D('/tmp/check.db', { readonly: true })
console.log(JSON.stringify({ integrity: db.pragma('integrity_check', { simple: true }),
  children: db.prepare('select name from children order by name').all().map((r) => r.name) }))`
  const backupFacts = JSON.parse(docker(['exec', second, 'node', '-e', inspectBackup, backupPath]))
  check(backupFacts.integrity === 'ok', `backup integrity: ${backupFacts.integrity}`)
  print('backup checked', JSON.stringify(backupFacts))
  const modes = volumeFileModes(second)
  for (const line of modes) print('file in the volume', line)
  const readableByOthers = modes.filter((line) => !/^(600|700) /.test(line))
  check(readableByOthers.length === 0, `not private: ${readableByOthers.join(', ')}`)

  // 5. Change the data after the backup, then restore it with the steps of docs/backup.md.
  const later = await api(url, '/api/children', {
    method: 'POST',
    cookie,
    body: { name: 'Bo', age: 6 },
  })
  check(later.status === 201, `adding a second child answered ${later.status}`)
  print('after the backup', `children ${JSON.stringify(await childNames(url, cookie))}`)
  docker(['stop', second])
  const restorer = `${run}-restore`
  helpers.push(restorer)
  const restoreSteps = `cp ${backupPath} /data/family.db && rm -f /data/family.db-wal /data/family.db-shm && cp ${backupPath}.secret.key /data/secret.key`
  docker([
    'run',
    '--name',
    restorer,
    '-v',
    `${volume}:/data`,
    '--entrypoint',
    'sh',
    image,
    '-c',
    restoreSteps,
  ])
  print('restore (docs/backup.md step 2)', restoreSteps)
  const restoreStarted = performance.now()
  docker(['start', second])
  url = await waitForHealth(second, restoreStarted)
  const restored = await childNames(url, cookie)
  check(restored.join() === 'Ada', `after restore: ${restored}`)
  print(
    'after restore and start',
    `children ${JSON.stringify(restored)} (Bo came after the backup)`,
  )
  for (const line of volumeFileModes(second).filter((l) => / \/data\/(family|secret)/.test(l))) {
    print('file in the volume', line)
  }

  // 6. A folder created by root and mounted at /data: one line saying what to run, then exit.
  rootOwnedMount()

  // 7. Sizes.
  imageFigures()
  console.log('PASS')
}

/**
 * The usual first mistake with a bind mount: the host folder belongs to root, the app runs
 * as uid 1000. The container must stop with the one command that fixes it, not restart-loop
 * on a stack trace.
 */
function rootOwnedMount(): void {
  const folder = mkdtempSync(join(tmpdir(), `${run}-root-owned-`))
  try {
    chmodSync(folder, 0o755)
    const result = spawnSync('docker', ['run', '--rm', '-v', `${folder}:/data`, image], {
      encoding: 'utf8',
      timeout: 60_000,
    })
    const output = `${result.stdout}${result.stderr}`.trim()
    check(result.status === 1, `a root-owned /data exited with ${result.status}: ${output}`)
    check(
      output.includes('chown 1000:1000') && !output.includes('    at '),
      `a root-owned /data did not say what to run in one line:\n${output}`,
    )
    print('root-owned folder at /data', `exit 1: ${output.split('\n').at(-1)}`)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

function cleanUp(): void {
  for (const name of [`${run}-1`, `${run}-2`, ...helpers]) {
    spawnSync('docker', ['rm', '-f', name], { stdio: 'ignore' })
  }
  spawnSync('docker', ['volume', 'rm', '-f', volume], { stdio: 'ignore' })
}

try {
  execFileSync('docker', ['version'], { stdio: 'ignore' })
} catch {
  console.error('No Docker engine answers: start one first (see docs/deploy/docker-smoke.md).')
  process.exit(2)
}
try {
  await main()
} catch (error) {
  console.error(`FAIL: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  cleanUp()
}
