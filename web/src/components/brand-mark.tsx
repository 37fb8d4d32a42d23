import { BITCOIN_GLYPH_PATH, BITCOIN_GLYPH_STROKE_WIDTH, BRAND_ORANGE } from '../config/brand'

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
        strokeWidth={BITCOIN_GLYPH_STROKE_WIDTH}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
