import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type PhoenixdTestServer,
  startPhoenixdTestServer,
} from '../../api/testing/phoenixd-test-server.js'
import { TestLightningNetwork } from '../../api/testing/test-lightning-node.js'
import { TOAST_DURATION_MS } from '../src/lib/toast.js'
import { ChildDashboard } from './pages/child-dashboard.js'
import { FamilyGoalsPage } from './pages/family-goals-page.js'
import { LightningConfigPage } from './pages/lightning-config-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { setUpFamilyApp } from './support/family-app.js'
import { familyWithMia, signInMia, TRIP } from './support/goal-fixtures.js'
import { isUncovered } from './support/layout.js'
import { useViewport, VIEWPORTS } from './support/viewports.js'

// Its own server: the sign-in routes allow 20 a minute from one address. The phoenixd
// test node listens on loopback, which the server reaches only when allowed.
const app = setUpFamilyApp({ ALLOW_INSECURE_RELAYS: 'true' })
let phoenixd: PhoenixdTestServer

beforeAll(async () => {
  phoenixd = await startPhoenixdTestServer({
    node: new TestLightningNetwork().createNode({ alias: 'family-phoenixd' }),
  })
})
afterAll(async () => {
  await phoenixd?.close()
})

describe.each(VIEWPORTS)('a toast in a dialog ($name)', (viewport) => {
  it("never covers Add Child's own button", async () => {
    const { page } = await app.signUpParent()
    const dashboard = new ParentDashboard(await useViewport(page, viewport))
    await dashboard.goto()
    const addChild = await dashboard.addChild()
    await addChild.submit.click()
    await toast(page, 'Please enter a name for your child').waitFor()
    await addChild.submit.scrollIntoViewIfNeeded()
    expect(await isUncovered(addChild.submit)).toBe(true)
    expect(await isUncovered(addChild.name)).toBe(true)
  })

  it('never covers Create Allocation or Send Request', async () => {
    const { parent, miaId } = await familyWithMia(app)
    await parent.api.createGoal(TRIP)
    const goals = new FamilyGoalsPage(await useViewport(parent.page, viewport))
    await goals.goto()
    const allocate = await goals.goal('Family Trip').allocate()
    await allocate.submit.click()
    await toast(parent.page, 'Percentage must be between 0.1 and 100').waitFor()
    await allocate.submit.scrollIntoViewIfNeeded()
    expect(await isUncovered(allocate.submit)).toBe(true)

    const mia = await signInMia(app, parent, miaId)
    const own = new ChildDashboard(await useViewport(mia.page, viewport))
    await own.goto('Mia')
    const ask = await own.askToUseSavings()
    await ask.amount.fill('0.0005')
    await ask.send.click()
    await toast(mia.page, 'Please tell your parent why you need this money').waitFor()
    await ask.send.scrollIntoViewIfNeeded()
    expect(await isUncovered(ask.send)).toBe(true)
    expect(await isUncovered(ask.reason)).toBe(true)
  })
})

describe.each(VIEWPORTS)('an error toast on a page ($name)', (viewport) => {
  it('closes by itself like any toast, covers neither the field nor Save, and its reason stays in the form', async () => {
    // The page's timers run on Playwright's clock: the toast's few seconds pass at once.
    // Emptying a context does not undo that: it is closed after the test.
    const { page } = await app.signUpParent({ discardAfter: true })
    await page.clock.install()
    await useViewport(page, viewport)
    const config = new LightningConfigPage(page)
    await config.goto()
    await config.connectWallet.click()
    await config.provider.selectOption('phoenix')
    await config.url.fill(phoenixd.url)
    await config.credentials.fill('not-the-http-password')
    // Save at the bottom of the screen, where the toasts appear, and the pointer left
    // resting on it, as after a tap in a phone browser (issue 26: the toast then stayed
    // open until it was tapped).
    await config.save.evaluate((el: { scrollIntoView(o: object): void }) =>
      el.scrollIntoView({ block: 'end' }),
    )
    await config.save.click()
    const error = toast(page, 'Configuration Error')
    await error.waitFor()
    expect(await isUncovered(config.save)).toBe(true)
    expect(await isUncovered(config.credentials)).toBe(true)
    const note = page.getByText(/did not accept the password/).and(page.locator('form *'))
    await note.waitFor()

    await page.clock.runFor(TOAST_DURATION_MS)
    await error.waitFor({ state: 'hidden' })
    // The reason stays where it is fixed.
    await note.waitFor()
  })
})
