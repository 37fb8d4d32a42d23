/**
 * The logo's drawing, shared by the components that draw it and by the build, which
 * renders the app's icons from it (scripts/app-icons.ts) and colours the browser's bars
 * with it (scripts/web-manifest.ts).
 */

/** The ₿ of the logo as one stroked path on a 32 x 32 grid. */
export const BITCOIN_GLYPH_PATH =
  'M13 7v3M17 7v3M13 22v3M17 22v3M10.5 10h7.25a3 3 0 0 1 0 6H10.5m0 0h8a3 3 0 0 1 0 6h-8M12 10v12'

/** The glyph's stroke width on the same grid. */
export const BITCOIN_GLYPH_STROKE_WIDTH = 2.2

/** The coin's orange. */
export const BRAND_ORANGE = '#f7931a'
