/**
 * Debian's chromium, launched the same way for the browser tests (web/e2e) and the
 * benchmarks (scripts/bench). playwright-core ships no browser, and downloading one
 * is not allowed here.
 */
import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

/** The browser a person runs (package `chromium`): what the benchmarks and Lighthouse measure. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Chromium's headless shell (package `chromium-headless-shell`): the same Blink and V8
 * without the desktop browser around them, as Playwright drives by default when headless.
 * The browser tests run in it: the whole browser project took about 13% less CPU (the
 * browser process itself less than half), and the tests are CPU-bound
 * (docs/performance.md, "Test suite").
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

/**
 * What chromium needs on a headless server without a display, GPU or user namespaces,
 * and to stay quiet: no calls home, no component or sync traffic beside the measured
 * page, no QUIC. Playwright adds a fresh temporary --user-data-dir to every launch.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Launches headless chromium: the browser a person runs (CHROMIUM_PATH) for what is
 * measured, its headless shell (HEADLESS_SHELL_PATH) for the browser tests.
 * @throws when it is not installed: browser tests fail, never silently skip.
 */
export async function launchChromium(executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({
    executablePath: installed(executablePath),
    headless: true,
    args: [...CHROMIUM_ARGS],
  })
}

/** `path` when it exists, else an error that says how to install it. */
export function installed(path: string): string {
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: install it with \`apt-get install -y chromium chromium-headless-shell\` (scripts/ensure-test-packages.sh).`,
    )
  }
  return path
}
