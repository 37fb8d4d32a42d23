import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { required } from '../../api/lib/required.js'
import { parseEnvExample } from './env-example.js'

const rootDir = path.resolve(import.meta.dirname, '../..')

describe('.env.example as the setup wizard lists it', () => {
  it('reads each variable with the comment above it, set or left at its default', () => {
    const text = [
      '# Copy to .env and change what you need.',
      '',
      '# TCP port the server listens on.',
      'PORT=3000',
      '# The address people open.',
      '# Default: http://localhost:$PORT',
      '#PUBLIC_URL=http://homeserver.local:3000',
      '#SECRET_KEY=',
      '',
      'MAIL_FROM=Family Bitcoin <no-reply@localhost>',
    ].join('\n')
    expect(parseEnvExample(text)).toEqual([
      {
        name: 'PORT',
        example: '3000',
        isSetInExample: true,
        description: 'TCP port the server listens on.',
      },
      {
        name: 'PUBLIC_URL',
        example: 'http://homeserver.local:3000',
        isSetInExample: false,
        description: 'The address people open. Default: http://localhost:$PORT',
      },
      { name: 'SECRET_KEY', example: '', isSetInExample: false, description: '' },
      {
        name: 'MAIL_FROM',
        example: 'Family Bitcoin <no-reply@localhost>',
        isSetInExample: true,
        description: '',
      },
    ])
  })

  it('refuses a variable listed twice', () => {
    expect(() => parseEnvExample('PORT=1\n#PORT=2')).toThrow('.env.example lists PORT twice')
  })

  it('lists exactly the variables the server reads (api/config.ts)', () => {
    const config = readFileSync(path.join(rootDir, 'api/config.ts'), 'utf8')
    const schema = required(
      /const EnvSchema = Type\.Object\(\{([\s\S]*?)\n\}\)/.exec(config)?.[1],
      'the EnvSchema object in api/config.ts',
    )
    const read = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]).sort()
    const listed = parseEnvExample(readFileSync(path.join(rootDir, '.env.example'), 'utf8'))
      .map((v) => v.name)
      .sort()
    expect(read.length).toBeGreaterThan(0)
    expect(listed).toEqual(read)
  })
})
