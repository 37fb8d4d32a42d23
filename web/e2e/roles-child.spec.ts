import { expect, it } from 'vitest'
import { setUpRoleWalk, WALK, WALK_STARTS } from './support/role-family.js'
import { walkForRefusals } from './support/role-walk.js'

const walk = setUpRoleWalk()

it('a child sees no control refused them', WALK, async () => {
  const { child } = await walk.family({ isSetUp: true })
  const { page } = child
  await page.goto('/lightning-connect')
  await page
    .getByText("A parent sets up the family's Lightning wallet, its addresses and reminders.")
    .waitFor()
  expect(await page.getByRole('tab').count()).toBe(0)
  await page.goto('/onboarding-setup')
  await page.getByText('Your family account is ready.', { exact: true }).waitFor()
  expect(await page.getByText(/free trial/).count()).toBe(0)
  expect(await walkForRefusals(page, WALK_STARTS)).toEqual([])
})
