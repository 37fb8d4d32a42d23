import { expect } from 'vitest'
import { type Person, setUpFamilyApp } from './family-app.js'
import { BIKE } from './goal-fixtures.js'
import { walkForRefusals } from './role-walk.js'
import { setUpTestWallet } from './test-wallet.js'

/**
 * The screens a member opens from the dashboard or by an address, each walked with what
 * it links to.
 */
export const WALK_STARTS = [
  '/dashboard',
  '/onboarding-setup',
  '/lightning-connect',
  // The Advanced tab has no trigger (spec 2): it opens by its address.
  '/lightning-connect?tab=advanced',
  '/lightning-config',
]

/** Each walk presses every control of every screen: a minute or more, not seconds. */
export const WALK = { timeout: 300_000 }

interface RoleWalk {
  /**
   * A family with a spouse and a child, Mia, with a sign-in of her own; `isSetUp` adds
   * what the screens show once set up: a Lightning connection, Mia's money, a goal.
   */
  family(options: { isSetUp: boolean }): Promise<{ spouse: Person; child: Person }>
  /** The spouse of such a family is told who can where a control is not theirs, then walks. */
  asSpouse(options: { isSetUp: boolean }): Promise<void>
}

/**
 * The app for a role walk (support/role-walk.ts), with a Lightning wallet to connect. Each
 * walk is a file of its own (roles-*.spec.ts): the walks are the longest browser tests,
 * and as files they run beside the others instead of one after another.
 */
export function setUpRoleWalk(): RoleWalk {
  const app = setUpFamilyApp({ ALLOW_INSECURE_RELAYS: 'true' })
  const nwc = setUpTestWallet()
  let families = 0

  const family: RoleWalk['family'] = async ({ isSetUp }) => {
    const n = ++families
    const parent = await app.signUpParent()
    const miaId = await parent.api.addChild({ name: 'Mia', age: 9, gender: 'girl' })
    if (isSetUp) {
      await parent.api.connectLightning(nwc.wallet.createConnection())
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

  return {
    family,
    async asSpouse({ isSetUp }) {
      const { page } = (await family({ isSetUp })).spouse
      await page.goto('/lightning-config')
      await page
        .getByText(
          "The account holder connects, replaces and removes the family's Lightning wallet.",
        )
        .waitFor()
      await page.goto('/onboarding-setup')
      await page.getByText('Your family account is ready.', { exact: true }).waitFor()
      expect(await walkForRefusals(page, WALK_STARTS)).toEqual([])
    },
  }
}
