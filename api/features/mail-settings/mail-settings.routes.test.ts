import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { describe, expect, it, onTestFinished } from 'vitest'
import { saveMailSettings as saveStoredSettings } from '../../../db/queries/mail-settings.js'
import { findUserByEmail } from '../../../db/queries/users.js'
import { createSession } from '../../lib/sessions.js'
import { buildTestApp, familyAs, JSON_HEADERS, type TestFamily } from '../../test-helpers.js'
import { startMailbox } from '../../test-mailbox.js'

const PASSWORD = 'correct horse battery staple'

async function mailbox(options?: Parameters<typeof startMailbox>[0]) {
  const box = await startMailbox(options)
  onTestFinished(() => box.close())
  return box
}

/**
 * Signs an account up and hands it a session directly: these apps send mail through the
 * server under test (or the log), so no link is kept in memory to sign in with.
 */
async function signedIn(app: FastifyInstance, email: string): Promise<TestFamily> {
  const start = await app.inject({
    method: 'POST',
    url: '/api/onboarding/start',
    headers: JSON_HEADERS,
    payload: { email },
  })
  expect(start.statusCode, start.body).toBe(200)
  const user = await findUserByEmail(app.db, email)
  if (!user) throw new Error(`${email} was not created`)
  const session = await createSession(app.db, user.id, app.clock.now(), 1)
  return familyAs(app, `sid=${session.token}`, email)
}

/** The instance's admin (first account) and a parent of another family, on an app without SMTP_URL. */
async function instance(env: Record<string, string> = {}) {
  const app = await buildTestApp({ appMailer: true, env })
  const admin = await signedIn(app, 'operator@example.org')
  const parent = await signedIn(app, 'parent@example.org')
  return { app, admin, parent }
}

function settingsFor(smtpUrl: string, extra: Record<string, unknown> = {}) {
  const { hostname, port } = new URL(smtpUrl)
  return {
    host: hostname,
    port: Number(port),
    tlsMode: 'none',
    username: 'family',
    password: PASSWORD,
    sender: 'Family Bitcoin <family@example.org>',
    ...extra,
  }
}

describe('mail settings set in the app', () => {
  it('are saved with the password sealed, and the password is never sent back', async () => {
    const { app, admin } = await instance()
    const box = await mailbox({ login: { user: 'family', password: PASSWORD } })
    const saved = await admin.request('PUT', '/api/admin/mail-settings', settingsFor(box.smtpUrl))
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({
      source: 'settings',
      host: '127.0.0.1',
      port: Number(new URL(box.smtpUrl).port),
      tlsMode: 'none',
      username: 'family',
      hasPassword: true,
      sender: 'Family Bitcoin <family@example.org>',
    })
    const read = await admin.request('GET', '/api/admin/mail-settings')
    expect(read.json()).toEqual(saved.json())
    for (const body of [saved.body, read.body]) expect(body).not.toContain('horse')

    const stored = await sql<Record<string, unknown>>`select * from mail_settings`.execute(app.db)
    const bytes = JSON.stringify(stored.rows)
    expect(bytes).toContain('family@example.org')
    expect(bytes).not.toContain('horse')
    expect(stored.rows[0]?.sealed_password).toMatch(/^v1:/)

    // Saved again without a password, the sealed one stays; without a user name, none is kept.
    const { password: _, ...withoutPassword } = settingsFor(box.smtpUrl)
    const kept = await admin.request('PUT', '/api/admin/mail-settings', withoutPassword)
    expect(kept.json().hasPassword).toBe(true)
    const test = await admin.request('POST', '/api/admin/mail-settings/test')
    expect(test.statusCode, test.body).toBe(200)
    const noLogin = await admin.request('PUT', '/api/admin/mail-settings', {
      ...withoutPassword,
      username: '',
    })
    expect(noLogin.json()).toMatchObject({ username: null, hasPassword: false })
  })

  it('send the test mail, and then every e-mail, through the saved server without a restart', async () => {
    const { admin, parent } = await instance()
    const refused = await admin.request('POST', '/api/admin/mail-settings/test')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('mail-not-configured')

    const box = await mailbox({ login: { user: 'family', password: PASSWORD } })
    await admin.request('PUT', '/api/admin/mail-settings', settingsFor(box.smtpUrl))
    const test = await admin.request('POST', '/api/admin/mail-settings/test')
    expect(test.statusCode, test.body).toBe(200)
    expect(test.json().message).toBe('A test mail was sent to operator@example.org.')
    expect(box.messages.map((m) => m.to)).toEqual([['operator@example.org']])
    expect(box.messages[0]?.text).toContain('From: Family Bitcoin <family@example.org>')
    expect(box.messages[0]?.text).toContain('Subject: Family Bitcoin test mail')

    // In the admin's language once they chose one.
    await admin.request('PUT', '/api/auth/language', { language: 'de' })
    await admin.request('POST', '/api/admin/mail-settings/test')
    expect([box.messages[1]?.subject, box.messages[1]?.plain]).toEqual([
      'Testmail von Family Bitcoin',
      'Das ist eine Testmail von deinem Family-Bitcoin-Server. Anmeldelinks und Einladungen erreichen deine Familie auf demselben Weg.\n',
    ])
    // The checks below count the mails from here.
    box.messages.splice(1)

    // A sign-in link now goes to the family's mailbox, not to the log.
    const link = await parent.request('POST', '/api/onboarding/resend-magic-link', {
      email: parent.email,
    })
    expect(link.statusCode).toBe(200)
    expect(await box.waitForLink(parent.email)).toMatch(/\/auth\/verify\?token=/)

    // Removed, mail goes back to the log and the health check says so.
    const removed = await admin.request('DELETE', '/api/admin/mail-settings')
    expect(removed.json()).toMatchObject({ source: 'none', host: null, hasPassword: false })
    expect((await admin.request('POST', '/api/admin/mail-settings/test')).statusCode).toBe(409)
  })

  it("report the mail server's own error to the admin when the test mail fails", async () => {
    const { admin } = await instance()
    const box = await mailbox({ login: { user: 'family', password: PASSWORD } })
    await admin.request(
      'PUT',
      '/api/admin/mail-settings',
      settingsFor(box.smtpUrl, { password: 'wrong password' }),
    )
    const failed = await admin.request('POST', '/api/admin/mail-settings/test')
    expect(failed.statusCode).toBe(502)
    expect(failed.json().code).toBe('mail-failed')
    expect(failed.json().message).toMatch(/^The test mail was not sent: Invalid login: 535/)
    expect(failed.body).not.toContain('wrong password')

    // STARTTLS required of a server that does not offer it.
    await admin.request(
      'PUT',
      '/api/admin/mail-settings',
      settingsFor(box.smtpUrl, { tlsMode: 'starttls' }),
    )
    const noTls = await admin.request('POST', '/api/admin/mail-settings/test')
    expect(noTls.statusCode).toBe(502)
    expect(noTls.json().message).toMatch(/STARTTLS/)
    expect(box.messages).toEqual([])
  })

  it('never write the password to the log', async () => {
    const lines: string[] = []
    const app = await buildTestApp({
      appMailer: true,
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    })
    const admin = await signedIn(app, 'operator@example.org')
    const box = await mailbox({ login: { user: 'family', password: PASSWORD } })
    await admin.request('PUT', '/api/admin/mail-settings', settingsFor(box.smtpUrl))
    await admin.request('POST', '/api/admin/mail-settings/test')
    await admin.request(
      'PUT',
      '/api/admin/mail-settings',
      settingsFor(box.smtpUrl, { password: 'another secret word' }),
    )
    await admin.request('POST', '/api/admin/mail-settings/test')
    expect(lines.length).toBeGreaterThan(0)
    const log = lines.join('\n')
    expect(log).toContain('sending mail failed')
    expect(log).not.toContain('horse')
    expect(log).not.toContain('another secret')
  })

  it('are read-only when SMTP_URL is set, which wins', async () => {
    const environment = await mailbox()
    const saved = await mailbox()
    const { admin } = await instance({
      SMTP_URL: environment.smtpUrl.replace('smtp://', 'smtp://ops:secret@'),
      MAIL_FROM: 'Ops <ops@example.org>',
    })
    const read = await admin.request('GET', '/api/admin/mail-settings')
    expect(read.json()).toEqual({
      source: 'environment',
      host: '127.0.0.1',
      port: Number(new URL(environment.smtpUrl).port),
      tlsMode: null,
      username: 'ops',
      hasPassword: true,
      sender: 'Ops <ops@example.org>',
    })
    expect(read.body).not.toContain('secret')
    for (const [method, body] of [
      ['PUT', settingsFor(saved.smtpUrl, { username: '' })],
      ['DELETE', undefined],
    ] as const) {
      const refused = await admin.request(method, '/api/admin/mail-settings', body)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().code).toBe('mail-settings-from-environment')
    }
    // Settings saved before SMTP_URL was set stay unused: the SMTP_URL server takes the
    // test mail (it asks no login: the test server has none).
    const plain = await instance({ SMTP_URL: environment.smtpUrl })
    const { port } = new URL(saved.smtpUrl)
    await saveStoredSettings(plain.app.db, {
      host: '127.0.0.1',
      port: Number(port),
      tlsMode: 'none',
      username: null,
      sealedPassword: null,
      sender: 'saved@example.org',
      updatedAt: new Date().toISOString(),
    })
    expect((await plain.admin.request('GET', '/api/admin/mail-settings')).json().source).toBe(
      'environment',
    )
    const test = await plain.admin.request('POST', '/api/admin/mail-settings/test')
    expect(test.statusCode, test.body).toBe(200)
    // The sign-ups' links went there too; the saved server got nothing.
    const testMails = environment.messages.filter((m) =>
      m.text.includes('Family Bitcoin test mail'),
    )
    expect(testMails.map((m) => m.to)).toEqual([['operator@example.org']])
    expect(saved.messages).toEqual([])
  })

  it('are for administrators only', async () => {
    const { parent } = await instance()
    const box = await mailbox()
    for (const [method, url, body] of [
      ['GET', '/api/admin/mail-settings', undefined],
      ['PUT', '/api/admin/mail-settings', settingsFor(box.smtpUrl)],
      ['DELETE', '/api/admin/mail-settings', undefined],
      ['POST', '/api/admin/mail-settings/test', undefined],
    ] as const) {
      const res = await parent.request(method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it('refuse what is not a mail server, port or sender, naming the field', async () => {
    const { admin } = await instance()
    const good = settingsFor('smtp://127.0.0.1:2525')
    for (const [field, value] of [
      ['port', 0],
      ['port', 65536],
      ['port', 587.5],
      ['port', '587'],
      ['host', ''],
      ['host', 'smtp.example.org/evil'],
      ['host', 'smtp example'],
      ['tlsMode', 'ssl'],
      ['sender', 'not an address'],
      ['sender', 'Family <family@example.org>\r\nBcc: x@evil.example'],
      ['password', ''],
      ['username', 7],
    ] as const) {
      const res = await admin.request('PUT', '/api/admin/mail-settings', {
        ...good,
        [field]: value,
      })
      expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400)
      expect(res.json().field, `${field}=${JSON.stringify(value)}`).toBe(field)
    }
    const { host: _, ...withoutHost } = good
    expect((await admin.request('PUT', '/api/admin/mail-settings', withoutHost)).statusCode).toBe(
      400,
    )
    expect((await admin.request('GET', '/api/admin/mail-settings')).json().source).toBe('none')
  })
})
