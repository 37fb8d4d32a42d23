import { describe, expect, it } from 'vitest'
import { ChildDashboard } from './pages/child-dashboard.js'
import { ChildPicker } from './pages/child-picker.js'
import { NotFoundPage } from './pages/not-found-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { VerifyPage } from './pages/verify-page.js'
import { type Person, setUpFamilyApp } from './support/family-app.js'

const app = setUpFamilyApp()

let spouses = 0

/** A parent who invited a spouse with a 40% share of the net worth, and that spouse's address. */
async function parentWithInvitedSpouse(): Promise<{ parent: Person; spouseEmail: string }> {
  const parent = await app.signUpParent()
  const spouseEmail = `spouse-${++spouses}@example.org`
  await parent.api.inviteSpouse(spouseEmail, 40)
  return { parent, spouseEmail }
}

/** The same, with the spouse signed in by the invitation on a page of their own. */
async function parentAndSpouse(): Promise<{ parent: Person; spouse: Person }> {
  const { parent, spouseEmail } = await parentWithInvitedSpouse()
  return { parent, spouse: await app.signInByLink(spouseEmail) }
}

describe('a spouse', () => {
  it('is invited by e-mail; an empty address is refused on the spot', async () => {
    const { page } = await app.signUpParent()
    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Family')
    const { spouse } = dashboard
    await spouse.sendInvitation.click()
    await toast(page, "Please enter your spouse's email address").waitFor()
    await spouse.email.fill('grace@example.org')
    await spouse.share.fill('40')
    await spouse.sendInvitation.click()
    await toast(page, 'Invitation sent to grace@example.org').waitFor()
    await spouse.pending.waitFor()
    await spouse.resendInvitation.waitFor()
    await app.mailbox.waitForLink('grace@example.org')
  })

  it('joins by the mailed invitation and sees the family without managing it', async () => {
    const { spouseEmail } = await parentWithInvitedSpouse()
    const page = await app.open()
    const verify = new VerifyPage(page)
    await verify.open(await app.mailbox.waitForLink(spouseEmail))
    await verify.accountCreated.waitFor()
    // Straight to the family's dashboard, not the landing page.
    await page.waitForURL(`${app.server.url}/dashboard`)

    const dashboard = new ParentDashboard(page)
    await dashboard.header.welcome().waitFor()
    await dashboard.header.familyView.waitFor()
    await dashboard.header.childView.waitFor()
    // Only the account holder invites: the spouse sees the panel read-only.
    await dashboard.showTab('Family')
    await dashboard.spouse.onlyAccountHolderNotice.waitFor()
    expect(await page.getByRole('button', { name: 'Send Invitation' }).count()).toBe(0)
    // Only the instance's first account administers it.
    expect(await dashboard.header.admin.count()).toBe(0)
  })

  it("shares the part of the family's net worth the parent sets, the spouse holding their share of it, kept after a reload", async () => {
    const { parent } = await parentAndSpouse()
    const { page } = parent
    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Family')
    const { sharing } = dashboard
    await dashboard.spouse.active.waitFor()
    await sharing.shareRow('Spouse 40%').waitFor()
    await sharing.shareRow('Parent 60%').waitFor()

    await sharing.shareRow('Shared with the family 100%').waitFor()

    // The share percentage is what is shared at all: the spouse's 40% is of that part.
    await sharing.sharePercentage.fill('70')
    await sharing.save.click()
    await toast(page, 'Net worth sharing settings updated').waitFor()
    await sharing.shareRow('Shared with the family 70%').waitFor()
    await sharing.shareRow('Spouse 28%').waitFor()
    await sharing.shareRow('Parent 72%').waitFor()
    await sharing.spouseShare.fill('30')
    await sharing.updateSpouseShare.click()
    await toast(page, 'Net worth sharing updated').waitFor()
    await sharing.shareRow('Spouse 21%').waitFor()

    await page.reload()
    await sharing.shareRow('Parent 79%').waitFor()
    expect(await sharing.sharePercentage.inputValue()).toBe('70')
    expect(await sharing.enabled.isChecked()).toBe(true)

    // Off shares nothing, and the panel says so.
    await sharing.enabled.uncheck()
    await sharing.save.click()
    await toast(page, 'Net worth sharing settings updated').waitFor()
    await sharing.shareRow('Spouse 0%').waitFor()
    await sharing.shareRow('Parent 100%').waitFor()
    await page.getByText('Sharing is off: none of the net worth is shared').waitFor()
  })

  it('is removed by the parent after confirming, and signed out at once', async () => {
    const { parent, spouse } = await parentAndSpouse()
    expect((await spouse.page.request.get('/api/auth/user')).status()).toBe(200)

    const dashboard = new ParentDashboard(parent.page)
    await dashboard.goto('Family')
    const panel = dashboard.spouse
    await panel.removeSpouse.click()
    await panel.cancel.click()
    await panel.removeSpouse.click()
    await panel.removeSpouse.click()
    await toast(parent.page, `${spouse.email} no longer has access to the family`).waitFor()
    await panel.sendInvitation.waitFor()

    await spouse.page.goto('/dashboard')
    await new NotFoundPage(spouse.page).sessionEnded.waitFor()
  })
})

/** A parent with a child, Mia, who has no sign-in of her own yet. */
async function parentWithMia(): Promise<{ parent: Person; miaId: number }> {
  const parent = await app.signUpParent()
  const miaId = await parent.api.addChild({ name: 'Mia', age: 9, gender: 'girl' })
  return { parent, miaId }
}

/** The parent's Child View: the picker of the children's dashboards. */
async function openChildView(parent: Person) {
  const dashboard = new ParentDashboard(parent.page)
  await dashboard.goto()
  await dashboard.header.childView.click()
  return new ChildPicker(parent.page)
}

describe("a parent's Child View", () => {
  it('says so when the family has no children, and goes back to Parent View', async () => {
    const picker = await openChildView(await app.signUpParent())
    await picker.noChildren.waitFor()
    await picker.backToParentView.click()
    await new ParentDashboard(picker.page).heading.waitFor()
  })

  it("lists each child's balances and opens the chosen child's dashboard", async () => {
    const { parent } = await parentWithMia()
    const card = (await openChildView(parent)).card('Mia')
    // Savings in BTC; spending, Lightning money, in BTC with its sats beside.
    await card.root.getByText('0.00000000 BTC', { exact: true }).waitFor()
    await card.root.getByText('0.00000000 BTC (0 sats)', { exact: true }).waitFor()
    await card.openDashboard.click()
    await new ChildDashboard(parent.page).greeting('Mia').waitFor()
  })
})

describe("a child's own sign-in", () => {
  it('is sent by invitation, and the child signs in to their own dashboard only', async () => {
    const { parent } = await parentWithMia()
    const email = 'mia@example.org'
    const dashboard = new ParentDashboard(parent.page)
    await dashboard.goto('Children')
    // The picker's cards open the same dialog (see the revoking test).
    const dialog = await dashboard.childCard('Mia').openSignIn()
    await dialog.root.getByText('Cannot sign in yet').waitFor()
    await dialog.email.fill(email)
    await dialog.sendInvitation.click()
    await toast(parent.page, `Invitation sent to ${email}`).waitFor()
    await dialog.root.getByText(`An invitation was sent to ${email}`).waitFor()
    await dialog.close.click()

    const page = await app.open()
    const verify = new VerifyPage(page)
    await verify.open(await app.mailbox.waitForLink(email))
    await verify.welcome.waitFor()
    const own = new ChildDashboard(page)
    await own.goto('Mia')
    expect(await own.header.childView.count()).toBe(0)
    // One greeting for a child: "Hi, Mia!", and no "Welcome" with an e-mail address.
    expect(await page.getByRole('heading', { name: /welcome/i }).count()).toBe(0)
    expect(await page.getByText(email).count()).toBe(0)
  })

  it('is revoked after confirming, which signs the child out at once', async () => {
    const { parent, miaId } = await parentWithMia()
    const email = `mia-${miaId}@example.org`
    await parent.api.inviteChild(miaId, email)
    const mia = await app.signInByLink(email)
    expect((await mia.page.request.get('/api/auth/user')).status()).toBe(200)

    const dialog = await (await openChildView(parent)).card('Mia').openSignIn()
    await dialog.root.getByText(`Mia can sign in with ${email}.`).waitFor()
    await dialog.revoke.click()
    await dialog.root.getByText('Revoke sign-in for Mia? They will be signed out.').waitFor()
    await dialog.revoke.click()
    await toast(parent.page, 'Mia can no longer sign in').waitFor()
    // Not "yet": Mia could sign in a moment ago.
    await dialog.root.getByText('Cannot sign in', { exact: true }).waitFor()
    await dialog.root
      .getByText("Mia's sign-in was revoked. Send a new sign-in link to let Mia sign in again.", {
        exact: false,
      })
      .waitFor()
    expect(await dialog.root.getByText('yet').count()).toBe(0)

    await mia.page.goto('/dashboard')
    await new NotFoundPage(mia.page).sessionEnded.waitFor()
  })
})
