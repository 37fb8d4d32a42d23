import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import {
  buildTestApp,
  createFamily,
  familyAs,
  JSON_HEADERS,
  manualClock,
  sessionCookieFrom,
  signInChild,
  type TestFamily,
} from '../../test-helpers.js'
import {
  CODES_PER_MEMBER_PER_HOUR,
  SIGN_IN_CODE_TTL_MS,
  WRONG_CODES_PER_IP,
  WRONG_GUESSES_PER_CODE,
} from './sign-in-codes.service.js'

const NEW_DEVICE = '198.51.100.7'

async function makeCode(
  member: TestFamily,
): Promise<{ code: string; link: string; expiresAt: string }> {
  const res = await member.request('POST', '/api/auth/sign-in-codes')
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

function redeem(app: FastifyInstance, code: string, remoteAddress = NEW_DEVICE) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-codes/redeem',
    headers: JSON_HEADERS,
    payload: { code },
    remoteAddress,
  })
}

/** Who the new device's session belongs to. */
async function whoIs(app: FastifyInstance, res: Awaited<ReturnType<typeof redeem>>) {
  const me = await familyAs(app, sessionCookieFrom(res)).request('GET', '/api/auth/user')
  expect(me.statusCode).toBe(200)
  return me.json() as { id: number; email: string; role: string; childId: number | null }
}

/** A code of the right form that no member made (the alphabet has no U, so none is this). */
const NOBODYS_CODE = 'ZZZZ-ZZZ0'

describe('sign in on another device with a one-time code', () => {
  it('signs the new device in as the member who made the code, once', async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock })
    const parent = await createFamily(app, 'parent@example.org')
    const made = await makeCode(parent)
    expect(made.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(made.expiresAt).toBe(new Date(clock.now().getTime() + SIGN_IN_CODE_TTL_MS).toISOString())
    const link = new URL(made.link)
    expect(link.origin + link.pathname).toBe('http://localhost:3000/onboarding')
    expect(link.searchParams.get('code')).toBe(made.code)

    const first = await redeem(app, made.code.toLowerCase().replace('-', ' '))
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().user.email).toBe('parent@example.org')
    expect(first.cookies.find((c) => c.name === 'sid')?.httpOnly).toBe(true)
    const me = await whoIs(app, first)
    expect(me.email).toBe('parent@example.org')
    const children = await familyAs(app, sessionCookieFrom(first)).request('GET', '/api/children')
    expect(children.statusCode).toBe(200)

    const again = await redeem(app, made.code)
    expect(again.statusCode).toBe(401)
    expect(again.json().code).toBe('invalid-sign-in-code')

    // Only a keyed hash is stored.
    const rows = await sql`select * from sign_in_codes`.execute(app.db)
    const stored = JSON.stringify(rows.rows)
    expect(stored).not.toContain(made.code.replace('-', ''))
    expect(stored).not.toContain(made.code)
  })

  it('expires 10 minutes after it was made', async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock })
    const parent = await createFamily(app, 'parent@example.org')
    const late = await makeCode(parent)
    clock.advance(SIGN_IN_CODE_TTL_MS)
    expect((await redeem(app, late.code)).statusCode).toBe(401)

    const inTime = await makeCode(parent)
    clock.advance(SIGN_IN_CODE_TTL_MS - 1)
    expect((await redeem(app, inTime.code)).statusCode).toBe(200)
  })

  it("signs in as the code's member only: another family's, a spouse's or a child's code never crosses", async () => {
    const app = await buildTestApp()
    const ann = await createFamily(app, 'ann@example.org')
    const bob = await createFamily(app, 'bob@example.org')
    const child = await bob.addChild({ name: 'Kim', age: 10 })
    const kim = await signInChild(app, bob, child.id, 'kim@example.org')
    const annCode = await makeCode(ann)
    const bobCode = await makeCode(bob)
    const kimCode = await makeCode(kim)

    const asKim = await whoIs(app, await redeem(app, kimCode.code))
    expect(asKim).toMatchObject({ email: 'kim@example.org', role: 'child', childId: child.id })
    const asAnn = await redeem(app, annCode.code)
    expect((await whoIs(app, asAnn)).email).toBe('ann@example.org')
    // Ann's new device sees Ann's family only: Bob's child is as missing as a deleted one.
    const annDevice = familyAs(app, sessionCookieFrom(asAnn))
    expect((await annDevice.request('GET', `/api/children/${child.id}`)).statusCode).toBe(404)
    expect((await whoIs(app, await redeem(app, bobCode.code))).email).toBe('bob@example.org')
  })

  it('refuses the code of a child whose own sign-in was revoked', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'parent@example.org')
    const child = await parent.addChild({ name: 'Kim', age: 10 })
    const kim = await signInChild(app, parent, child.id, 'kim@example.org')
    const made = await makeCode(kim)
    expect((await parent.request('DELETE', `/api/children/${child.id}/sign-in`)).statusCode).toBe(
      200,
    )
    expect((await redeem(app, made.code)).statusCode).toBe(401)
  })

  it('shows one code at a time: a new code ends the one before', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'parent@example.org')
    const before = await makeCode(parent)
    const now = await makeCode(parent)
    expect((await redeem(app, before.code)).statusCode).toBe(401)
    expect((await redeem(app, now.code)).statusCode).toBe(200)
  })

  it('records wrong codes as failed sign-ins, and refuses what is not a code', async () => {
    const app = await buildTestApp()
    await createFamily(app, 'parent@example.org')
    const wrong = await redeem(app, NOBODYS_CODE)
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe(
      'This code is wrong, used or expired. Show a new code on your other device and enter it within 10 minutes.',
    )
    const events = await app.db
      .selectFrom('security_events')
      .select(['type', 'ip', 'detail'])
      .where('type', '=', 'login-failed')
      .execute()
    expect(events).toEqual([{ type: 'login-failed', ip: NEW_DEVICE, detail: 'wrong sign-in code' }])

    for (const code of ['ABC', 'ABCD-EFGH-J', 'ABCD-EFG!', '']) {
      const res = await redeem(app, code)
      expect(res.statusCode, code).toBe(400)
      expect(res.json()).toMatchObject({ code: 'invalid-sign-in-code', field: 'code' })
    }
  })

  it(`limits the codes a member makes to ${CODES_PER_MEMBER_PER_HOUR} an hour`, async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock })
    const parent = await createFamily(app, 'parent@example.org')
    for (let i = 0; i < CODES_PER_MEMBER_PER_HOUR; i++) await makeCode(parent)
    const refused = await parent.request('POST', '/api/auth/sign-in-codes')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('rate-limited')
    clock.advance(60 * 60 * 1000)
    await makeCode(parent)
  })

  it(`refuses an address after ${WRONG_CODES_PER_IP} wrong codes, even a right one, and not other addresses`, async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock })
    const parent = await createFamily(app, 'parent@example.org')
    const made = await makeCode(parent)
    const guesser = '203.0.113.9'
    for (let i = 0; i < WRONG_CODES_PER_IP; i++) {
      expect((await redeem(app, NOBODYS_CODE, guesser)).statusCode).toBe(401)
    }
    const blocked = await redeem(app, made.code, guesser)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toBe(
      'Too many wrong codes were entered from this network. Wait 15 minutes, or sign in with a magic link.',
    )
    expect((await redeem(app, NOBODYS_CODE, guesser)).statusCode).toBe(429)
    const refusals = await app.db
      .selectFrom('security_events')
      .select('detail')
      .where('type', '=', 'rate-limited')
      .execute()
    expect(refusals).toEqual([{ detail: 'too many wrong sign-in codes' }])
    // The code is untouched by the refusals and works from the family's own device.
    expect((await redeem(app, made.code, NEW_DEVICE)).statusCode).toBe(200)
  })

  it(`stops a live code after ${WRONG_GUESSES_PER_CODE} wrong codes from anywhere`, async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'parent@example.org')
    const made = await makeCode(parent)
    for (let i = 0; i < WRONG_GUESSES_PER_CODE; i++) {
      // Many addresses, each under its own limit.
      const address = `203.0.113.${Math.floor(i / WRONG_CODES_PER_IP) + 10}`
      expect((await redeem(app, NOBODYS_CODE, address)).statusCode).toBe(401)
    }
    expect((await redeem(app, made.code)).statusCode).toBe(401)
    // A code made after the guesses is fresh.
    expect((await redeem(app, (await makeCode(parent)).code)).statusCode).toBe(200)
  })

  it('is made only by a signed-in member', async () => {
    const app = await buildTestApp()
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-codes',
      headers: JSON_HEADERS,
    })
    expect(res.statusCode).toBe(401)
  })
})
