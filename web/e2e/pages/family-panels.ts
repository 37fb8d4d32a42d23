import type { Locator, Page } from 'playwright-core'

/** The parent dashboard's "Spouse and family management" panel. */
export class SpousePanel {
  readonly root: Locator
  readonly email: Locator
  readonly share: Locator
  readonly sendInvitation: Locator
  readonly resendInvitation: Locator
  /** Asks first; the same button confirms. */
  readonly removeSpouse: Locator
  readonly cancel: Locator
  readonly pending: Locator
  readonly active: Locator
  /** What a spouse sees instead of the invitation form. */
  readonly onlyAccountHolderNotice: Locator

  constructor(page: Page) {
    this.root = page.getByRole('article', { name: 'Spouse and family management' })
    this.email = this.root.getByLabel("Spouse's e-mail address")
    this.share = this.root.getByLabel('Spouse net worth share')
    this.sendInvitation = this.root.getByRole('button', { name: 'Send Invitation' })
    this.resendInvitation = this.root.getByRole('button', { name: 'Resend Invitation' })
    this.removeSpouse = this.root.getByRole('button', { name: 'Remove Spouse' })
    this.cancel = this.root.getByRole('button', { name: 'Cancel' })
    this.pending = this.root.getByText('Invitation pending for')
    this.active = this.root.getByText('Active', { exact: true })
    this.onlyAccountHolderNotice = this.root.getByText(
      'Only the parent who holds the account can invite or change the spouse.',
    )
  }
}

/** The parent dashboard's "Family net worth sharing" panel. */
export class SharingPanel {
  readonly root: Locator
  readonly enabled: Locator
  readonly sharePercentage: Locator
  readonly save: Locator
  readonly spouseShare: Locator
  readonly updateSpouseShare: Locator
  readonly shares: Locator

  constructor(page: Page) {
    this.root = page.getByRole('article', { name: 'Family net worth sharing' })
    this.enabled = this.root.getByRole('switch', { name: 'Share family net worth' })
    this.sharePercentage = this.root.getByLabel('Share percentage')
    this.save = this.root.getByRole('button', { name: 'Save Sharing Settings' })
    this.spouseShare = this.root.getByLabel('Spouse net worth share')
    this.updateSpouseShare = this.root.getByRole('button', { name: 'Update Spouse Share' })
    this.shares = this.root.getByRole('table', { name: 'Net worth shares' })
  }

  /** A row of the shares table, by its text, e.g. "Spouse 40%". */
  shareRow(text: string) {
    return this.shares.getByRole('row', { name: text })
  }
}
