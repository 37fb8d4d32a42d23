/**
 * Debian's chromium, launched the same way for the browser tests (web/e2e) and the
 * benchmarks (scripts/bench). playwright-core ships no browser, and downloading one
 * is not allowed here.
 */
import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

export const CHROMIUM_PATH = '/usr/bin/chromium'

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
 * Launches headless chromium.
 * @throws when chromium is not installed: browser tests fail, never silently skip.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: install it with \`apt-get install -y chromium\` (scripts/ensure-browser.sh).`,
    )
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  })
}
