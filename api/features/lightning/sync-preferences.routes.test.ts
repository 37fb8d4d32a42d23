import { describe, expect, it, onTestFinished } from 'vitest'
import { formatBtcWithSats } from '../../lib/money.js'
import {
  buildTestApp,
  createFamily,
  familyAs,
  manualClock,
  signInChild,
  signUpParent,
} from '../../test-helpers.js'
import { startMailbox } from '../../test-mailbox.js'
import { lightningFamily } from './lightning.test-setup.js'
import { syncRemindersJob } from './sync-reminders.job.js'

const PATH = '/api/lightning/sync-preferences'

describe('sync preferences', () => {
  it('starts weekly with no e-mails, saves a choice and reads it back', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const initial = await parent.request('GET', PATH)
    expect(initial.statusCode).toBe(200)
    expect(initial.json()).toEqual({
      syncFrequency: 'weekly',
      emailReminders: false,
      spendingAlerts: false,
    })
    const chosen = { syncFrequency: 'every3days', emailReminders: true, spendingAlerts: true }
    const res = await parent.request('POST', PATH, chosen)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Sync preferences saved', ...chosen })
    expect((await parent.request('GET', PATH)).json()).toEqual(chosen)
  })

  it.each([
    [
      'an unknown frequency',
      { syncFrequency: 'hourly', emailReminders: true, spendingAlerts: false },
    ],
    ['a missing field', { syncFrequency: 'daily', emailReminders: true }],
    [
      'a string for a boolean',
      { syncFrequency: 'daily', emailReminders: 'true', spendingAlerts: false },
    ],
  ])('refuses %s with a 400 and saves nothing', async (_name, body) => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const res = await parent.request('POST', PATH, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual(expect.any(String))
    expect((await parent.request('GET', PATH)).json().syncFrequency).toBe('weekly')
  })

  it("keeps each family's choice to itself and is the parents' alone", async () => {
    const app = await buildTestApp()
    const pat = await createFamily(app, 'pat@example.org')
    const sam = await createFamily(app, 'sam@example.org')
    await pat.request('POST', PATH, {
      syncFrequency: 'daily',
      emailReminders: true,
      spendingAlerts: true,
    })
    expect((await sam.request('GET', PATH)).json()).toEqual({
      syncFrequency: 'weekly',
      emailReminders: false,
      spendingAlerts: false,
    })
    const kid = await pat.addChild({ name: 'Kim' })
    const child = await signInChild(app, pat, kid.id, 'kim@example.org')
    const asChild = await child.request('POST', PATH, {
      syncFrequency: 'manual',
      emailReminders: false,
      spendingAlerts: false,
    })
    expect(asChild.statusCode).toBe(403)
    expect((await pat.request('GET', PATH)).json().syncFrequency).toBe('daily')
  })
})

async function mailedFamily() {
  const mailbox = await startMailbox()
  onTestFinished(() => mailbox.close())
  const clock = manualClock(new Date('2026-11-23T09:00:00Z'))
  const app = await buildTestApp({ env: { SMTP_URL: mailbox.smtpUrl }, clock })
  const email = 'pat@example.org'
  const parent = familyAs(app, await signUpParent(app, mailbox, email), email)
  const reminders = () =>
    mailbox.messages.filter((m) => m.raw.includes('Time to reconcile your family balances'))
  return { app, mailbox, clock, parent, reminders }
}

const DAY = 24 * 60 * 60 * 1000

describe('the sync reminder job', () => {
  it('mails the parent once per period, not again when the job runs again', async () => {
    const f = await mailedFamily()
    await f.parent.request('POST', PATH, {
      syncFrequency: 'daily',
      emailReminders: true,
      spendingAlerts: false,
    })
    expect(await syncRemindersJob.run(f.app)).toBe('Sync reminders: 1 sent, 0 failed')
    expect(f.reminders()).toHaveLength(1)
    expect(f.reminders()[0]?.to).toEqual(['pat@example.org'])
    expect(f.reminders()[0]?.text).toContain('/lightning-connect?tab=balance-sync')

    // Later the same day, and as if a restarted server ran it again.
    f.clock.advance(5 * 60 * 60 * 1000)
    await syncRemindersJob.run(f.app)
    await syncRemindersJob.run(f.app)
    expect(f.reminders()).toHaveLength(1)

    // The next day is a new period.
    f.clock.advance(DAY)
    await syncRemindersJob.run(f.app)
    expect(f.reminders()).toHaveLength(2)
  })

  it('mails every third day and weekly by period, and never for manual', async () => {
    const f = await mailedFamily()
    await f.parent.request('POST', PATH, {
      syncFrequency: 'weekly',
      emailReminders: true,
      spendingAlerts: false,
    })
    // Monday 23 November: the week's reminder; nothing more until next Monday.
    for (let day = 0; day < 7; day++) {
      await syncRemindersJob.run(f.app)
      f.clock.advance(DAY)
    }
    expect(f.reminders()).toHaveLength(1)
    await syncRemindersJob.run(f.app)
    expect(f.reminders()).toHaveLength(2)

    await f.parent.request('POST', PATH, {
      syncFrequency: 'manual',
      emailReminders: true,
      spendingAlerts: false,
    })
    for (let day = 0; day < 8; day++) {
      f.clock.advance(DAY)
      await syncRemindersJob.run(f.app)
    }
    expect(f.reminders()).toHaveLength(2)

    await f.parent.request('POST', PATH, {
      syncFrequency: 'every3days',
      emailReminders: true,
      spendingAlerts: false,
    })
    // From the start of a three-day block (days counted from 1970-01-01): two blocks.
    const block = 3 * DAY
    f.clock.set(new Date(Math.ceil(f.clock.now().getTime() / block) * block))
    for (let day = 0; day < 6; day++) {
      await syncRemindersJob.run(f.app)
      f.clock.advance(DAY)
    }
    expect(f.reminders()).toHaveLength(4)
  })

  it('sends nothing once reminders are turned off', async () => {
    const f = await mailedFamily()
    await f.parent.request('POST', PATH, {
      syncFrequency: 'daily',
      emailReminders: true,
      spendingAlerts: false,
    })
    await syncRemindersJob.run(f.app)
    expect(f.reminders()).toHaveLength(1)
    await f.parent.request('POST', PATH, {
      syncFrequency: 'daily',
      emailReminders: false,
      spendingAlerts: false,
    })
    for (let day = 0; day < 3; day++) {
      f.clock.advance(DAY)
      expect(await syncRemindersJob.run(f.app)).toBe('Sync reminders: 0 sent, 0 failed')
    }
    expect(f.reminders()).toHaveLength(1)
  })

  it("is written in the parent's language: English until chosen, then German, then Spanish", async () => {
    const f = await mailedFamily()
    await f.parent.request('POST', PATH, {
      syncFrequency: 'daily',
      emailReminders: true,
      spendingAlerts: false,
    })
    const settings = 'http://localhost:3000/lightning-connect?tab=balance-sync'
    const expected = [
      {
        subject: 'Time to reconcile your family balances',
        plain: `This is your reminder to check that the balances in Family Bitcoin match your wallets.\n\nOpen ${settings} to review them, or change how often you get this e-mail.\n`,
        lang: 'en',
      },
      {
        subject: 'Zeit, die Kontostände deiner Familie abzugleichen',
        plain: `Hier ist deine Erinnerung, zu prüfen, ob die Kontostände in Family Bitcoin zu deinen Wallets passen.\n\nÖffne ${settings}, um sie zu prüfen oder einzustellen, wie oft du diese E-Mail bekommst.\n`,
        lang: 'de',
      },
      {
        subject: 'Es hora de conciliar los saldos de tu familia',
        plain: `Este es tu recordatorio para comprobar que los saldos de Family Bitcoin coinciden con tus carteras.\n\nAbre ${settings} para revisarlos o cambiar con qué frecuencia recibes este correo.\n`,
        lang: 'es',
      },
    ]
    for (const [day, language] of [null, 'de', 'es'].entries()) {
      if (language) await f.parent.request('PUT', '/api/auth/language', { language })
      f.clock.advance(DAY)
      await syncRemindersJob.run(f.app)
      const mail = f.mailbox.messages.at(-1)
      expect({
        subject: mail?.subject,
        plain: mail?.plain,
        lang: mail?.html.match(/<html lang="(\w+)">/)?.[1],
      }).toEqual(expected[day])
    }
  })
})

/**
 * A family whose parent (Pat) asked for spending alerts, with Kim's 10,000 sats of spending
 * money and a connected wallet; its mails arrive at a real SMTP server.
 */
async function alertingFamily() {
  const mailbox = await startMailbox()
  onTestFinished(() => mailbox.close())
  const f = await lightningFamily({ mailbox })
  await f.connect()
  await f.setSpending('0.00010000')
  await f.parent.request('POST', PATH, {
    syncFrequency: 'manual',
    emailReminders: false,
    spendingAlerts: true,
  })
  return { mailbox, f }
}

/** Pays a shop's invoice for a comic book from Kim's spending money, as the parent. */
function comicBookPayer(f: Awaited<ReturnType<typeof lightningFamily>>) {
  const shop = f.wallet.node.lightningNetwork.createNode({ alias: 'shop' })
  return async (amountSat: number) => {
    const bill = shop.createInvoice({ amountMsat: amountSat * 1000, description: 'Comic book' })
    const res = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: bill.bolt11,
    })
    expect(res.json()).toMatchObject({ status: 'succeeded' })
    return res.json()
  }
}

describe('the spending alert', () => {
  it('mails the parent once for a payment above 20% of the spending balance, not for a small one', async () => {
    const { mailbox, f } = await alertingFamily()
    const alerts = () => mailbox.messages.filter((m) => m.raw.includes('Spending alert: Kim'))
    const pay = comicBookPayer(f)

    // 1,000 sats (plus fee) of 10,000: 10%, no alert.
    await pay(1000)
    expect(alerts()).toHaveLength(0)

    // 3,000 sats of the 8,998 left: above 20%, one alert.
    const large = await pay(3000)
    expect(alerts()).toHaveLength(1)
    expect(alerts()[0]?.to).toEqual(['pat@example.org'])
    const cost = 3000 + large.fee
    expect(alerts()[0]?.text).toContain(
      `Kim paid ${formatBtcWithSats(cost)} over Lightning (Comic book)`,
    )
    expect(alerts()[0]?.text).toContain('spending balance of 0.00008998 BTC (8,998 sats)')

    // Off: the same large share goes unmentioned.
    await f.parent.request('POST', PATH, {
      syncFrequency: 'manual',
      emailReminders: false,
      spendingAlerts: false,
    })
    await pay(3000)
    expect(alerts()).toHaveLength(1)
  })

  it("is written in the parent's language, the sats grouped as German writes them", async () => {
    const { mailbox, f } = await alertingFamily()
    await f.parent.request('PUT', '/api/auth/language', { language: 'de' })
    const cost = 3000 + (await comicBookPayer(f)(3000)).fee
    const alert = mailbox.messages.find((m) => m.subject === 'Ausgabenwarnung: Kim')
    expect(alert?.plain).toBe(
      `Kim hat ${formatBtcWithSats(cost, 'de')} über Lightning bezahlt (Comic book), mehr als 20 % des Ausgabeguthabens von 0.00010000 BTC (10.000 sats).\n\nDu bekommst diese E-Mail, weil Ausgabenwarnungen in den Einstellungen zum Kontoabgleich eingeschaltet sind.\n`,
    )
    expect(formatBtcWithSats(cost, 'de')).toMatch(/^0\.0000300\d BTC \(3\.00\d sats\)$/)
  })
})
