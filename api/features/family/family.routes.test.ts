import { describe, expect, it, onTestFinished } from 'vitest'
import {
  buildTestApp,
  createFamily,
  familyAs,
  type MemoryMailer,
  redeemLink,
  signInChild,
  signUpParent,
} from '../../test-helpers.js'
import { startMailbox } from '../../test-mailbox.js'

async function invitedSpouse(
  app: Awaited<ReturnType<typeof buildTestApp>>,
  parent: Awaited<ReturnType<typeof createFamily>>,
  email: string,
) {
  const res = await parent.request('POST', '/api/family/invite-spouse', {
    email,
    netWorthShare: 40,
  })
  expect(res.statusCode).toBe(200)
  const { cookie, body } = await redeemLink(
    app,
    await (app.mailer as MemoryMailer).waitForLink(email),
  )
  return { spouse: familyAs(app, cookie, email), verify: body }
}

describe('spouse', () => {
  it('is invited by mail, joins the family as spouse and gets the parent rights', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const pending = await parent.request('POST', '/api/family/invite-spouse', {
      email: 'sam@example.org',
      netWorthShare: 40,
    })
    expect(pending.json()).toEqual({ success: true, message: 'Invitation sent to sam@example.org' })
    expect((await parent.request('GET', '/api/family/spouse')).json()).toEqual({
      firstName: null,
      lastName: null,
      email: 'sam@example.org',
      netWorthShare: 40,
      status: 'invited',
    })

    const { spouse, verify } = await invitedSpouse(app, parent, 'sam@example.org')
    expect(verify.user).toMatchObject({
      role: 'spouse',
      isAdmin: false,
      subscriptionStatus: 'free',
    })
    expect(verify.needsOnboarding).toBe(false)
    expect((await spouse.request('GET', '/api/family/can-approve')).json()).toEqual({
      canApprove: true,
    })
    expect((await parent.request('GET', '/api/family/spouse')).json().status).toBe('active')

    // Same family: the spouse sees and manages the parent's children.
    const child = await parent.addChild({ name: 'Kim' })
    expect((await spouse.request('GET', `/api/children/${child.id}`)).statusCode).toBe(200)
    expect(
      (await spouse.request('POST', '/api/children', { name: 'Lee', age: 4 })).statusCode,
    ).toBe(201)

    // Inviting and sharing stay with the account holder.
    expect(
      (await spouse.request('POST', '/api/family/invite-spouse', { email: 'x@example.org' }))
        .statusCode,
    ).toBe(403)
    expect(
      (await spouse.request('PATCH', '/api/family/net-worth-sharing', { spouseShare: 50 }))
        .statusCode,
    ).toBe(403)
  })

  it('validates the invitation with the spec message', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const empty = await parent.request('POST', '/api/family/invite-spouse', { email: '  ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe("Email Required - Please enter your spouse's email address")
    const bad = await parent.request('POST', '/api/family/invite-spouse', { email: 'nope' })
    expect(bad.json()).toMatchObject({
      message: 'Please enter a valid e-mail address',
      field: 'email',
    })
    const share = await parent.request('POST', '/api/family/invite-spouse', {
      email: 'a@b.org',
      netWorthShare: 33,
    })
    expect(share.json().message).toBe('Share must be between 0 and 100 in steps of 5')
    expect(
      (await parent.request('POST', '/api/family/invite-spouse', { email: 'pat@example.org' }))
        .statusCode,
    ).toBe(400)
  })

  it('refuses to pull in an account of another family, at invitation and at sign-in', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    await createFamily(app, 'other@example.org')
    const direct = await parent.request('POST', '/api/family/invite-spouse', {
      email: 'other@example.org',
    })
    expect(direct.statusCode).toBe(409)

    // The address gets its own account between invitation and acceptance.
    await parent.request('POST', '/api/family/invite-spouse', { email: 'late@example.org' })
    const link = await (app.mailer as MemoryMailer).waitForLink('late@example.org')
    await createFamily(app, 'late@example.org')
    const token = new URL(link).searchParams.get('token')
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { 'content-type': 'application/json' },
      payload: { token },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toContain('already belongs to another Family Bitcoin account')
    const late = await app.db
      .selectFrom('users')
      .select(['role', 'family_id'])
      .where('email', '=', 'late@example.org')
      .execute()
    expect(late).toEqual([{ role: 'parent', family_id: expect.any(Number) }])
    expect((await parent.request('GET', '/api/family/spouse')).json().status).toBe('invited')
  })

  it('resends a pending invitation, and answers 404 when there is none', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    expect((await parent.request('POST', '/api/family/resend-spouse-invitation')).statusCode).toBe(
      404,
    )
    await parent.request('POST', '/api/family/invite-spouse', { email: 'sam@example.org' })
    const mailer = app.mailer as MemoryMailer
    const before = mailer.sent.length
    const res = await parent.request('POST', '/api/family/resend-spouse-invitation')
    expect(res.statusCode).toBe(200)
    expect(mailer.sent.length).toBe(before + 1)
  })
})

describe('removing the spouse', () => {
  it('signs the spouse out for good and allows a new invitation', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const { spouse } = await invitedSpouse(app, parent, 'sam@example.org')
    expect((await spouse.request('DELETE', '/api/family/spouse')).statusCode).toBe(403)
    const removed = await parent.request('DELETE', '/api/family/spouse')
    expect(removed.json()).toEqual({
      success: true,
      message: 'sam@example.org no longer has access to the family',
    })
    expect((await spouse.request('GET', '/api/auth/user')).statusCode).toBe(401)
    expect((await parent.request('GET', '/api/family/spouse')).json()).toBeNull()
    expect((await parent.request('DELETE', '/api/family/spouse')).statusCode).toBe(404)
    expect(
      (await parent.request('POST', '/api/family/invite-spouse', { email: 'sam@example.org' }))
        .statusCode,
    ).toBe(200)
  })

  it('withdraws a pending invitation so its link stops working', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    await parent.request('POST', '/api/family/invite-spouse', { email: 'sam@example.org' })
    const link = await (app.mailer as MemoryMailer).waitForLink('sam@example.org')
    expect((await parent.request('DELETE', '/api/family/spouse')).json().message).toBe(
      'The invitation was withdrawn',
    )
    const token = new URL(link).searchParams.get('token')
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { 'content-type': 'application/json' },
      payload: { token },
    })
    expect(res.statusCode).toBe(401)
    expect(
      await app.db
        .selectFrom('users')
        .select('email')
        .where('email', '=', 'sam@example.org')
        .execute(),
    ).toEqual([])
  })
})

describe('net worth sharing', () => {
  it('stores the spouse share and the family settings in steps of 5', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    await invitedSpouse(app, parent, 'sam@example.org')
    expect(
      (await parent.request('PATCH', '/api/family/net-worth-sharing', { spouseShare: 33 }))
        .statusCode,
    ).toBe(400)
    expect(
      (await parent.request('PATCH', '/api/family/net-worth-sharing', { spouseShare: 55 }))
        .statusCode,
    ).toBe(200)
    const overview = (await parent.request('GET', '/api/family/overview')).json()
    expect(overview).toMatchObject({
      totalMembers: 2,
      sharedNetWorthShare: 100,
      parentNetWorthShare: 45,
      spouseNetWorthShare: 55,
      childrenShares: [],
    })
    // The spouse holds their share of the shared part only: 55% of 70% is 38.5%, so 38%.
    await parent.request('POST', '/api/family-net-worth/settings', {
      sharingEnabled: true,
      sharePercentage: 70,
    })
    expect((await parent.request('GET', '/api/family/overview')).json()).toMatchObject({
      sharedNetWorthShare: 70,
      parentNetWorthShare: 62,
      spouseNetWorthShare: 38,
    })

    const settings = await parent.request('POST', '/api/family-net-worth/settings', {
      sharingEnabled: false,
      sharePercentage: 75,
    })
    expect(settings.json()).toEqual({ sharingEnabled: false, sharePercentage: 75 })
    // Off means nothing is shared: the spouse holds no part, whatever the percentages say.
    expect((await parent.request('GET', '/api/family/overview')).json()).toMatchObject({
      sharedNetWorthShare: 0,
      parentNetWorthShare: 100,
      spouseNetWorthShare: 0,
    })
    const me = (await parent.request('GET', '/api/auth/user')).json()
    expect(me).toMatchObject({
      familyNetWorthSharingEnabled: false,
      familyNetWorthSharePercentage: 75,
    })
    expect(
      (
        await parent.request('POST', '/api/family-net-worth/settings', {
          sharingEnabled: true,
          sharePercentage: 101,
        })
      ).statusCode,
    ).toBe(400)
  })

  it("shows each child's share of the family balance", async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const a = await parent.addChild({ name: 'Ann' })
    const b = await parent.addChild({ name: 'Ben' })
    await parent.request('POST', `/api/children/${a.id}/update-savings`, { newBalance: '0.003' })
    await parent.request('POST', `/api/children/${b.id}/update-savings`, { newBalance: '0.001' })
    const overview = (await parent.request('GET', '/api/family/overview')).json()
    expect(overview.totalMembers).toBe(3)
    expect(overview.childrenShares).toEqual([
      { childId: a.id, childName: 'Ann', sharePercentage: 75, balanceAmount: '0.00300000' },
      { childId: b.id, childName: 'Ben', sharePercentage: 25, balanceAmount: '0.00100000' },
    ])
  })

  it('serves the dashboard totals and raises the liquidity alert above 80% only', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const empty = (await parent.request('GET', '/api/family/overview')).json()
    expect(empty).toMatchObject({ childrenTotal: '0.00000000', isLiquidityLow: false })

    const a = await parent.addChild({ name: 'Ann', weeklyAllowance: '0.1' })
    const b = await parent.addChild({ name: 'Ben', weeklyAllowance: '0.2' })
    await parent.request('PATCH', `/api/children/${a.id}/spending-threshold`, {
      threshold: '0.001',
    })
    await parent.request('PATCH', `/api/children/${b.id}/spending-threshold`, {
      threshold: '0.0005',
    })
    await parent.request('POST', `/api/children/${a.id}/update-savings`, { newBalance: '0.2' })
    await parent.request('POST', `/api/lightning/sync-balance/${a.id}`, { newBalance: '0.0005' })
    await parent.request('POST', `/api/lightning/sync-balance/${b.id}`, { newBalance: '0.0003' })
    const at80 = (await parent.request('GET', '/api/family/overview')).json()
    expect(at80).toMatchObject({
      // 0.1 + 0.2 is 0.30000000000000004 in floats; in sats it is exact.
      weeklyAllowanceTotal: '0.30000000',
      childrenTotal: '0.20080000',
      spendingTotal: '0.00080000',
      largestSpendingThreshold: '0.00100000',
      isLiquidityLow: false,
    })
    await parent.request('POST', `/api/lightning/sync-balance/${b.id}`, {
      newBalance: '0.00030001',
    })
    const above = (await parent.request('GET', '/api/family/overview')).json()
    expect(above.isLiquidityLow).toBe(true)
  })

  it('adds up balances past 21M BTC without failing', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    for (const name of ['Ann', 'Ben']) {
      const child = await parent.addChild({ name })
      await parent.request('POST', `/api/children/${child.id}/update-savings`, {
        newBalance: '21000000',
      })
    }
    const res = await parent.request('GET', '/api/family/overview')
    expect(res.statusCode).toBe(200)
    expect(res.json().childrenTotal).toBe('42000000.00000000')
  })
})

describe("a child's own sign-in", () => {
  it('is given by a parent, shows only that child, and can be revoked', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const kim = await parent.addChild({ name: 'Kim' })
    const lee = await parent.addChild({ name: 'Lee' })
    const child = await signInChild(app, parent, kim.id, 'kim@example.org')

    const me = (await child.request('GET', '/api/auth/user')).json()
    expect(me).toMatchObject({ role: 'child', childId: kim.id, isAdmin: false })
    expect(
      (await child.request('GET', '/api/children')).json().map((c: { id: number }) => c.id),
    ).toEqual([kim.id])
    expect((await child.request('GET', `/api/children/${lee.id}`)).statusCode).toBe(404)
    expect((await child.request('GET', '/api/family/can-approve')).json()).toEqual({
      canApprove: false,
    })
    expect((await parent.request('GET', `/api/children/${kim.id}`)).json()).toMatchObject({
      email: 'kim@example.org',
      userId: me.id,
    })

    // Parent-only routes answer 403 to a child.
    for (const [method, url, body] of [
      ['POST', '/api/children', { name: 'X', age: 3 }],
      ['POST', '/api/family/invite-spouse', { email: 'y@example.org' }],
      ['GET', '/api/family/overview', undefined],
      ['POST', `/api/children/${kim.id}/invite`, { email: 'z@example.org' }],
      ['POST', '/api/process-allowances', undefined],
    ] as const) {
      expect((await child.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403)
    }

    const revoke = await parent.request('DELETE', `/api/children/${kim.id}/sign-in`)
    expect(revoke.statusCode).toBe(200)
    expect((await child.request('GET', '/api/auth/user')).statusCode).toBe(401)
    expect((await parent.request('GET', `/api/children/${kim.id}`)).json()).toMatchObject({
      email: null,
      userId: null,
    })
  })
})

describe('invitation mail', () => {
  it('is limited per IP, so an account cannot mail strangers without end', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const kim = await parent.addChild({ name: 'Kim' })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await parent.request('POST', `/api/children/${kim.id}/invite`, {
        email: `kid${i}@example.org`,
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1)
  })

  it("is written in the invited member's language, or the inviter's while they are not yet one", async () => {
    const mailbox = await startMailbox()
    onTestFinished(() => mailbox.close())
    const app = await buildTestApp({ env: { SMTP_URL: mailbox.smtpUrl } })
    const parent = familyAs(app, await signUpParent(app, mailbox, 'pat@example.org'))
    const kim = await parent.addChild({ name: 'Kim' })
    const mailTo = async (email: string, send: () => Promise<{ statusCode: number }>) => {
      const before = mailbox.messages.length
      expect((await send()).statusCode).toBe(200)
      const mail = mailbox.messages.slice(before).find((m) => m.to.includes(email))
      const link = mailbox.linkFor(email)
      return {
        subject: mail?.subject,
        plain: mail?.plain.replace(link, '<link>'),
        lang: mail?.html.match(/<html lang="(\w+)">/)?.[1],
      }
    }
    const inviteSpouse = () =>
      parent.request('POST', '/api/family/invite-spouse', { email: 'sam@example.org' })
    const inviteKim = () =>
      parent.request('POST', `/api/children/${kim.id}/invite`, { email: 'kim@example.org' })
    const frame = {
      en: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.',
      de: 'Der Link funktioniert einmal und läuft nach 1 Stunde ab. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail.',
      es: 'El enlace funciona una sola vez y caduca en 1 hora. Si no lo has pedido, ignora este correo.',
    }

    // The parent never chose: English, as the app always wrote.
    expect(await mailTo('sam@example.org', inviteSpouse)).toEqual({
      subject: 'You are invited to join your family on Family Bitcoin',
      plain: `pat@example.org invited you to help manage your family's Bitcoin allowances and goals.\n\nAccept the invitation: <link>\n\n${frame.en}\n`,
      lang: 'en',
    })

    // In German, so are the invitations of people who are not members yet.
    await parent.request('PUT', '/api/auth/language', { language: 'de' })
    expect(
      await mailTo('sam@example.org', () =>
        parent.request('POST', '/api/family/resend-spouse-invitation'),
      ),
    ).toEqual({
      subject: 'Du bist eingeladen, deiner Familie bei Family Bitcoin beizutreten',
      plain: `pat@example.org hat dich eingeladen, das Bitcoin-Taschengeld und die Sparziele deiner Familie mitzuverwalten.\n\nEinladung annehmen: <link>\n\n${frame.de}\n`,
      lang: 'de',
    })
    expect(await mailTo('kim@example.org', inviteKim)).toEqual({
      subject: 'Kim, dein Anmeldelink für Family Bitcoin',
      plain: `Deine Eltern haben Family Bitcoin für dich eingerichtet, Kim. Öffne den Link, um dein Erspartes und dein Taschengeld zu sehen.\n\nMeine Übersicht öffnen: <link>\n\n${frame.de}\n`,
      lang: 'de',
    })

    // Kim signs in and chooses Spanish: Kim's next link is in Spanish, the parent's choice aside.
    const child = familyAs(app, (await redeemLink(app, mailbox.linkFor('kim@example.org'))).cookie)
    await child.request('PUT', '/api/auth/language', { language: 'es' })
    expect(await mailTo('kim@example.org', inviteKim)).toEqual({
      subject: 'Kim, tu enlace para iniciar sesión en Family Bitcoin',
      plain: `Tus padres han preparado Family Bitcoin para ti, Kim. Abre el enlace para ver tus ahorros y tu dinero para gastar.\n\nAbrir mi panel: <link>\n\n${frame.es}\n`,
      lang: 'es',
    })
  })
})

describe('another family', () => {
  it("gets 404 for this family's records, whatever its role", async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const kim = await parent.addChild({ name: 'Kim' })

    const other = await createFamily(app, 'olga@example.org')
    const otherChild = await other.addChild({ name: 'Oz' })
    const { spouse: otherSpouse } = await invitedSpouse(app, other, 'oscar@example.org')
    const otherKid = await signInChild(app, other, otherChild.id, 'oz@example.org')

    for (const outsider of [other, otherSpouse]) {
      expect(
        (
          await outsider.request('POST', `/api/children/${kim.id}/invite`, {
            email: 'q@example.org',
          })
        ).statusCode,
      ).toBe(404)
      expect((await outsider.request('DELETE', `/api/children/${kim.id}/sign-in`)).statusCode).toBe(
        404,
      )
      expect((await outsider.request('GET', `/api/children/${kim.id}`)).statusCode).toBe(404)
    }
    expect((await otherKid.request('GET', `/api/children/${kim.id}`)).statusCode).toBe(404)
    // Family-wide reads only ever show the caller's own family.
    expect(
      (await otherSpouse.request('GET', '/api/family/overview'))
        .json()
        .childrenShares.map((c: { childName: string }) => c.childName),
    ).toEqual(['Oz'])
    expect((await otherSpouse.request('GET', '/api/family/spouse')).json().email).toBe(
      'oscar@example.org',
    )
  })
})
