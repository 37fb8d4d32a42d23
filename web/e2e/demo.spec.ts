import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { toast } from './pages/toasts.js'
import { setUpFamilyApp } from './support/family-app.js'

const app = setUpFamilyApp()
const DEMO_ALERT = 'Demo Mode'

/** Every request the page sends to the API, from now on. */
function recordApiCalls(page: Page): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request)
  })
  return calls
}

const writes = (calls: Request[]) =>
  calls.filter((r) => r.method() !== 'GET').map((r) => `${r.method()} ${r.url()}`)

describe('demo dashboard', () => {
  it('shows the sample family to a parent, then each child after the child picker', async () => {
    const page = await app.open()
    await page.goto('/demo')
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sam' }).waitFor()
    expect(await page.getByText('DEMO', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')

    // Parent view: the wallets (Lightning 50,000 sats), children, 3 goals, 5 activities.
    await page.getByRole('heading', { name: 'Family Bitcoin Dashboard' }).waitFor()
    const lightning = page.getByRole('article', { name: 'Lightning Balance' })
    expect(await lightning.textContent()).toContain('50,000 sats')
    expect(
      await page.getByRole('article', { name: 'Total Family Balance' }).textContent(),
    ).toContain('0.00550000 BTC')
    for (const name of ['Mia', 'Leo', 'Ava']) {
      await page.getByRole('heading', { level: 3, name, exact: true }).waitFor()
    }
    const goals = page.getByRole('article', { name: 'Family Goals' })
    expect(await goals.getByRole('progressbar').count()).toBe(3)
    expect(await goals.getByText('+ 2 more').isVisible()).toBe(true)
    const activity = page.getByRole('article', { name: 'Recent Activity' })
    expect(await activity.getByRole('listitem').count()).toBe(5)
    await page.getByRole('heading', { name: 'Pending Approvals' }).waitFor()

    // Child View starts with the picker; a child's dashboard follows.
    await page.getByRole('button', { name: 'Child View' }).click()
    await page.getByRole('heading', { name: 'Choose a child' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Family Bitcoin Dashboard' }).count()).toBe(0)
    await page.getByRole('button', { name: "Open Mia's Dashboard" }).click()
    await page.getByRole('heading', { name: 'Hi, Mia!' }).waitFor()
    // Mia's allowance day is today in the sample family.
    expect(await page.getByText('Available today!').isVisible()).toBe(true)
    const today = new Date().toLocaleDateString('en-US', { weekday: 'long' })
    const allowance = page.getByRole('article', { name: 'Weekly Allowance' })
    expect(await allowance.getByText(`Available today! Every ${today}.`).isVisible()).toBe(true)
    // Each row says its kind and balance once: "Spending", not "Spending · Spending".
    const rows = page.getByRole('article', { name: 'My Recent Activity' }).getByRole('listitem')
    expect((await rows.allInnerTexts()).join('\n')).not.toMatch(/(\b[A-Z][a-z]+) · \1\b/)
    await rows
      .filter({ hasText: 'Book fair' })
      .getByText(/^Spending ·/)
      .waitFor()
    const savings = page.getByRole('article', { name: 'My Savings' })
    expect(await savings.textContent()).toContain('0.00170000 BTC')
    expect(await savings.textContent()).toContain('170,000 sats')
    // Four goals at most; the complete one's Contribute is disabled.
    const childGoals = page.getByRole('article', { name: 'Family Goals' })
    expect(await childGoals.getByRole('progressbar').count()).toBe(4)
    const contribute = childGoals.getByRole('button', { name: 'Contribute' })
    expect(await contribute.count()).toBe(4)
    expect(
      await childGoals.getByRole('button', { name: 'Contribute', disabled: true }).count(),
    ).toBe(1)

    await page.getByRole('button', { name: 'Choose Another Child' }).click()
    await page.getByRole('button', { name: "Open Leo's Dashboard" }).click()
    await page.getByRole('heading', { name: 'Hi, Leo!' }).waitFor()
    expect(await page.getByText(/Next allowance in 3 days/).isVisible()).toBe(true)
    // Leo's own goal request waits for a parent.
    await page.getByRole('heading', { name: 'My Goal Requests' }).waitFor()

    await page.getByRole('button', { name: 'Parent View' }).click()
    await page.getByRole('heading', { name: 'Family Bitcoin Dashboard' }).waitFor()
    // The same screen answers at /demo-dashboard.
    await page.goto('/demo-dashboard')
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sam' }).waitFor()
  })

  it('shows the demo alert for every action and writes nothing to the server', async () => {
    const page = await app.open()
    const calls = recordApiCalls(page)
    await page.goto('/demo')
    await page.getByRole('heading', { name: 'Family Bitcoin Dashboard' }).waitFor()

    await page.getByRole('button', { name: "Approve Leo's request for 0.00020000 BTC" }).click()
    await toast(page, DEMO_ALERT).waitFor()
    // The request stays: nothing was decided.
    await page.getByRole('button', { name: "Deny Leo's request for 0.00020000 BTC" }).waitFor()

    // Denying an allocation request takes its reason first, then only explains.
    const request = page.getByRole('article', { name: 'Ava: 15% for Backyard telescope' })
    await request.getByRole('button', { name: 'Deny' }).click()
    await request.getByLabel('Reason for denial').fill('Let us talk about it first')
    await request.getByRole('button', { name: 'Confirm Denial' }).click()
    await toast(page, DEMO_ALERT).waitFor()

    for (const name of ['Add Child', 'Edit Allowance', 'Process Weekly Allowances']) {
      await page.getByRole('button', { name }).first().click()
      await toast(page, DEMO_ALERT).waitFor()
    }
    await page.getByRole('button', { name: 'Child View' }).click()
    await page.getByRole('button', { name: "Open Ava's Dashboard" }).click()
    await page.getByRole('button', { name: 'Ask to Use Savings' }).click()
    await toast(page, DEMO_ALERT).waitFor()
    await page.getByRole('button', { name: 'Move to Savings' }).click()
    await toast(page, DEMO_ALERT).waitFor()

    expect(writes(calls)).toEqual([])
  })

  it('reaches the child view from the keyboard', async () => {
    const page = await app.open()
    await page.goto('/demo')
    await page.getByRole('heading', { name: 'Family Bitcoin Dashboard' }).waitFor()
    await page.getByRole('button', { name: 'Child View' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Choose a child' }).waitFor()
    await page.getByRole('button', { name: "Open Mia's Dashboard" }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Hi, Mia!' }).waitFor()
  })
})

describe('family goals demo', () => {
  it('lists the sample goals with details, Create and Allocate disabled, and the way to sign in', async () => {
    const page = await app.open()
    const calls = recordApiCalls(page)
    await page.goto('/demo')
    await page.getByRole('button', { name: 'View All Goals' }).click()
    await page.getByRole('heading', { level: 1, name: 'Family Goals' }).waitFor()
    expect(await page.getByRole('progressbar').count()).toBe(5)
    expect(await page.getByRole('button', { name: 'Create Goal' }).isDisabled()).toBe(true)
    const allocate = page.getByRole('button', { name: 'Allocate' })
    expect(await allocate.count()).toBe(5)
    for (const button of await allocate.all()) expect(await button.isDisabled()).toBe(true)
    await page.getByRole('heading', { name: 'How percentage allocations work' }).waitFor()

    await page.getByRole('button', { name: 'View Details' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Family trip to the mountains' })
    await dialog.getByRole('heading', { name: 'Allocations' }).waitFor()
    expect(await dialog.textContent()).toContain('Mia: 10% of new contributions')
    await page.keyboard.press('Escape')

    const signIn = page.getByRole('button', { name: 'Start Your Free Trial' })
    expect(await signIn.getAttribute('href')).toBe('/api/login')
    await page.getByRole('link', { name: 'Back to Demo' }).click()
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sam' }).waitFor()
    expect(writes(calls)).toEqual([])

    // The button leads to the sign-in page through the server's /api/login.
    await signInFrom(page)
  })
})

async function signInFrom(page: Page) {
  await page.getByRole('button', { name: 'Start Your Free Trial' }).click()
  await page.waitForURL((url) => url.pathname === '/onboarding')
}
