import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * For a test file about the files the app writes and their modes: a permissive umask while
 * it runs, so the modes it checks come from the code and not from the machine, and a maker
 * of temporary folders (named `<prefix>...`) that are removed after each test.
 */
export function setUpTempFoldersWithOpenUmask(prefix: string): () => string {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  let previousUmask = 0
  beforeAll(() => {
    previousUmask = process.umask(0)
  })
  afterAll(() => {
    process.umask(previousUmask)
  })
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    dirs.push(dir)
    return dir
  }
}
