import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'

/** What a release knows that the committed package can only hold as placeholders. */
export interface UmbrelRelease {
  /** `owner/name` of the repository that publishes the image (GitHub's `github.repository`). */
  repository: string
  /** The released version without its `v`: `0.2.0`. */
  version: string
  /** The multi-arch index digest the registry answered for the pushed tag. */
  digest: string
  /** The umbrel-apps pull request, once it exists. */
  submission?: string
}

const REPOSITORY = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/
const VERSION = /^\d+\.\d+\.\d+$/
const DIGEST = /^sha256:[0-9a-f]{64}$/

/**
 * Writes a release into the Umbrel package in `dir`: the image pinned by tag and digest in
 * docker-compose.yml, and the manifest's version and project addresses, all derived from
 * the publishing repository so no address is typed by hand. Comments and field order stay.
 * @throws Error naming the first value that is not what a release publishes.
 */
export function writeUmbrelRelease(dir: string, release: UmbrelRelease): void {
  if (!REPOSITORY.test(release.repository)) throw new Error(`not owner/name: ${release.repository}`)
  if (!VERSION.test(release.version)) throw new Error(`not a version: ${release.version}`)
  if (!DIGEST.test(release.digest)) throw new Error(`not an image digest: ${release.digest}`)
  if (release.submission !== undefined && !/^https:\/\/\S+$/.test(release.submission)) {
    throw new Error(`not an https address: ${release.submission}`)
  }
  // Registries and Umbrel want lower-case image names; GitHub owners may have capitals.
  const repository = release.repository.toLowerCase()
  const [owner] = release.repository.split('/')
  const home = `https://github.com/${release.repository}`

  const composePath = join(dir, 'docker-compose.yml')
  const compose = parseDocument(readFileSync(composePath, 'utf8'))
  compose.setIn(
    ['services', 'web', 'image'],
    `ghcr.io/${repository}:v${release.version}@${release.digest}`,
  )
  writeFileSync(composePath, compose.toString())

  const manifestPath = join(dir, 'umbrel-app.yml')
  const manifest = parseDocument(readFileSync(manifestPath, 'utf8'))
  manifest.set('version', release.version)
  manifest.set('developer', owner)
  manifest.set('website', home)
  manifest.set('repo', home)
  manifest.set('support', `${home}/issues`)
  manifest.set('submitter', owner)
  if (release.submission) manifest.set('submission', release.submission)
  writeFileSync(manifestPath, manifest.toString())
}
