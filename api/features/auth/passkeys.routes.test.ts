import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  buildTestApp,
  createFamily,
  familyAs,
  JSON_HEADERS,
  sessionCookieFrom,
  type TestFamily,
} from '../../test-helpers.js'
import { TestAuthenticator } from '../../testing/test-authenticator.js'

// Port 80: inject's default Host (localhost:80) is then the listed address.
const ORIGIN = 'http://localhost'
const env = { PUBLIC_URL: ORIGIN }

async function registrationOptions(member: TestFamily) {
  const res = await member.request('POST', '/api/auth/passkeys/registration-options')
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** Adds a passkey made by `authenticator` to the member; returns the answer. */
async function addPasskey(member: TestFamily, authenticator: TestAuthenticator, name?: string) {
  const answer = authenticator.register(await registrationOptions(member))
  const res = await member.request('POST', '/api/auth/passkeys', {
    response: answer,
    ...(name ? { name } : {}),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

async function signInOptions(app: FastifyInstance) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/sign-in-options',
    headers: JSON_HEADERS,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

function signIn(app: FastifyInstance, response: object) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/sign-in',
    headers: JSON_HEADERS,
    payload: { response },
  })
}

async function failedSignIns(app: FastifyInstance) {
  return app.db
    .selectFrom('security_events')
    .select('detail')
    .where('type', '=', 'login-failed')
    .execute()
}

describe('passkeys', () => {
  it('a member adds a passkey and signs in with it later, as themselves', async () => {
    const app = await buildTestApp({ env })
    const parent = await createFamily(app, 'parent@example.org')
    const phone = new TestAuthenticator(ORIGIN)
    const options = await registrationOptions(parent)
    expect(options.rp).toEqual({ name: 'Family Bitcoin', id: 'localhost' })
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    })
    const added = await parent.request('POST', '/api/auth/passkeys', {
      response: phone.register(options),
      name: 'My phone',
    })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json()).toMatchObject({ name: 'My phone', rpId: 'localhost', lastUsedAt: null })

    const res = await signIn(app, phone.signIn(await signInOptions(app)))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().user.email).toBe('parent@example.org')
    const newDevice = familyAs(app, sessionCookieFrom(res))
    expect((await newDevice.request('GET', '/api/auth/user')).json().email).toBe(
      'parent@example.org',
    )
    const list = (await parent.request('GET', '/api/auth/passkeys')).json()
    expect(list).toEqual([
      {
        id: added.json().id,
        name: 'My phone',
        rpId: 'localhost',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
      },
    ])
    // The list names no key or credential.
    expect(JSON.stringify(list)).not.toContain(phone.signIn({ challenge: 'x' }).id)
  })

  it('refuses a registration answering a challenge it did not hand out, and each challenge works once', async () => {
    const app = await buildTestApp({ env })
    const parent = await createFamily(app, 'parent@example.org')
    const key = new TestAuthenticator(ORIGIN)
    const options = await registrationOptions(parent)
    const forged = key.register({ ...options, challenge: 'bm90LWhhbmRlZC1vdXQ' })
    const refused = await parent.request('POST', '/api/auth/passkeys', { response: forged })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('passkey-refused')

    const answer = key.register(options)
    expect(
      (await parent.request('POST', '/api/auth/passkeys', { response: answer })).statusCode,
    ).toBe(200)
    const replay = key.register(options)
    expect(
      (await parent.request('POST', '/api/auth/passkeys', { response: replay })).statusCode,
    ).toBe(400)
    expect((await parent.request('GET', '/api/auth/passkeys')).json()).toHaveLength(1)
  })

  it("refuses another member's registration challenge and another origin", async () => {
    const app = await buildTestApp({ env })
    const ann = await createFamily(app, 'ann@example.org')
    const bob = await createFamily(app, 'bob@example.org')
    const key = new TestAuthenticator(ORIGIN)
    // Bob answers the challenge handed out to Ann.
    const annsOptions = await registrationOptions(ann)
    const asBob = await bob.request('POST', '/api/auth/passkeys', {
      response: key.register(annsOptions),
    })
    expect(asBob.statusCode).toBe(400)
    const elsewhere = key.register(await registrationOptions(ann), {
      origin: 'http://evil.example',
    })
    const refused = await ann.request('POST', '/api/auth/passkeys', { response: elsewhere })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toContain('origin')
  })

  it('refuses a sign-in answering a challenge it did not hand out, or one already used', async () => {
    const app = await buildTestApp({ env })
    const parent = await createFamily(app, 'parent@example.org')
    const phone = new TestAuthenticator(ORIGIN)
    await addPasskey(parent, phone)

    const forged = await signIn(app, phone.signIn({ challenge: 'bm90LWhhbmRlZC1vdXQ' }))
    expect(forged.statusCode).toBe(401)
    expect(forged.json()).toEqual({
      code: 'passkey-refused',
      message: 'This passkey was not accepted. Try again, or sign in with a magic link.',
    })
    const options = await signInOptions(app)
    expect((await signIn(app, phone.signIn(options))).statusCode).toBe(200)
    expect((await signIn(app, phone.signIn(options))).statusCode).toBe(401)
    const failures = await failedSignIns(app)
    expect(failures).toHaveLength(2)
    expect(failures.every((f) => f.detail?.startsWith('passkey: Custom challenge verifier'))).toBe(
      true,
    )
  })

  it("never signs in with another member's credential", async () => {
    const app = await buildTestApp({ env })
    const ann = await createFamily(app, 'ann@example.org')
    const bob = await createFamily(app, 'bob@example.org')
    const annsPhone = new TestAuthenticator(ORIGIN)
    const bobsPhone = new TestAuthenticator(ORIGIN)
    const annsOptions = await registrationOptions(ann)
    const annsPasskey = annsPhone.register(annsOptions)
    expect(
      (await ann.request('POST', '/api/auth/passkeys', { response: annsPasskey })).statusCode,
    ).toBe(200)
    await addPasskey(bob, bobsPhone)

    // Bob's key signs, claiming Ann's credential and user handle.
    const claimed = bobsPhone.signIn(await signInOptions(app), {
      credentialId: annsPasskey.id,
      userHandle: annsOptions.user.id,
    })
    expect((await signIn(app, claimed)).statusCode).toBe(401)
    // Ann's credential with Bob's user handle.
    const bobsHandle = bobsPhone.signIn({ challenge: 'eA' }).response.userHandle
    const mixed = annsPhone.signIn(await signInOptions(app), { userHandle: bobsHandle })
    expect((await signIn(app, mixed)).statusCode).toBe(401)
    // Signed elsewhere.
    const phished = annsPhone.signIn(await signInOptions(app), { origin: 'http://evil.example' })
    expect((await signIn(app, { ...phished })).statusCode).toBe(401)
    expect((await failedSignIns(app)).map((f) => f.detail)).toEqual([
      expect.stringContaining('signature'),
      "passkey: user handle is not the passkey's member",
      expect.stringContaining('passkey:'),
    ])

    // Bob can neither see nor remove Ann's passkey, nor register her credential as his.
    const annsId = (await ann.request('GET', '/api/auth/passkeys')).json()[0].id
    expect((await bob.request('GET', '/api/auth/passkeys')).json()).toHaveLength(1)
    expect((await bob.request('DELETE', `/api/auth/passkeys/${annsId}`)).statusCode).toBe(404)
    expect((await ann.request('GET', '/api/auth/passkeys')).json()).toHaveLength(1)

    // Ann's own sign-in works and is Ann's.
    const res = await signIn(app, annsPhone.signIn(await signInOptions(app)))
    expect(res.json().user.email).toBe('ann@example.org')
  })

  it('refuses a credential already registered, for anyone', async () => {
    const app = await buildTestApp({ env })
    const ann = await createFamily(app, 'ann@example.org')
    const bob = await createFamily(app, 'bob@example.org')
    const key = new TestAuthenticator(ORIGIN)
    const annsAnswer = key.register(await registrationOptions(ann))
    expect(
      (await ann.request('POST', '/api/auth/passkeys', { response: annsAnswer })).statusCode,
    ).toBe(200)
    // The same credential id on a fresh, valid answer to Bob's challenge.
    const bobsAnswer = key.register(await registrationOptions(bob))
    const reused = await bob.request('POST', '/api/auth/passkeys', {
      response: rewriteCredentialId(bobsAnswer, annsAnswer.id),
    })
    expect(reused.statusCode, reused.body).toBe(409)
    expect(reused.json().code).toBe('passkey-exists')
    expect((await bob.request('GET', '/api/auth/passkeys')).json()).toEqual([])
  })

  it('lets a member remove their own passkey, which then signs in no more', async () => {
    const app = await buildTestApp({ env })
    const parent = await createFamily(app, 'parent@example.org')
    const phone = new TestAuthenticator(ORIGIN)
    const added = await addPasskey(parent, phone)
    const removed = await parent.request('DELETE', `/api/auth/passkeys/${added.id}`)
    expect(removed.statusCode).toBe(200)
    expect((await parent.request('GET', '/api/auth/passkeys')).json()).toEqual([])
    expect((await signIn(app, phone.signIn(await signInOptions(app)))).statusCode).toBe(401)
  })

  it('are not offered at a host that is not listed, nor at an IP address', async () => {
    const app = await buildTestApp({ env })
    const parent = await createFamily(app, 'parent@example.org')
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/registration-options',
      headers: { ...JSON_HEADERS, cookie: parent.cookie, host: 'evil.example' },
    })
    expect(elsewhere.statusCode).toBe(409)
    expect(elsewhere.json().code).toBe('passkeys-unavailable')

    const byIp = await buildTestApp({ env: { PUBLIC_URL: 'http://192.168.1.20' } })
    const res = await byIp.inject({
      method: 'POST',
      url: '/api/auth/passkeys/sign-in-options',
      headers: { ...JSON_HEADERS, host: '192.168.1.20' },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      'Passkeys work only at the name this server is set up with (PUBLIC_URLS), not at an IP address. Open the app by its name to use them.',
    )
  })
})

/**
 * The answer with another credential id in its authenticator data and fields: what an
 * authenticator that reuses an id would send. The attestation is "none", so nothing
 * signs the data and the answer stays valid but for the id.
 */
function rewriteCredentialId(
  answer: ReturnType<TestAuthenticator['register']>,
  credentialId: string,
): ReturnType<TestAuthenticator['register']> {
  const attestation = Buffer.from(answer.response.attestationObject, 'base64url')
  const oldId = Buffer.from(answer.id, 'base64url')
  const newId = Buffer.from(credentialId, 'base64url')
  const at = attestation.indexOf(oldId)
  newId.copy(attestation, at)
  return {
    ...answer,
    id: credentialId,
    rawId: credentialId,
    response: { ...answer.response, attestationObject: attestation.toString('base64url') },
  }
}
