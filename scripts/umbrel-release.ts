/**
 * Writes a published release into the Umbrel package (docs/deploy/umbrel): run by the
 * release workflow after it pushed the image, never by hand.
 *
 *   npx tsx scripts/umbrel-release.ts --repository owner/name --version 0.2.0 \
 *     --digest sha256:<64 hex> [--submission https://github.com/getumbrel/umbrel-apps/pull/N]
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { writeUmbrelRelease } from './lib/umbrel-release.js'

const { values } = parseArgs({
  options: {
    repository: { type: 'string' },
    version: { type: 'string' },
    digest: { type: 'string' },
    submission: { type: 'string' },
  },
})
const { repository, version, digest, submission } = values
if (!repository || !version || !digest) {
  console.error('usage: umbrel-release --repository owner/name --version X.Y.Z --digest sha256:...')
  process.exit(2)
}
const dir = resolve(import.meta.dirname, '../docs/deploy/umbrel')
try {
  writeUmbrelRelease(dir, { repository, version, digest, ...(submission ? { submission } : {}) })
} catch (error) {
  console.error(`umbrel-release: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
console.log(`Umbrel package: ghcr.io/${repository.toLowerCase()}:v${version}@${digest}`)
