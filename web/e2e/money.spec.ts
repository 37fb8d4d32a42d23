import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setUpFamilyApp, toast } from './support/family-app.js'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

// TZ fixes the family's "today" to the UTC weekday the test computes below.
const app = setUpFamilyApp({ TZ: 'UTC' }, { timezoneId: 'UTC' })
let tempDir: string

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'fba-money-'))
})

afterAll(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true })
})

/** A Phoenix export: one payment received (skipped) and two sent (imported as spending). */
const PHOENIX_CSV = [
  'date,id,type,amount_msat,amount_fiat,fee_credit_msat,mining_fee_sat,mining_fee_fiat,service_fee_msat,service_fee_fiat,payment_hash,tx_id,destination,description',
  '2026-11-01T08:00:00.000Z,7d0f4c62-1b2a-4f7e-9a11-3c5d6e7f8a90,lightning_received,20000000,9.2000 USD,0,,,0,,aa11,,,Allowance',
  '2026-11-02T16:30:00.000Z,2b9e8f10-4c3d-4a5b-8e6f-7a8b9c0d1e2f,lightning_sent,-10000000,4.4000 USD,0,,,0,,bb22,,02ab,Comic book',
  '2026-11-03T12:15:00.000Z,5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f,lightning_sent,-5000000,2.2000 USD,0,,,0,,cc33,,02cd,"Ice cream, vanilla"',
].join('\n')

describe('family money', () => {
  it('runs allowances, a withdrawal request with approval and a CSV import across both dashboards', async () => {
    const parentEmail = 'pat@example.org'
    const childEmail = 'sam@example.org'
    const today = WEEKDAYS[new Date().getUTCDay()] ?? ''
    await app.withPages(async (open) => {
      const { page } = await open()
      await app.signInByLink(page, parentEmail)
      await page.goto('/dashboard')
      await page.getByRole('heading', { name: 'Family Bitcoin Dashboard' }).waitFor()

      // Add a child: an age of 19 is refused in the browser with the spec's message.
      await page.getByRole('button', { name: 'Add Child', exact: true }).click()
      const addChild = page.getByRole('dialog', { name: 'Add Child' })
      await addChild.getByLabel('Name').fill('Sam')
      await addChild.getByLabel('Age', { exact: true }).fill('19')
      await addChild.getByRole('button', { name: 'Add Child' }).click()
      await toast(page, 'Invalid Age').waitFor()
      const age = addChild.getByLabel('Age', { exact: true })
      expect(await age.getAttribute('aria-invalid')).toBe('true')
      await age.fill('9')
      await addChild.getByRole('button', { name: 'Add Child' }).click()
      await toast(page, 'Sam was added to your family').waitFor()
      await addChild.waitFor({ state: 'hidden' })
      const card = page.getByRole('article', { name: 'Sam', exact: true })
      await card.getByText('Age 9').waitFor()

      // An allowance for today, then Process Allowances credits it to spending.
      await card.getByRole('button', { name: 'Allowance', exact: true }).click()
      const allowance = page.getByRole('dialog', { name: 'Allowance - Sam' })
      await allowance.getByLabel('Weekly allowance amount (BTC)').fill('0.0005')
      await allowance.getByText('≈ $22.00 per week (at 44,000 USD per BTC)').waitFor()
      await allowance.getByLabel('Allowance day').selectOption({ label: today })
      await allowance.getByRole('button', { name: 'Save Allowance' }).click()
      await toast(page, 'Allowance settings updated successfully').waitFor()
      await allowance.waitFor({ state: 'hidden' })
      await card.getByText(`every ${today}`).waitFor()
      await page.getByRole('button', { name: 'Process Allowances' }).click()
      await toast(page, 'Allowances Processed').waitFor()
      await card.getByText('50,000 sats').waitFor()
      const weekly = page.getByRole('article', { name: 'Weekly Allowance' })
      await weekly.getByText('0.00050000 BTC').waitFor()

      // Savings by manual entry, so the child has something to ask for.
      await card.getByRole('button', { name: 'Update Savings' }).click()
      const savings = page.getByRole('dialog', { name: 'Update Savings - Sam' })
      await savings.getByLabel('New savings balance (BTC)').fill('0.002')
      await savings.getByRole('button', { name: 'Save Balance' }).click()
      await toast(page, 'Savings balance updated to 0.00200000 BTC').waitFor()
      await card.getByText('0.00200000 BTC').waitFor()
      await card.getByText('≈ $88.00').waitFor()
      // The pie (chart.js, loaded on demand) draws the family's one child as the whole.
      await page.getByRole('img', { name: 'Family Bitcoin Share: Sam 100%' }).waitFor()

      // The child's own sign-in, by the existing dialog.
      await card.getByRole('button', { name: 'Child Sign-in' }).click()
      const signIn = page.getByRole('dialog', { name: 'Sign-in for Sam' })
      await signIn.getByLabel("Sam's e-mail address").fill(childEmail)
      await signIn.getByRole('button', { name: 'Send Invitation' }).click()
      await toast(page, `Invitation sent to ${childEmail}`).waitFor()
      await signIn.getByRole('button', { name: 'Close' }).click()

      // The child signs in and asks to use savings; a missing reason is refused first.
      const child = await open()
      await child.page.goto(await app.mailbox.waitForLink(childEmail))
      await child.page.getByRole('heading', { name: 'Welcome!' }).waitFor()
      await child.page.goto('/dashboard')
      await child.page.getByRole('heading', { name: 'Hi, Sam!' }).waitFor()
      const mySavings = child.page.getByRole('article', { name: 'My Savings' })
      const spendingMoney = child.page.getByRole('article', { name: 'Spending Money' })
      await mySavings.getByText('0.00200000 BTC').waitFor()
      await spendingMoney.getByText('0.00050000 BTC').waitFor()
      // Today is the allowance day, so the next one is a week away.
      await child.page
        .getByRole('article', { name: 'Weekly Allowance' })
        .getByText(`Next allowance in 7 days, every ${today}`)
        .waitFor()

      await mySavings.getByRole('button', { name: 'Ask to Use Savings' }).click()
      const ask = child.page.getByRole('dialog', { name: 'Request Savings Withdrawal' })
      await ask.getByLabel('Amount (BTC)').fill('0.0005')
      await ask.getByRole('button', { name: 'Send Request' }).click()
      await toast(child.page, 'Please tell your parent why you need this money').waitFor()
      await ask.getByLabel('Why do you need this money?').fill('A new book')
      await ask.getByRole('button', { name: 'Send Request' }).click()
      await toast(child.page, 'Your parent will review your request').waitFor()

      // The parent approves it in the pending approvals panel.
      await page.reload()
      const approvals = page.getByRole('article', { name: 'Pending Approvals' })
      await approvals.getByText('A new book').waitFor()
      await approvals.getByRole('button', { name: 'Approve' }).click()
      await toast(page, 'Request Approved').waitFor()
      await approvals.waitFor({ state: 'hidden' })
      await card.getByText('0.00150000 BTC').waitFor()
      await page
        .getByRole('article', { name: 'Recent Activity' })
        .getByText('Savings withdrawal: A new book')
        .waitFor()

      await child.page.reload()
      await mySavings.getByText('0.00150000 BTC').waitFor()

      // The child imports a wallet export: the two payments sent become spending.
      const csvPath = path.join(tempDir, 'phoenix-export.csv')
      await writeFile(csvPath, PHOENIX_CSV)
      await spendingMoney.getByRole('button', { name: 'Import CSV' }).click()
      const importDialog = child.page.getByRole('dialog', { name: 'Import CSV Transactions' })
      await importDialog.getByText('Phoenix, Breez, Alby Hub, LNbits and Blink').waitFor()
      await importDialog.getByText('Only payments you sent are imported.').waitFor()
      await importDialog.getByRole('button', { name: 'Import' }).click()
      await toast(child.page, 'Please select a CSV file to import').waitFor()
      await importDialog.getByLabel('CSV file').setInputFiles(csvPath)
      await importDialog.getByRole('button', { name: 'Import' }).click()
      const result = importDialog.getByRole('article', { name: 'Import result' })
      await result.getByText('Imported 2 payments from Phoenix; skipped 1.').waitFor()
      await importDialog.getByRole('button', { name: 'Close' }).click()
      await spendingMoney.getByText('0.00035000 BTC').waitFor()
      const activity = child.page.getByRole('article', { name: 'My Recent Activity' })
      await activity.getByText('Comic book').waitFor()
      await activity.getByText('Ice cream, vanilla').waitFor()

      await page.reload()
      await card.getByText('35,000 sats').waitFor()
    })
  })
})
