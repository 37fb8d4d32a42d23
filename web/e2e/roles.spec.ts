import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestNostrRelay } from '../../api/testing/nostr-relay.js'
import { TestWalletService } from '../../api/testing/nwc-wallet-service.js'
import { setUpFamilyApp } from './support/family-app.js'
import { BIKE } from './support/goal-fixtures.js'
import { walkForRefusals } from './support/role-walk.js'

// The relay and the wallet service run in this process over ws:// on loopback, which the
// server only reaches with ALLOW_INSECURE_RELAYS.
const app = setUpFamilyApp({ ALLOW_INSECURE_RELAYS: 'true' })
let relay: TestNostrRelay
let wallet: TestWalletService

beforeAll(async () => {
  relay = await TestNostrRelay.start()
  wallet = await TestWalletService.start({ relayUrls: [relay.url] })
})
afterAll(async () => {
  await wallet?.stop()
  await relay?.stop()
})

/** The screens a member opens from the dashboard or by an address, each walked with what it links to. */
const STARTS = [
  '/dashboard',
  '/onboarding-setup',
  '/lightning-connect',
  // The Advanced tab has no trigger (spec 2): it opens by its address.
  '/lightning-connect?tab=advanced',
  '/lightning-config',
]

let families = 0

/**
 * A family with a spouse and a child, Mia, with a sign-in of her own; `isSetUp` adds
 * what the screens show once set up: a Lightning connection, Mia's money, a goal.
 */
async function family({ isSetUp }: { isSetUp: boolean }) {
  const n = ++families
  const parent = await app.signUpParent()
  const miaId = await parent.api.addChild({ name: 'Mia', age: 9, gender: 'girl' })
  if (isSetUp) {
    await parent.api.connectLightning(wallet.createConnection())
    await parent.api.setSavings(miaId, '0.01')
    await parent.api.setSpending(miaId, '0.001')
    await parent.api.createGoal(BIKE)
  }
  await parent.api.inviteSpouse(`spouse-${n}@example.org`, 40)
  await parent.api.inviteChild(miaId, `mia-${n}@example.org`)
  return {
    spouse: await app.signInByLink(`spouse-${n}@example.org`),
    child: await app.signInByLink(`mia-${n}@example.org`),
  }
}

// Each walk presses every control of every screen: minutes, not seconds.
const WALK = { timeout: 300_000 }

describe('no member sees a control the server refuses them', () => {
  it.each([true, false])('a spouse (family set up: %s)', WALK, async (isSetUp) => {
    const { spouse } = await family({ isSetUp })
    const { page } = spouse
    // Told who can, where a control is not theirs.
    await page.goto('/lightning-config')
    await page
      .getByText("The account holder connects, replaces and removes the family's Lightning wallet.")
      .waitFor()
    await page.goto('/onboarding-setup')
    await page.getByText('Your family account is ready.', { exact: true }).waitFor()
    expect(await walkForRefusals(page, STARTS)).toEqual([])
  })

  it('a child', WALK, async () => {
    const { child } = await family({ isSetUp: true })
    const { page } = child
    await page.goto('/lightning-connect')
    await page
      .getByText("A parent sets up the family's Lightning wallet, its addresses and reminders.")
      .waitFor()
    expect(await page.getByRole('tab').count()).toBe(0)
    await page.goto('/onboarding-setup')
    await page.getByText('Your family account is ready.', { exact: true }).waitFor()
    expect(await page.getByText(/free trial/).count()).toBe(0)
    expect(await walkForRefusals(page, STARTS)).toEqual([])
  })
})
