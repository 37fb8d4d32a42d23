/** The family's numbers both sides know (spec 1: spouse sharing, the dashboard's alert). */

/**
 * The Lightning liquidity alert fires when the children's spending balances together
 * exceed this share of the largest child spending limit: the family's Lightning wallet
 * may not hold enough to cover what the children can spend.
 */
export const LIQUIDITY_ALERT_PERCENT = 80

/** The net worth share sliders: 0-100 in steps of 5. */
export const SHARE_STEP = 5

/** The spouse's share of the family's net worth until the parent chooses another. */
export const DEFAULT_SPOUSE_SHARE = 50
