/**
 * The Lightning liquidity alert fires when the children's spending balances together
 * exceed this share of the largest child spending limit (spec 1): the family's
 * Lightning wallet may not hold enough to cover what the children can spend.
 */
export const LIQUIDITY_ALERT_PERCENT = 80
