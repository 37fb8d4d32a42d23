import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { parse } from 'yaml'
import { writeUmbrelRelease } from './umbrel-release.js'

const packageDir = resolve(import.meta.dirname, '../../docs/deploy/umbrel')
const DIGEST = `sha256:${'ab12'.repeat(16)}`

function copyOfPackage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'umbrel-release-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  cpSync(packageDir, dir, { recursive: true })
  return dir
}

describe('writeUmbrelRelease', () => {
  it('pins the published image by digest and fills the manifest from the publishing repository', () => {
    const dir = copyOfPackage()
    writeUmbrelRelease(dir, {
      repository: 'Kin-Sats/family-bitcoin',
      version: '0.2.0',
      digest: DIGEST,
    })

    const composeText = readFileSync(join(dir, 'docker-compose.yml'), 'utf8')
    expect(parse(composeText).services.web.image).toBe(
      `ghcr.io/kin-sats/family-bitcoin:v0.2.0@${DIGEST}`,
    )
    const manifestText = readFileSync(join(dir, 'umbrel-app.yml'), 'utf8')
    expect(parse(manifestText)).toMatchObject({
      version: '0.2.0',
      developer: 'Kin-Sats',
      website: 'https://github.com/Kin-Sats/family-bitcoin',
      repo: 'https://github.com/Kin-Sats/family-bitcoin',
      support: 'https://github.com/Kin-Sats/family-bitcoin/issues',
      submitter: 'Kin-Sats',
    })
    // Comments stay: they tell the next reader where these values come from.
    expect(composeText).toContain('# Umbrel')
    expect(manifestText).toContain('scripts/umbrel-release.ts')
  })

  it('refuses anything a release does not publish, and writes nothing then', () => {
    const dir = copyOfPackage()
    const before = readFileSync(join(dir, 'docker-compose.yml'), 'utf8')
    const release = { repository: 'a/b', version: '1.0.0', digest: DIGEST }
    expect(() => writeUmbrelRelease(dir, { ...release, digest: 'sha256:00' })).toThrow(
      'not an image digest',
    )
    expect(() => writeUmbrelRelease(dir, { ...release, version: 'v1.0.0' })).toThrow(
      'not a version',
    )
    expect(() => writeUmbrelRelease(dir, { ...release, repository: 'a/b/../c' })).toThrow(
      'not owner/name',
    )
    expect(() => writeUmbrelRelease(dir, { ...release, submission: 'http://x' })).toThrow(
      'not an https address',
    )
    expect(readFileSync(join(dir, 'docker-compose.yml'), 'utf8')).toBe(before)
  })
})
