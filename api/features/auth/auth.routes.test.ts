import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  buildTestApp,
  createFamily,
  familyAs,
  JSON_HEADERS,
  manualClock,
  recordedRefusals,
  redeemLink,
  signInChild,
  signInSpouse,
  signUpParent,
} from '../../test-helpers.js'
import { startMailbox } from '../../test-mailbox.js'
import {
  EMAIL_PACE_MS,
  EMAIL_WINDOW_MS,
  LINKS_PER_EMAIL,
  LINKS_PER_EMAIL_AND_IP,
} from './auth.service.js'
import { signInCleanupJob } from './sign-in-cleanup.job.js'

let mailbox: Awaited<ReturnType<typeof startMailbox>>
beforeAll(async () => {
  mailbox = await startMailbox()
})
afterAll(() => mailbox.close())

async function appWithMail(env: Record<string, string> = {}, clock = manualClock()) {
  const app = await buildTestApp({ env: { SMTP_URL: mailbox.smtpUrl, ...env }, clock })
  return { app, clock }
}

const post = (url: string, payload?: object, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url,
  headers: { ...JSON_HEADERS, ...headers },
  ...(payload ? { payload } : {}),
})

describe('sign-in cleanup job', () => {
  it('removes expired sessions and links, and security events older than 90 days', async () => {
    const { app, clock } = await appWithMail()
    await signUpParent(app, mailbox, 'old@example.org')
    await app.inject(post('/api/auth/verify', { token: 'wrong' }))
    const count = async (table: 'sessions' | 'login_tokens' | 'security_events') =>
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n
    expect(await count('sessions')).toBe(1)
    clock.advance(91 * 86_400_000)
    const outcome = await signInCleanupJob.run(app)
    expect(outcome).toMatch(
      /1 sessions, 1 links, 0 codes, 0 passkey challenges, 1 sign-in records, \d+ security events, 0 expired invoices removed/,
    )
    expect([
      await count('sessions'),
      await count('login_tokens'),
      await count('security_events'),
    ]).toEqual([0, 0, 0])
  })
})

describe('magic-link sign-in', () => {
  it('signs a new parent up: trial family, mailed link, session cookie, dashboard user', async () => {
    const { app } = await appWithMail()
    const start = await app.inject(post('/api/onboarding/start', { email: '  Ada@Example.org ' }))
    expect(start.statusCode).toBe(200)
    expect(start.json()).toMatchObject({ existingUser: false, freeTrialActivated: true })

    const link = await mailbox.waitForLink('ada@example.org')
    expect(link.startsWith('http://localhost:3000/auth/verify?token=')).toBe(true)

    const token = new URL(link).searchParams.get('token')
    const verify = await app.inject(post('/api/auth/verify', { token }))
    expect(verify.statusCode).toBe(200)
    expect(verify.json()).toMatchObject({ success: true, isNewUser: true, needsOnboarding: true })
    const cookie = verify.cookies.find((c) => c.name === 'sid')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.secure).toBeFalsy()

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `sid=${cookie?.value}` },
    })
    expect(me.statusCode).toBe(200)
    // Billing is off by default: no trial to show (the billing tests cover it on).
    expect(me.json()).toEqual({
      id: expect.any(Number),
      role: 'parent',
      isAdmin: true,
      firstName: null,
      lastName: null,
      email: 'ada@example.org',
      subscriptionStatus: 'free',
      trialExpiresAt: null,
      familyNetWorthSharingEnabled: true,
      familyNetWorthSharePercentage: 100,
      childId: null,
      language: null,
    })
  })

  it('tells a returning user apart and signs them in without onboarding', async () => {
    const { app } = await appWithMail()
    await signUpParent(app, mailbox, 'bob@example.org')
    const again = await app.inject(post('/api/onboarding/start', { email: 'bob@example.org' }))
    expect(again.json()).toMatchObject({ existingUser: true, freeTrialActivated: false })
    const { body } = await redeemLink(app, await mailbox.waitForLink('bob@example.org'))
    expect(body).toMatchObject({ isNewUser: false, needsOnboarding: false })
  })

  it('makes only the first account admin, unless ADMIN_EMAILS names the admins', async () => {
    const first = await appWithMail()
    const admin = await signUpParent(first.app, mailbox, 'first@example.org')
    const other = await signUpParent(first.app, mailbox, 'second@example.org')
    const isAdmin = async (cookie: string, app = first.app) =>
      (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json()
        .isAdmin
    expect(await isAdmin(admin)).toBe(true)
    expect(await isAdmin(other)).toBe(false)

    const named = await appWithMail({ ADMIN_EMAILS: 'boss@example.org' })
    const notBoss = await signUpParent(named.app, mailbox, 'early@example.org')
    const boss = await signUpParent(named.app, mailbox, 'boss@example.org')
    expect(await isAdmin(notBoss, named.app)).toBe(false)
    expect(await isAdmin(boss, named.app)).toBe(true)
  })

  it('accepts a link once only', async () => {
    const { app } = await appWithMail()
    await app.inject(post('/api/onboarding/start', { email: 'once@example.org' }))
    const token = new URL(await mailbox.waitForLink('once@example.org')).searchParams.get('token')
    expect((await app.inject(post('/api/auth/verify', { token }))).statusCode).toBe(200)
    const reuse = await app.inject(post('/api/auth/verify', { token }))
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json()).toEqual({ message: 'Invalid or expired token', code: 'invalid-token' })
    expect(reuse.cookies).toHaveLength(0)
  })

  it('refuses a link after its hour is up', async () => {
    const { app, clock } = await appWithMail()
    await app.inject(post('/api/onboarding/start', { email: 'late@example.org' }))
    const token = new URL(await mailbox.waitForLink('late@example.org')).searchParams.get('token')
    clock.advance(60 * 60 * 1000 + 1)
    const res = await app.inject(post('/api/auth/verify', { token }))
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Invalid or expired token')
  })

  it('refuses an unknown token, records the attempt and creates nothing', async () => {
    const { app } = await appWithMail()
    const res = await app.inject(post('/api/auth/verify', { token: 'not-a-real-token' }))
    expect(res.statusCode).toBe(401)
    const events = await app.db.selectFrom('security_events').select(['type']).execute()
    expect(events).toEqual([{ type: 'login-failed' }])
    expect(await app.db.selectFrom('sessions').selectAll().execute()).toEqual([])
  })

  it('answers signed-out callers of /api/auth/user with 401', async () => {
    const { app } = await appWithMail()
    const res = await app.inject({ method: 'GET', url: '/api/auth/user' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Authentication required', code: 'unauthenticated' })
  })

  it('ends the session on logout', async () => {
    const { app } = await appWithMail()
    const cookie = await signUpParent(app, mailbox, 'leave@example.org')
    const out = await app.inject({
      ...post('/api/auth/logout'),
      headers: { ...JSON_HEADERS, cookie },
    })
    expect(out.statusCode).toBe(200)
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('')
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })
    expect(me.statusCode).toBe(401)
  })

  it('expires sessions after SESSION_DAYS', async () => {
    const { app, clock } = await appWithMail({ SESSION_DAYS: '2' })
    const cookie = await signUpParent(app, mailbox, 'brief@example.org')
    clock.advance(2 * 86_400_000 + 1)
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode,
    ).toBe(401)
  })

  it('answers the same for unknown addresses and sends them nothing', async () => {
    const { app } = await appWithMail()
    await signUpParent(app, mailbox, 'known@example.org')
    const before = mailbox.messages.length
    const known = await app.inject(post('/api/auth/magic-link', { email: 'known@example.org' }))
    const unknown = await app.inject(post('/api/auth/magic-link', { email: 'nobody@example.org' }))
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual(known.json())
    // The link is mailed after the answer; wait for it to arrive.
    await vi.waitFor(() => expect(mailbox.messages.length).toBe(before + 1))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(mailbox.messages.length).toBe(before + 1)
    expect(mailbox.messages.some((m) => m.to.includes('nobody@example.org'))).toBe(false)
  })

  it('stops mailing an address after 5 links from one IP, says when the next can be asked, and records it', async () => {
    const { app, clock } = await appWithMail()
    const signedUpAt = clock.now().getTime()
    await signUpParent(app, mailbox, 'spam@example.org')
    const mailed = () => mailbox.messages.filter((m) => m.to.includes('spam@example.org')).length
    const before = mailed()
    const ask = async (email: string, remoteAddress: string) => {
      const answers = []
      for (let i = 0; i < 8; i++) {
        clock.advance(60_000)
        answers.push(
          await app.inject({ ...post('/api/auth/magic-link', { email }), remoteAddress }),
        )
      }
      return answers
    }
    const answers = await ask('spam@example.org', '127.0.0.1')
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200))
    // The sign-up was the first of this IP's five: the next place frees 15 minutes after it.
    const nextLinkAt = new Date(signedUpAt + 15 * 60_000).toISOString()
    expect(answers.map((a) => a.json().nextLinkAt)).toEqual([
      ...Array(4).fill(null),
      ...Array(4).fill(nextLinkAt),
    ])
    expect(answers[0]?.json()).toEqual({
      success: true,
      message: 'If an account exists for that e-mail, a sign-in link is on its way.',
      nextLinkAt: null,
    })
    // Asked 5 minutes after the sign-up: 10 minutes to go.
    expect(answers[4]?.json()).toEqual({
      success: false,
      message:
        'No link was sent: too many were asked for this address in the last 15 minutes. Ask again in 10 minutes.',
      nextLinkAt,
    })
    await vi.waitFor(() => expect(mailed()).toBe(before + 4))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mailed()).toBe(before + 4)
    const limited = await app.db
      .selectFrom('security_events')
      .select('email')
      .where('type', '=', 'rate-limited')
      .execute()
    expect(limited).toEqual(Array(4).fill({ email: 'spam@example.org' }))

    // An address without an account is answered alike, limit and time included: nothing
    // tells a stranger which addresses have one.
    const askedAt = clock.now().getTime()
    const unknown = await ask('nobody@example.org', '127.0.0.2')
    expect(unknown.map((a) => a.json().success)).toEqual([
      ...Array(5).fill(true),
      false,
      false,
      false,
    ])
    expect(unknown[5]?.json().nextLinkAt).toBe(
      new Date(askedAt + 60_000 + 15 * 60_000).toISOString(),
    )

    // Once the window moved past the sign-up's link, a link is mailed again.
    clock.set(new Date(signedUpAt + 15 * 60_000 + 1))
    const again = await app.inject(post('/api/auth/magic-link', { email: 'spam@example.org' }))
    expect(again.json()).toMatchObject({ success: true, nextLinkAt: null })
    await vi.waitFor(() => expect(mailed()).toBe(before + 5))
  })

  it("a stranger's requests for an address do not stop its owner from receiving a link", async () => {
    const { app } = await appWithMail()
    await signUpParent(app, mailbox, 'owner@example.org')
    const mailed = () => mailbox.messages.filter((m) => m.to.includes('owner@example.org')).length
    const request = (remoteAddress: string, cookie?: string) =>
      app.inject({
        ...post('/api/auth/magic-link', { email: 'owner@example.org' }, cookie ? { cookie } : {}),
        remoteAddress,
      })
    for (let i = 0; i < 10; i++) {
      expect((await request('203.0.113.9')).statusCode).toBe(200)
    }
    await vi.waitFor(() => expect(mailed()).toBe(1 + 5))
    // The owner, from their own network, still gets a link...
    expect((await request('198.51.100.7')).statusCode).toBe(200)
    await vi.waitFor(() => expect(mailed()).toBe(1 + 6))
    // ...on the sign-in page too, which answers as it did before.
    const onboarding = await app.inject({
      ...post('/api/onboarding/start', { email: 'owner@example.org' }),
      remoteAddress: '198.51.100.7',
    })
    expect(onboarding.json()).toMatchObject({ existingUser: true })
    await vi.waitFor(() => expect(mailed()).toBe(1 + 7))
  })

  it("bounds an address's mail over all IPs, but never holds back the owner's signed-in browser", async () => {
    const { app } = await appWithMail()
    const mailed = () => mailbox.messages.filter((m) => m.to.includes('mine@example.org')).length
    // The sign-in page mails before it answers: what was mailed is known at each answer.
    const start = (remoteAddress: string, cookie?: string) =>
      app.inject({
        ...post('/api/onboarding/start', { email: 'mine@example.org' }, cookie ? { cookie } : {}),
        remoteAddress,
      })
    // The owner signs in once: the verify answer leaves the browser its device cookie.
    await start('127.0.0.1')
    const link = await mailbox.waitForLink('mine@example.org')
    const verify = await app.inject(
      post('/api/auth/verify', { token: new URL(link).searchParams.get('token') }),
    )
    const device = verify.cookies.find((c) => c.name === 'device')
    expect(device?.httpOnly).toBe(true)
    const deviceCookie = `device=${device?.value}`
    // Strangers from many addresses take the few links an address gets at once.
    for (let i = 0; i < 30; i++) await start(`192.0.2.${i}`)
    expect(mailed()).toBe(LINKS_PER_EMAIL)
    // Within the minute, a browser without the cookie gets nothing more; a forged cookie neither.
    for (const cookie of [
      undefined,
      'device=9999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      expect((await start('198.51.100.7', cookie)).statusCode).toBe(200)
    }
    expect(mailed()).toBe(LINKS_PER_EMAIL)
    // The owner's browser still gets a link. Its cookie does nothing for another address.
    expect((await start('192.0.2.1', deviceCookie)).statusCode).toBe(200)
    expect(mailed()).toBe(LINKS_PER_EMAIL + 1)
  })

  it("three strangers' addresses keep an owner's new device waiting a minute at most", async () => {
    const { app, clock } = await appWithMail()
    const email = 'kept@example.org'
    await signUpParent(app, mailbox, email)
    clock.advance(EMAIL_WINDOW_MS)
    const mailed = () => mailbox.messages.filter((m) => m.to.includes(email)).length
    const start = (remoteAddress: string) =>
      app.inject({ ...post('/api/onboarding/start', { email }), remoteAddress })
    const before = mailed()
    for (const stranger of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      for (let i = 0; i < LINKS_PER_EMAIL_AND_IP; i++) await start(stranger)
    }
    expect(mailed()).toBe(before + LINKS_PER_EMAIL)
    // The owner on a new device and network, at once: held back, and the mailbox got a
    // link (asked by a stranger, but mailed to the owner) this very minute.
    const ownersDevice = '198.51.100.7'
    const held = await start(ownersDevice)
    expect(held.statusCode).toBe(200)
    expect(mailed()).toBe(before + LINKS_PER_EMAIL)
    // The screen says when to ask again: the pace's minute, not the 15-minute window.
    expect(held.json().nextLinkAt).toBe(
      new Date(clock.now().getTime() + EMAIL_PACE_MS).toISOString(),
    )
    // One minute later the owner's own request is mailed, and its link signs them in.
    clock.advance(EMAIL_PACE_MS)
    await start(ownersDevice)
    expect(mailed()).toBe(before + LINKS_PER_EMAIL + 1)
    const signedIn = await redeemLink(app, mailbox.linkFor(email))
    expect(signedIn.body).toMatchObject({ success: true })
  })

  it('under a flood from many IPs, mails an address a few links at once and then one a minute', {
    timeout: 60_000,
  }, async () => {
    const { app, clock } = await appWithMail()
    const email = 'flooded@example.org'
    await signUpParent(app, mailbox, email)
    const mailed = () => mailbox.messages.filter((m) => m.to.includes(email)).length
    const mailTimes = [clock.now().getTime()]
    // 20 minutes, a request every 10 s from 30 addresses in turn.
    for (let step = 0; step < 120; step++) {
      const before = mailed()
      const res = await app.inject({
        ...post('/api/onboarding/start', { email }),
        remoteAddress: `192.0.2.${step % 30}`,
      })
      expect(res.statusCode).toBe(200)
      const now = clock.now().getTime()
      if (mailed() > before) mailTimes.push(now)
      // Whoever asked, and whether or not this request was mailed, the owner's mailbox
      // got a link less than a minute ago: nobody is kept out longer than that.
      expect(now - (mailTimes.at(-1) ?? 0)).toBeLessThan(EMAIL_PACE_MS)
      clock.advance(10_000)
    }
    // Bounded: the few at once, then one a minute, in any 15 minutes and in all.
    const inAnyWindow = Math.max(
      ...mailTimes.map((t) => mailTimes.filter((u) => u >= t && u < t + EMAIL_WINDOW_MS).length),
    )
    expect(inAnyWindow).toBeLessThanOrEqual(LINKS_PER_EMAIL + EMAIL_WINDOW_MS / EMAIL_PACE_MS)
    expect(mailTimes.length).toBeLessThanOrEqual(LINKS_PER_EMAIL + 20)
    expect(mailed()).toBe(mailTimes.length)
  })

  it('limits every route that mails a link per IP, onboarding included', {
    timeout: 60_000,
  }, async () => {
    const { app } = await appWithMail()
    for (const url of [
      '/api/onboarding/start',
      '/api/onboarding/resend-magic-link',
      '/api/auth/magic-link',
    ]) {
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) {
        const res = await app.inject({
          ...post(url, { email: `flood${i}@example.org` }),
          remoteAddress: `198.18.0.${url.length}`,
        })
        statuses.push(res.statusCode)
      }
      expect(
        statuses.slice(0, 20).every((s) => s === 200),
        url,
      ).toBe(true)
      expect(statuses[20], url).toBe(429)
    }
  })

  it('limits sign-in calls per IP with 429 and records it once per window', async () => {
    const { app } = await appWithMail()
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (await app.inject(post('/api/auth/verify', { token: `guess-${i}` }))).statusCode,
      )
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true)
    expect(await recordedRefusals(app.db, 10)).toHaveLength(1)
  })

  it('refuses a foreign Origin and a non-JSON body', async () => {
    const { app } = await appWithMail()
    const foreign = await app.inject(
      post('/api/auth/magic-link', { email: 'x@example.org' }, { origin: 'https://evil.example' }),
    )
    expect(foreign.statusCode).toBe(403)
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=x@example.org',
    })
    expect(form.statusCode).toBe(415)
    expect(mailbox.messages.some((m) => m.to.includes('x@example.org'))).toBe(false)
  })

  it('rejects a malformed e-mail with a message, never 500', async () => {
    const { app } = await appWithMail()
    const res = await app.inject(post('/api/onboarding/start', { email: 'not-an-email' }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      message: 'Please enter a valid e-mail address',
      code: 'invalid-email',
      field: 'email',
    })
    expect((await app.inject(post('/api/onboarding/start', {}))).statusCode).toBe(400)
  })

  it('sends the browser from /api/login to the onboarding screen', async () => {
    const { app } = await appWithMail()
    const res = await app.inject({ method: 'GET', url: '/api/login' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/onboarding')
  })

  it('marks the cookie Secure when the app is served over HTTPS', async () => {
    const { app } = await appWithMail({ PUBLIC_URL: 'https://family.example' })
    await app.inject(
      post(
        '/api/onboarding/start',
        { email: 'tls@example.org' },
        { origin: 'https://family.example' },
      ),
    )
    const link = await mailbox.waitForLink('tls@example.org')
    expect(link.startsWith('https://family.example/auth/verify')).toBe(true)
    const verify = await app.inject(
      post('/api/auth/verify', { token: new URL(link).searchParams.get('token') }),
    )
    expect(verify.cookies.find((c) => c.name === 'sid')?.secure).toBe(true)
  })
})

describe('the first name for the greeting', () => {
  it('is set by the signed-in user, trimmed, and refused missing, empty or too long', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const named = await parent.request('PATCH', '/api/auth/user', { firstName: '  Pat  ' })
    expect(named.statusCode).toBe(200)
    expect(named.json()).toMatchObject({ firstName: 'Pat', email: 'pat@example.org' })
    expect((await parent.request('GET', '/api/auth/user')).json().firstName).toBe('Pat')

    for (const [body, message] of [
      [{ firstName: '   ' }, 'Please enter your first name'],
      [{ firstName: 'x'.repeat(51) }, 'First name can be at most 50 characters'],
    ] as const) {
      const res = await parent.request('PATCH', '/api/auth/user', body)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(message)
    }
    expect((await parent.request('PATCH', '/api/auth/user', {})).statusCode).toBe(400)
    const signedOut = await app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: JSON_HEADERS,
      payload: { firstName: 'Eve' },
    })
    expect(signedOut.statusCode).toBe(401)
    await app.close()
  })
})

describe("the member's language", () => {
  it('is null until chosen, then stored and read back for the member who chose it', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'lang@example.org')
    expect((await parent.request('GET', '/api/auth/user')).json().language).toBeNull()
    for (const language of ['de', 'es', 'en'] as const) {
      const res = await parent.request('PUT', '/api/auth/language', { language })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true })
      expect((await parent.request('GET', '/api/auth/user')).json().language).toBe(language)
    }
  })

  it('refuses a language the app does not speak, or none, with a message and changes nothing', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'refused@example.org')
    await parent.request('PUT', '/api/auth/language', { language: 'de' })
    const refusal = {
      message: 'Language must be one of: en (English), de (Deutsch), es (Español)',
      code: 'invalid-choice',
      field: 'language',
    }
    for (const language of ['fr', 'EN', '', 'de-DE', 7, null]) {
      const res = await parent.request('PUT', '/api/auth/language', { language })
      expect(res.statusCode, String(language)).toBe(400)
      expect(res.json()).toEqual(refusal)
    }
    const missing = await parent.request('PUT', '/api/auth/language', {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual(refusal)
    const noBody = await app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { ...JSON_HEADERS, cookie: parent.cookie },
    })
    expect(noBody.statusCode).toBe(400)
    expect(noBody.json().message).toMatch(/\S/)
    expect((await parent.request('GET', '/api/auth/user')).json().language).toBe('de')
  })

  it('is refused signed out and from another site', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'guarded@example.org')
    const signedOut = await app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: JSON_HEADERS,
      payload: { language: 'de' },
    })
    expect(signedOut.statusCode).toBe(401)
    const foreign = await app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { ...JSON_HEADERS, cookie: parent.cookie, origin: 'https://evil.example' },
      payload: { language: 'de' },
    })
    expect(foreign.statusCode).toBe(403)
    expect((await parent.request('GET', '/api/auth/user')).json().language).toBeNull()
  })

  it("is each member's own: a child and a spouse choose theirs, a parent's choice leaves them", async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'family-lang@example.org')
    const { id } = await parent.addChild({ name: 'Mia' })
    const child = await signInChild(app, parent, id, 'mia@example.org')
    const spouse = await signInSpouse(app, parent, 'sam@example.org')
    const other = await createFamily(app, 'neighbour@example.org')

    expect((await child.request('PUT', '/api/auth/language', { language: 'es' })).statusCode).toBe(
      200,
    )
    expect((await parent.request('PUT', '/api/auth/language', { language: 'de' })).statusCode).toBe(
      200,
    )
    const languageOf = async (member: typeof parent) =>
      (await member.request('GET', '/api/auth/user')).json().language
    expect(await languageOf(child)).toBe('es')
    expect(await languageOf(parent)).toBe('de')
    expect(await languageOf(spouse)).toBeNull()
    expect(await languageOf(other)).toBeNull()
  })
})

describe("sign-in links in the member's language", () => {
  it('are English until the member chooses, then German or Spanish, the words around the link too', async () => {
    const { app } = await appWithMail()
    const email = 'polyglot@example.org'
    const cookie = await signUpParent(app, mailbox, email)
    const mails = () => mailbox.messages.filter((m) => m.to.includes(email))
    const lastMail = () => {
      const mail = mails().at(-1)
      const link = mail?.plain.match(/https?:\/\/\S+/)?.[0] ?? ''
      return {
        subject: mail?.subject,
        // The link changes each time; the words around it are what is checked.
        plain: mail?.plain.replace(link, '<link>'),
        lang: mail?.html.match(/<html lang="(\w+)">/)?.[1],
        html: mail?.html.includes(link),
      }
    }
    expect(lastMail()).toEqual({
      subject: 'Welcome to Family Bitcoin',
      plain:
        'Your family account is ready. Open the link below to sign in.\n\nSign in: <link>\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.\n',
      lang: 'en',
      html: true,
    })
    const member = familyAs(app, cookie, email)
    const expected = {
      de: {
        subject: 'Dein Anmeldelink für Family Bitcoin',
        plain:
          'Öffne den Link unten, um dich bei Family Bitcoin anzumelden.\n\nAnmelden: <link>\n\nDer Link funktioniert einmal und läuft nach 1 Stunde ab. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail.\n',
        lang: 'de',
        html: true,
      },
      es: {
        subject: 'Tu enlace para iniciar sesión en Family Bitcoin',
        plain:
          'Abre el enlace de abajo para iniciar sesión en Family Bitcoin.\n\nIniciar sesión: <link>\n\nEl enlace funciona una sola vez y caduca en 1 hora. Si no lo has pedido, ignora este correo.\n',
        lang: 'es',
        html: true,
      },
    }
    for (const language of ['de', 'es'] as const) {
      await member.request('PUT', '/api/auth/language', { language })
      const before = mails().length
      const sent = await app.inject(post('/api/auth/magic-link', { email }))
      expect(sent.json()).toMatchObject({ success: true })
      // The link is mailed after the answer.
      await vi.waitFor(() => expect(mails().length).toBe(before + 1))
      expect(lastMail()).toEqual(expected[language])
    }
    // The HTML part carries the same words.
    const html = mails().at(-1)?.html
    expect(html).toContain('O pega esta dirección en tu navegador:')
  })

  it("are written in the asking page's language for a member who never chose, never over a choice", async () => {
    const { app } = await appWithMail()
    const mailsTo = (email: string) => mailbox.messages.filter((m) => m.to.includes(email))
    const welcome = await app.inject(
      post('/api/onboarding/start', { email: 'nueva@example.org', language: 'es' }),
    )
    expect(welcome.statusCode).toBe(200)
    const link = mailbox.linkFor('nueva@example.org')
    expect(mailsTo('nueva@example.org').map((m) => [m.subject, m.plain])).toEqual([
      [
        'Te damos la bienvenida a Family Bitcoin',
        `Tu cuenta familiar está lista. Abre el enlace de abajo para iniciar sesión.\n\nIniciar sesión: ${link}\n\nEl enlace funciona una sola vez y caduca en 1 hora. Si no lo has pedido, ignora este correo.\n`,
      ],
    ])
    // Not stored: the member has still not chosen.
    const member = familyAs(app, (await redeemLink(app, link)).cookie)
    expect((await member.request('GET', '/api/auth/user')).json().language).toBeNull()

    // Once the member chose German, a page in Spanish asking for a link does not change it.
    await member.request('PUT', '/api/auth/language', { language: 'de' })
    await app.inject(post('/api/auth/magic-link', { email: 'nueva@example.org', language: 'es' }))
    await vi.waitFor(() => expect(mailsTo('nueva@example.org')).toHaveLength(2))
    expect(mailsTo('nueva@example.org')[1]?.subject).toBe('Dein Anmeldelink für Family Bitcoin')

    const refused = await app.inject(
      post('/api/onboarding/start', { email: 'x@example.org', language: 'fr' }),
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'invalid-choice', field: 'language' })
    expect(mailsTo('x@example.org')).toHaveLength(0)
  })

  it('welcome a new family to its trial in days, where billing is on', async () => {
    const { app } = await appWithMail({
      BILLING_ENABLED: 'true',
      // The operator's wallet is never called here: no invoice is made.
      BILLING_LIGHTNING_URL: `nostr+walletconnect://${'b'.repeat(64)}?relay=wss://relay.example.com&secret=${'5'.repeat(64)}`,
      TRIAL_DAYS: '30',
    })
    await signUpParent(app, mailbox, 'trial@example.org')
    const mail = mailbox.messages.filter((m) => m.to.includes('trial@example.org')).at(-1)
    expect(mail?.plain).toMatch(
      /^Your family account is ready and your 30-day free trial has started\. Open the link below to sign in\.\n/,
    )
  })
})
