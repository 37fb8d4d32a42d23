import { describe, expect, it } from 'vitest'
import { setUpFamilyApp, toast } from './support/family-app.js'

// The app mails real links over SMTP to the in-process mailbox.
const app = setUpFamilyApp()

describe('family accounts', () => {
  it('signs a parent up by magic link, lets them invite a spouse who joins, and logs out', async () => {
    const parentEmail = 'ada@example.org'
    const spouseEmail = 'grace@example.org'
    await app.withPages(async (open) => {
      const { page } = await open()

      // Sign-up: e-mail step, then the check-your-e-mail step.
      await page.goto('/onboarding')
      await page.getByLabel('Email address').fill(parentEmail)
      await page.getByRole('button', { name: 'Send Magic Link' }).click()
      await page.getByRole('heading', { name: 'Check your email' }).waitFor()
      await toast(page, "We've sent you a magic link to login.").waitFor()
      await page.getByRole('button', { name: 'Resend' }).waitFor()

      // The mailed link signs the new parent in and leads through the setup page.
      const parentLink = await app.mailbox.waitForLink(parentEmail)
      await page.goto(parentLink)
      await page.getByText('Your account has been created.').first().waitFor()
      await page.waitForURL(`${app.server.url}/onboarding-setup`)
      await page.getByRole('link', { name: 'Read how it works' }).waitFor()
      await page.getByRole('button', { name: 'Continue to Dashboard' }).click()
      await page.waitForURL(`${app.server.url}/`)
      await page.getByRole('button', { name: 'Go to Dashboard' }).click()
      await page.waitForURL(`${app.server.url}/dashboard`)
      await page.getByRole('heading', { name: `Welcome, ${parentEmail}` }).waitFor()
      // The first account of an instance administers it.
      await page.getByRole('button', { name: 'Admin' }).waitFor()
      expect(
        await page.getByRole('button', { name: 'Parent View' }).getAttribute('aria-pressed'),
      ).toBe('true')

      // Invite the spouse: an empty address is refused on the spot, then the real one.
      const spousePanel = page.getByRole('article', { name: 'Spouse and family management' })
      await spousePanel.getByRole('button', { name: 'Send Invitation' }).click()
      await toast(page, "Please enter your spouse's email address").waitFor()
      await spousePanel.getByLabel("Spouse's e-mail address").fill(spouseEmail)
      await spousePanel.getByLabel('Spouse net worth share').fill('40')
      await spousePanel.getByRole('button', { name: 'Send Invitation' }).click()
      await toast(page, `Invitation sent to ${spouseEmail}`).waitFor()
      await spousePanel.getByText('Invitation pending for').waitFor()
      await spousePanel.getByRole('button', { name: 'Resend Invitation' }).waitFor()
      const spouseLink = await app.mailbox.waitForLink(spouseEmail)

      // The spouse opens the link in their own browser and lands signed in.
      const spouse = await open()
      await spouse.page.goto(spouseLink)
      await spouse.page.getByText('Your account has been created.').first().waitFor()
      await spouse.page.waitForURL(`${app.server.url}/`)
      await spouse.page.getByRole('button', { name: 'Go to Dashboard' }).click()
      await spouse.page.getByRole('heading', { name: `Welcome, ${spouseEmail}` }).waitFor()
      await spouse.page.getByRole('button', { name: 'Family View' }).waitFor()
      await spouse.page.getByRole('button', { name: 'Child View' }).waitFor()
      // Only the account holder invites: the spouse sees the panel read-only.
      await spouse.page
        .getByText('Only the parent who holds the account can invite or change the spouse.')
        .waitFor()
      expect(await spouse.page.getByRole('button', { name: 'Send Invitation' }).count()).toBe(0)
      expect(await spouse.page.getByRole('button', { name: 'Admin' }).count()).toBe(0)

      // The parent now sees an active spouse and a shared net worth.
      await page.reload()
      await spousePanel.getByText('Active', { exact: true }).waitFor()
      const shares = page.getByRole('table', { name: 'Net worth shares' })
      await shares.getByRole('row', { name: 'Spouse 40%' }).waitFor()
      await shares.getByRole('row', { name: 'Parent 60%' }).waitFor()

      // Sharing settings and the spouse's share are saved and shown again after a reload.
      const sharing = page.getByRole('article', { name: 'Family net worth sharing' })
      await sharing.getByLabel('Share percentage').fill('80')
      await sharing.getByRole('button', { name: 'Save Sharing Settings' }).click()
      await toast(page, 'Net worth sharing settings updated').waitFor()
      await sharing.getByLabel('Spouse net worth share').fill('30')
      await sharing.getByRole('button', { name: 'Update Spouse Share' }).click()
      await toast(page, 'Net worth sharing updated').waitFor()
      await shares.getByRole('row', { name: 'Spouse 30%' }).waitFor()
      await page.reload()
      await shares.getByRole('row', { name: 'Parent 70%' }).waitFor()
      expect(await sharing.getByLabel('Share percentage').inputValue()).toBe('80')
      expect(
        await sharing.getByRole('switch', { name: 'Share family net worth' }).isChecked(),
      ).toBe(true)

      // The account holder can take the spouse's access back; the spouse is signed out.
      await spousePanel.getByRole('button', { name: 'Remove Spouse' }).click()
      await spousePanel.getByRole('button', { name: 'Cancel' }).click()
      await spousePanel.getByRole('button', { name: 'Remove Spouse' }).click()
      await spousePanel.getByRole('button', { name: 'Remove Spouse' }).click()
      await toast(page, `${spouseEmail} no longer has access to the family`).waitFor()
      await spousePanel.getByRole('button', { name: 'Send Invitation' }).waitFor()
      await spouse.page.goto('/dashboard')
      await spouse.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()

      // Logout goes back to the landing page, signed out.
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.waitForURL(`${app.server.url}/`)
      await page.getByRole('button', { name: 'Get Started' }).waitFor()
      await toast(page, 'You have been successfully logged out.').waitFor()

      // Signed out, the signed-in-only path is unknown.
      await page.goto('/dashboard')
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()

      // A link works once.
      await page.goto(parentLink)
      await page.getByRole('heading', { name: 'Invalid or expired token' }).waitFor()
      await toast(page, 'Please request a new magic link.').waitFor()
      await page.getByRole('button', { name: 'Return to Login' }).click()
      await page.waitForURL(`${app.server.url}/onboarding`)
      await page.getByLabel('Email address').waitFor()
    })
  })

  it('shows "Something went wrong" for a screen that crashes, and Try Again recovers', async () => {
    await app.withPages(
      async (open) => {
        const { page } = await open()
        await app.signInByLink(page, 'crash@example.org')
        // An answer the dashboard cannot draw.
        await page.route('**/api/children', (route) => route.fulfill({ json: { oops: true } }))
        await page.goto('/dashboard')
        await page.getByRole('heading', { name: 'Something went wrong' }).waitFor()
        await page
          .getByText('An unexpected error occurred. Please try refreshing the page.')
          .waitFor()
        await page.unroute('**/api/children')
        await page.getByRole('button', { name: 'Try Again' }).click()
        await page.getByRole('heading', { name: 'Family Bitcoin Dashboard' }).waitFor()
      },
      { allowUncaught: true },
    )
  })

  it('shows the error state for a verify page opened without a token', async () => {
    await app.withPages(async (open) => {
      const { page } = await open()
      await page.goto('/auth/verify')
      await page.getByRole('heading', { name: 'No verification token found' }).waitFor()
      await page.getByRole('button', { name: 'Return to Login' }).waitFor()
    })
  })

  it('lets a parent give a child their own sign-in and take it away again', async () => {
    const parentEmail = 'lin@example.org'
    const childEmail = 'mia@example.org'
    await app.withPages(async (open) => {
      const { page } = await open()
      await app.signInByLink(page, parentEmail)

      await page.goto('/dashboard')
      await page.getByRole('button', { name: 'Child View' }).click()
      await page.getByText('No child accounts found').waitFor()
      await page.getByRole('button', { name: 'Back to Parent View' }).click()
      await page.getByRole('heading', { name: 'Family Bitcoin Dashboard' }).waitFor()

      const created = await page.request.post('/api/children', {
        data: { name: 'Mia', age: 9, gender: 'girl' },
      })
      expect(created.status()).toBe(201)

      // Created behind the app's back, so its 5-minute cache needs a fresh page.
      await page.reload()
      await page.getByRole('button', { name: 'Child View' }).click()
      // The parent view's child card also lists Mia: wait until the picker replaced it.
      await page.getByRole('button', { name: 'Back to Parent View' }).waitFor()
      const card = page.getByRole('listitem').filter({ hasText: 'Mia' })
      await card.getByText('0.00000000 BTC').waitFor()
      await card.getByText('0 sats').waitFor()
      await card.getByRole('button', { name: 'Child Sign-in' }).click()
      const dialog = page.getByRole('dialog', { name: 'Sign-in for Mia' })
      await dialog.getByText('Cannot sign in yet').waitFor()
      await dialog.getByLabel("Mia's e-mail address").fill(childEmail)
      await dialog.getByRole('button', { name: 'Send Invitation' }).click()
      await toast(page, `Invitation sent to ${childEmail}`).waitFor()
      await dialog.getByText(`An invitation was sent to ${childEmail}`).waitFor()
      await dialog.getByRole('button', { name: 'Close' }).click()

      // The child signs in with the mailed link and sees only their own dashboard.
      const child = await open()
      await child.page.goto(await app.mailbox.waitForLink(childEmail))
      await child.page.getByRole('heading', { name: 'Welcome!' }).waitFor()
      await child.page.goto('/dashboard')
      await child.page.getByRole('heading', { name: 'Hi, Mia!' }).waitFor()
      expect(await child.page.getByRole('button', { name: 'Child View' }).count()).toBe(0)

      // The parent revokes it, after confirming; the child is signed out.
      await page.reload()
      await card.getByRole('button', { name: 'Child Sign-in' }).click()
      await dialog.getByText(`Mia can sign in with ${childEmail}.`).waitFor()
      await dialog.getByRole('button', { name: 'Revoke Sign-in' }).click()
      await dialog.getByText('Revoke sign-in for Mia? They will be signed out.').waitFor()
      await dialog.getByRole('button', { name: 'Revoke Sign-in' }).click()
      await toast(page, 'Mia can no longer sign in').waitFor()
      await dialog.getByText('Cannot sign in yet').waitFor()

      await child.page.reload()
      await child.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()

      // The chosen child's own dashboard opens from the picker too.
      await dialog.getByRole('button', { name: 'Close' }).click()
      await card.getByRole('button', { name: "Open Mia's Dashboard" }).click()
      await page.getByRole('heading', { name: 'Hi, Mia!' }).waitFor()
    })
  })
})
