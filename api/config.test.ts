import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.js'

describe('loadConfig', () => {
  it('starts on embedded defaults', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.dataDir).toMatch(/data$/)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.usdPerBtc).toBe(44_000)
    expect(config.smtpUrl).toBeUndefined()
  })

  it('converts and keeps valid values', () => {
    const config = loadConfig({
      PORT: '8080',
      JOBS_ENABLED: 'false',
      ADMIN_EMAILS: 'A@x.org, b@y.org',
      PUBLIC_URL: 'https://family.example/',
    })
    expect(config.port).toBe(8080)
    expect(config.jobsEnabled).toBe(false)
    expect(config.adminEmails).toEqual(['a@x.org', 'b@y.org'])
    expect(config.publicUrl).toBe('https://family.example')
  })

  it('stops with a message naming every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', SMTP_URL: 'mail.example', TZ: 'Mars/Base' })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT="eighty"')
      expect(message).toContain('SMTP_URL="mail.example"')
      expect(message).toContain('TZ="Mars/Base"')
    }
  })
})
