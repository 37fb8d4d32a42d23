/** The ₿ of the logo as one stroked path on a 32 x 32 grid. */
export const BITCOIN_GLYPH_PATH =
  'M13 7v3M17 7v3M13 22v3M17 22v3M10.5 10h7.25a3 3 0 0 1 0 6H10.5m0 0h8a3 3 0 0 1 0 6h-8M12 10v12'

/** The coin's orange. */
export const BRAND_ORANGE = '#f7931a'

/**
 * The orange coin of the logo, drawn as SVG: the ₿ character is missing from many
 * system fonts and would show as an empty box.
 */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill={BRAND_ORANGE} />
      <path
        d={BITCOIN_GLYPH_PATH}
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
