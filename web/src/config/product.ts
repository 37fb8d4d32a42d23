/** The name shown in headers and the page title. */
export const PRODUCT_NAME = 'Family Bitcoin Allowance'
