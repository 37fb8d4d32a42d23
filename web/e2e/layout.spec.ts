import type { Cookie } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TESTNET_BIP84_VPUB, VECTORS } from '../../api/testing/bitcoin-vectors.js'
import {
  type EsploraTestServer,
  startEsploraTestServer,
} from '../../api/testing/esplora-test-server.js'
import {
  type LnurlPayTestServer,
  startLnurlPayTestServer,
} from '../../api/testing/lnurl-pay-test-server.js'
import { TestNostrRelay } from '../../api/testing/nostr-relay.js'
import { TestWalletService } from '../../api/testing/nwc-wallet-service.js'
import { ChildPicker } from './pages/child-picker.js'
import { ChoresCard } from './pages/chores-cards.js'
import { DashboardHeader } from './pages/dashboard-header.js'
import { FamilyGoalsPage } from './pages/family-goals-page.js'
import { NotFoundPage } from './pages/not-found-page.js'
import { OnboardingPage } from './pages/onboarding-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { SubscriptionPage } from './pages/subscription-page.js'
import { ChildWalletDialog } from './pages/wallet-pages.js'
import { setUpFamilyApp } from './support/family-app.js'
import { familyWithMia, TRIP } from './support/goal-fixtures.js'
import { type LayoutProblem, screenProblems, walkScreen } from './support/layout.js'
import { fitProblems } from './support/phone-fit.js'
import { useViewport, VIEWPORTS } from './support/viewports.js'

// The phone walk below needs a family with real wallets: a view-only wallet on a local
// Esplora test server (testnet), a Lightning wallet behind Nostr Wallet Connect, and the
// children's own wallets' Lightning address service, all over real sockets on loopback
// (which the server reaches only when allowed).
let chain: EsploraTestServer
let relay: TestNostrRelay
let lightning: TestWalletService
let kidsWallets: LnurlPayTestServer
const env: Record<string, string> = {
  BITCOIN_NETWORK: 'testnet',
  ESPLORA_STYLE: 'mempool',
  ALLOW_INSECURE_RELAYS: 'true',
}
beforeAll(async () => {
  chain = await startEsploraTestServer({ style: 'electrum', network: 'testnet' })
  env.ESPLORA_URL = chain.url
  relay = await TestNostrRelay.start()
  lightning = await TestWalletService.start({ relayUrls: [relay.url] })
  // Billing on, paid into the same test wallet: the trial banner and a subscription
  // invoice are on screen too.
  env.BILLING_ENABLED = 'true'
  env.BILLING_LIGHTNING_URL = lightning.createConnection()
  kidsWallets = await startLnurlPayTestServer({
    node: lightning.node.lightningNetwork.createNode({ alias: 'kids-wallets' }),
    users: ['kim'],
  })
})
afterAll(async () => {
  await kidsWallets?.close()
  await lightning?.stop()
  await relay?.stop()
  await chain?.close()
})
const app = setUpFamilyApp(env)

/** The instance's first account is its operator: the phone walk's parent, for /admin. */
const OPERATOR = 'operator@example.org'
beforeAll(async () => {
  const answer = await fetch(`${app.server.url}/api/onboarding/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OPERATOR }),
  })
  expect(answer.status).toBe(200)
})

/** BIP-86's first receive address in its testnet form: 62 characters, the longest kind. */
const TAPROOT_ADDRESS = 'tb1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqp3mvzv'

/** Rounded right edges of the first element matching each selector. */
function rightEdges(page: import('playwright-core').Page, selectors: string[]) {
  return page.evaluate<number[]>(
    `${JSON.stringify(selectors)}.map((s) => Math.round(document.querySelector(s).getBoundingClientRect().right))`,
  )
}

describe.each(VIEWPORTS)('the layout ($name)', (viewport) => {
  it('gives the goals page and a signed-in 404 the app header; the goal buttons reach the edge; History fits its dialog', async () => {
    const { parent, miaId } = await familyWithMia(app)
    const tripId = await parent.api.createGoal(TRIP)
    await parent.api.allocate(tripId, {
      percentage: '10',
      childId: miaId,
      applyTo: 'entire_savings',
    })
    const page = await useViewport(parent.page, viewport)
    const goals = new FamilyGoalsPage(page)
    await goals.goto()
    await goals.goal('Family Trip').root.waitFor()
    await new DashboardHeader(page).logout.waitFor()
    const [intro, row] = await rightEdges(page, [
      '.dashboard-intro',
      '.dashboard-intro .button-row',
    ])
    if (viewport.name === 'phone') expect(row).toBe(intro)

    const details = await goals.goal('Family Trip').viewDetails()
    await details.tab('History').click()
    await details.historyRow('10% of savings').waitFor()
    const overflow = await page.evaluate<number>(
      `(() => { const a = document.querySelector('dialog[open] article'); return a.scrollWidth - a.clientWidth })()`,
    )
    expect(overflow).toBe(0)
    // One size for every dialog title, whether the dialog opens from a card or not.
    const titleSize = () =>
      page.evaluate<string>(`getComputedStyle(document.querySelector('dialog[open] h2')).fontSize`)
    const fromCard = await titleSize()
    await details.close.click()
    await goals.createGoal()
    expect(await titleSize()).toBe(fromCard)

    await page.goto('/no-such-page')
    await new NotFoundPage(page).heading.waitFor()
    await new DashboardHeader(page).logout.waitFor()
  })

  it('ends the "Check your email" card without an empty strip', async () => {
    const page = await useViewport(await app.open(), viewport)
    const onboarding = new OnboardingPage(page)
    await onboarding.goto()
    await onboarding.requestLink(`strip-${viewport.name}@example.org`)
    await onboarding.checkYourEmail.waitFor()
    const margin = await page.evaluate<string>(
      `getComputedStyle(document.querySelector('main article').lastElementChild).marginBottom`,
    )
    expect(margin).toBe('0px')
  })
})

describe('on a phone (360 px)', () => {
  const phone = VIEWPORTS[1]

  it('the phone check names each target under 44 px, spares a link in a sentence, and names what reaches past an edge', async () => {
    const page = await useViewport(await app.open(), phone)
    await page.goto('about:blank')
    await page.setContent(`<style>
        body { margin: 0; font: 16px/24px sans-serif }
        button { width: 44px; height: 44px; padding: 0; border: 0 }
        label.row { display: flex; align-items: center; height: 44px }
        .scroll { overflow-x: auto }
      </style>
      <button>OK</button>
      <button class="short" style="height: 43px">Go</button>
      <p>Read <a href="#">the guide</a> first.</p>
      <p><a href="#" class="lone">Home</a></p>
      <p><a href="#">One</a> · <a href="#">Two</a></p>
      <label class="row"><input type="checkbox" name="share"> Share</label>
      <label><input type="radio" name="pick"> Pick</label>
      <div class="table-box"><table><tr><td style="white-space: nowrap; width: 600px">A</td></tr></table></div>
      <div class="scroll"><div class="inner" style="width: 500px">B</div></div>
      <div class="wide" style="width: 400px">C</div>`)
    const problems = await fitProblems(page, 'here')
    const sizes = problems.map((problem) => problem.replace(/ is [\d.]+x[\d.]+ px/, ' is small'))
    expect(sizes).toEqual([
      'here: button.short "Go" is small, under 44x44',
      'here: a.lone "Home" is small, under 44x44',
      'here: a "One" is small, under 44x44',
      'here: a "Two" is small, under 44x44',
      'here: input "pick" is small, under 44x44',
      'here: div.wide "C" reaches 400 px, past the screen\'s edge',
      'here: div.inner "B" reaches 500 px, past the edge of div.scroll "B"',
    ])
    expect(problems[0]).toBe('here: button.short "Go" is 44x43 px, under 44x44')
  })

  it('every public page, the demo in each of its views and the sign-in pages fit the width with touch targets of 44 px', async () => {
    const page = await useViewport(await app.open(), phone)
    const problems: LayoutProblem[] = []
    const visit = async (path: string) => {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
      problems.push(...(await walkScreen(page, path)))
    }
    for (const path of [
      '/',
      '/how-it-works',
      '/setup-wizard',
      '/privacy',
      '/code-review',
      '/logo-demo',
      '/coinos-test',
      '/demo-goals',
      '/auth/verify?token=no-such-token',
      '/no-such-page',
      '/dashboard',
    ]) {
      await visit(path)
    }

    // The demo: the parent's view, the child picker, a child's dashboard.
    await visit('/demo')
    await page.getByRole('button', { name: 'Child View' }).click()
    const picker = new ChildPicker(page)
    await picker.root.waitFor()
    problems.push(...(await walkScreen(page, '/demo, Child View')))
    await picker.card('Mia').openDashboard.click()
    await page.getByRole('heading', { name: 'Hi, Mia!' }).waitFor()
    problems.push(...(await walkScreen(page, "/demo, Mia's dashboard")))

    // Sign-in: the e-mail and code forms, then "Check your email".
    await visit('/onboarding')
    const onboarding = new OnboardingPage(page)
    await onboarding.requestLink('phone-walk@example.org')
    await onboarding.checkYourEmail.waitFor()
    problems.push(...(await walkScreen(page, '/onboarding, Check your email')))

    expect(problems).toEqual([])
  })

  it.each(['de', 'es'])(
    'every public page and the demo fit the width in %s, whose words run longer than English',
    async (language) => {
      const page = await useViewport(await app.open(), phone)
      // The device's choice, as the switcher keeps it: the server draws each page in it.
      await page.goto('/')
      await page.context().addCookies([{ name: 'lang', value: language, url: page.url() }])
      const problems: LayoutProblem[] = []
      const paths = ['/', '/how-it-works', '/setup-wizard', '/privacy', '/demo', '/demo-goals']
      for (const path of [...paths, '/onboarding', '/no-such-page']) {
        await page.goto(path)
        await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' })
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
        problems.push(...(await walkScreen(page, `${path} (${language})`)))
      }
      expect(problems).toEqual([])
    },
  )

  /**
   * The operator's family for the two walks below, set up once: Kim with savings and
   * spending money, the family's view-only wallet and Lightning wallet, Kim's own Lightning
   * address, a goal she gives to, her requests, her chores (one done, waiting for approval)
   * and interest on her savings, so every card of both dashboards is on screen. The
   * sessions are kept as cookies: each walk opens its own pages signed in with them.
   */
  let kimsFamily: Promise<{ operator: Cookie[]; kim: Cookie[] }> | undefined
  function setUpKimsFamily() {
    kimsFamily ??= (async () => {
      // The family's wallet holds a confirmed coin before the app first reads it.
      chain.addDeposit(VECTORS.testnetBip84.receive0, 500_000, { confirmed: true })
      const parent = await app.signInByLink(OPERATOR)
      const kimId = await parent.api.addChild({ name: 'Kim', age: 9 })
      await parent.api.setSavings(kimId, '0.002')
      await parent.api.setSpending(kimId, '0.0002')
      await parent.api.connectLightning(lightning.createConnection())
      const configured = await parent.page.request.post('/api/wallet/configure', {
        data: { walletXpub: TESTNET_BIP84_VPUB },
      })
      expect(configured.status()).toBe(200)
      const addresses = await parent.page.request.post('/api/lightning/addresses', {
        data: { childAddresses: { [String(kimId)]: kidsWallets.addressOf('kim') } },
      })
      expect(addresses.status()).toBe(200)
      const tripId = await parent.api.createGoal(TRIP)
      await parent.api.allocate(tripId, {
        percentage: '10',
        childId: kimId,
        applyTo: 'entire_savings',
      })
      const kimEmail = `kim-${kimId}@example.org`
      await parent.api.inviteChild(kimId, kimEmail)
      const kimAtHome = await app.signInByLink(kimEmail)
      await kimAtHome.api.askForGoal(tripId, {
        childId: kimId,
        percentage: '20',
        reason: 'I want to see the sea',
        applyTo: 'new_contributions',
      })
      const asked = await kimAtHome.page.request.post('/api/withdrawal-requests', {
        data: { childId: kimId, amount: '0.0001', reason: 'A book about whales' },
      })
      expect(asked.status()).toBe(201)
      await parent.api.setChore({
        childId: kimId,
        title: 'Feed the cat',
        reward: '0.00001',
        recurrence: 'daily',
      })
      const dishes = await parent.api.setChore({
        childId: kimId,
        title: 'Wash the dishes',
        reward: '0.00002',
        recurrence: 'once',
      })
      await parent.api.markChoreDone(dishes)
      const rate = await parent.page.request.put('/api/interest', { data: { rate: '2.5' } })
      expect(rate.status()).toBe(200)
      return {
        operator: await parent.page.context().cookies(),
        kim: await kimAtHome.page.context().cookies(),
      }
    })()
    return kimsFamily
  }

  /** A page signed in with a session's cookies. */
  async function signedIn(cookies: Cookie[]) {
    const page = await app.open()
    await page.context().addCookies(cookies)
    return page
  }

  it("after an on-chain send, a Lightning payment and a payout, every tab and dialog of the parent's dashboard fits the width with touch targets of 44 px", async () => {
    const sessions = await setUpKimsFamily()
    const page = await useViewport(await signedIn(sessions.operator), phone)
    const problems: LayoutProblem[] = []

    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Children')
    const kim = dashboard.childCard('Kim')

    // An on-chain send from Kim's savings to a long address: its PSBT on screen.
    const wallet = await ChildWalletDialog.open(kim)
    await wallet.sendTo.fill(TAPROOT_ADDRESS)
    await wallet.sendAmount.fill('0.0005')
    await wallet.send.click()
    await wallet.psbtQr.waitFor()
    problems.push(...(await screenProblems(page, 'the PSBT of a send')))
    await page.keyboard.press('Escape')

    // A Lightning payment from Kim's spending money, of an invoice with a long description.
    const shop = lightning.node.lightningNetwork.createNode({ alias: 'Comic shop' })
    const bill = shop.createInvoice({
      amountMsat: 1_000_000,
      description: 'Comic book, issue 42, with the poster and the stickers',
    })
    const pay = await kim.openLightning()
    await pay.sendTab.click()
    await pay.invoice.fill(bill.bolt11)
    await pay.decode.click()
    await pay.details.waitFor()
    await pay.payButton('0.00001000 BTC (1,000 sats)').click()
    await pay.status(/^Paid 0\.00001000 BTC/).waitFor()
    problems.push(...(await screenProblems(page, 'a Lightning payment made')))
    await page.keyboard.press('Escape')

    // A payout of the rest to Kim's own wallet.
    const payout = await kim.openPayout()
    await payout.payOut.click()
    await payout.confirm.click()
    await payout.status(/^Paid out/).waitFor()
    problems.push(...(await screenProblems(page, 'a payout made')))
    await page.keyboard.press('Escape')

    await dashboard.goto()
    problems.push(...(await walkScreen(page, '/dashboard')))
    // Rejecting a chore asks for the reason in the card itself.
    await dashboard.goto('Overview')
    const chores = new ChoresCard(page)
    await chores.reject('Kim', 'Wash the dishes').click()
    await chores.reason.waitFor()
    problems.push(...(await screenProblems(page, "/dashboard, a chore's reason to reject it")))

    expect(problems).toEqual([])
  })

  it("Child View, Kim's own dashboard and goals page, and every tab and dialog of the goals, Lightning, wallet setup, subscription and admin pages fit the width with touch targets of 44 px", async () => {
    const sessions = await setUpKimsFamily()
    const page = await useViewport(await signedIn(sessions.operator), phone)
    const problems: LayoutProblem[] = []
    const dashboard = new ParentDashboard(page)
    await dashboard.goto()
    await dashboard.header.childView.click()
    problems.push(...(await walkScreen(page, 'Child View')))
    await new ChildPicker(page).card('Kim').openDashboard.click()
    await page.getByRole('heading', { name: 'Hi, Kim!' }).waitFor()
    problems.push(...(await walkScreen(page, "Child View, Kim's dashboard")))

    for (const path of [
      '/family-goals',
      '/lightning-connect',
      '/lightning-config',
      '/subscription',
      '/onboarding-setup',
      '/admin',
      '/admin/monitoring',
    ]) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      expect(new URL(page.url()).pathname).toBe(path)
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
      problems.push(...(await walkScreen(page, path)))
    }

    // A subscription invoice: its QR code and BOLT11 text.
    const subscription = new SubscriptionPage(page)
    await subscription.goto()
    await subscription.payMonthly.click()
    await subscription.qrCode.waitFor()
    problems.push(...(await screenProblems(page, '/subscription, an invoice to pay')))

    // Denying Kim's goal request asks for the reason in the dialog.
    const goals = new FamilyGoalsPage(page)
    await goals.goto()
    const review = await goals.reviewRequests()
    const decision = review.request('Kim: 20% for Family Trip')
    await decision.deny.click()
    await decision.denialReason.waitFor()
    problems.push(...(await screenProblems(page, "/family-goals, a goal request's denial")))
    await page.keyboard.press('Escape')

    const own = await useViewport(await signedIn(sessions.kim), phone)
    await own.goto('/dashboard')
    await own.getByRole('heading', { name: 'Hi, Kim!' }).waitFor()
    problems.push(...(await walkScreen(own, "Kim's dashboard")))
    await own.goto('/family-goals')
    await own.getByRole('heading', { level: 1 }).first().waitFor()
    problems.push(...(await walkScreen(own, "Kim's /family-goals")))

    expect(problems).toEqual([])
  })
})
