/** The name shown in headers and the page title. */
export const PRODUCT_NAME = 'Family Bitcoin Allowance'

/**
 * The description meta tag of the landing page and of every screen without its own;
 * the build writes it into index.html.
 */
export const PRODUCT_DESCRIPTION =
  'Family Bitcoin and Lightning allowances, savings goals and parental approvals. View-only: it never holds your keys.'

/** The name under the app's icon on a phone's home screen, where a long name is cut. */
export const PRODUCT_SHORT_NAME = 'Family Bitcoin'
