import type { ReactNode } from 'react'
import { PublicPage } from '../../components/public-page'
import { BITCOIN_GLYPH_PATH, BITCOIN_GLYPH_STROKE_WIDTH, BRAND_ORANGE } from '../../config/brand'
import { PRODUCT_NAME } from '../../config/product'

const GLYPH_STROKE = {
  fill: 'none',
  strokeWidth: BITCOIN_GLYPH_STROKE_WIDTH,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** The coin alone: app icons, favicons, small spaces. */
function CoinLogo() {
  return (
    <svg viewBox="0 0 32 32" width="96" height="96" role="img" aria-label={`${PRODUCT_NAME} coin`}>
      <circle cx="16" cy="16" r="16" fill={BRAND_ORANGE} />
      <path d={BITCOIN_GLYPH_PATH} stroke="#fff" {...GLYPH_STROKE} />
    </svg>
  )
}

/** The coin with the name beside it: headers. The name takes the text colour around it. */
function WordmarkLogo() {
  return (
    <svg viewBox="0 0 260 40" width="260" height="40" role="img" aria-label={PRODUCT_NAME}>
      <g transform="translate(4 4)">
        <circle cx="16" cy="16" r="16" fill={BRAND_ORANGE} />
        <path d={BITCOIN_GLYPH_PATH} stroke="#fff" {...GLYPH_STROKE} />
      </g>
      <text
        x="46"
        y="19"
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
        fontSize="15"
        fontWeight="700"
      >
        Family Bitcoin
      </text>
      <text x="46" y="35" fill="currentColor" fontFamily="system-ui, sans-serif" fontSize="12">
        Allowance
      </text>
    </svg>
  )
}

/** One colour, drawn in the text colour: print, stamps, one-colour backgrounds. */
function OutlineLogo() {
  return (
    <svg
      viewBox="0 0 32 32"
      width="96"
      height="96"
      role="img"
      aria-label={`${PRODUCT_NAME} one-colour coin`}
    >
      <circle cx="16" cy="16" r="14.75" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d={BITCOIN_GLYPH_PATH} stroke="currentColor" {...GLYPH_STROKE} />
    </svg>
  )
}

const VARIANTS: { name: string; use: string; logo: () => ReactNode }[] = [
  { name: 'Coin', use: 'App icons, favicons and small spaces.', logo: CoinLogo },
  { name: 'Wordmark', use: 'Page headers: the coin with the name.', logo: WordmarkLogo },
  { name: 'One colour', use: 'Print and one-colour backgrounds.', logo: OutlineLogo },
]

export function LogoDemoRoute() {
  return (
    <PublicPage
      title="Logo"
      description="The three variants of the Family Bitcoin Allowance logo, on light and dark backgrounds."
      heading="Logo"
      lead={<p>Three variants of the logo, each on a light and a dark background. All are SVG.</p>}
    >
      {VARIANTS.map(({ name, use, logo: Logo }) => (
        <section key={name} aria-label={name} className="logo-variant">
          <h2>{name}</h2>
          <p>{use}</p>
          <div className="logo-swatches">
            <figure className="logo-swatch logo-swatch-light">
              <Logo />
              <figcaption>On light</figcaption>
            </figure>
            <figure className="logo-swatch logo-swatch-dark">
              <Logo />
              <figcaption>On dark</figcaption>
            </figure>
          </div>
        </section>
      ))}
    </PublicPage>
  )
}
