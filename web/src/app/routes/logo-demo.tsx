import type { ReactNode } from 'react'
import { PublicPage } from '../../components/public-page'
import { BITCOIN_GLYPH_PATH, BITCOIN_GLYPH_STROKE_WIDTH, BRAND_ORANGE } from '../../config/brand'
import { PRODUCT_NAME } from '../../config/product'
import { type TextKey, useTexts } from '../../lib/i18n'
import { appTexts } from '../texts'

const GLYPH_STROKE = {
  fill: 'none',
  strokeWidth: BITCOIN_GLYPH_STROKE_WIDTH,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** The coin alone: app icons, favicons, small spaces. */
function CoinLogo() {
  const t = useTexts(appTexts)
  return (
    <svg
      viewBox="0 0 32 32"
      width="96"
      height="96"
      role="img"
      aria-label={t('logoCoinLabel', { product: PRODUCT_NAME })}
    >
      <circle cx="16" cy="16" r="16" fill={BRAND_ORANGE} />
      <path d={BITCOIN_GLYPH_PATH} stroke="#fff" {...GLYPH_STROKE} />
    </svg>
  )
}

/** The coin with the name beside it: headers. The name takes the text colour around it. */
function WordmarkLogo() {
  return (
    // The wordmark is the brand, split over two lines: English in every language.
    <svg
      viewBox="0 0 260 40"
      width="260"
      height="40"
      role="img"
      aria-label={PRODUCT_NAME}
      lang="en"
    >
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
  const t = useTexts(appTexts)
  return (
    <svg
      viewBox="0 0 32 32"
      width="96"
      height="96"
      role="img"
      aria-label={t('logoOneColourLabel', { product: PRODUCT_NAME })}
    >
      <circle cx="16" cy="16" r="14.75" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d={BITCOIN_GLYPH_PATH} stroke="currentColor" {...GLYPH_STROKE} />
    </svg>
  )
}

type AppTextKey = TextKey<typeof appTexts.en>

const VARIANTS: { name: AppTextKey; use: AppTextKey; logo: () => ReactNode }[] = [
  { name: 'logoCoin', use: 'logoCoinUse', logo: CoinLogo },
  { name: 'logoWordmark', use: 'logoWordmarkUse', logo: WordmarkLogo },
  { name: 'logoOneColour', use: 'logoOneColourUse', logo: OutlineLogo },
]

export function LogoDemoRoute() {
  const t = useTexts(appTexts)
  return (
    <PublicPage
      title={t('logoTitle')}
      description={t('logoDescription')}
      heading={t('logoTitle')}
      lead={<p>{t('logoLead')}</p>}
    >
      {VARIANTS.map(({ name, use, logo: Logo }) => (
        <section key={name} aria-label={t(name)} className="logo-variant">
          <h2>{t(name)}</h2>
          <p>{t(use)}</p>
          <div className="logo-swatches">
            <figure className="logo-swatch logo-swatch-light">
              <Logo />
              <figcaption>{t('onLight')}</figcaption>
            </figure>
            <figure className="logo-swatch logo-swatch-dark">
              <Logo />
              <figcaption>{t('onDark')}</figcaption>
            </figure>
          </div>
        </section>
      ))}
    </PublicPage>
  )
}
