import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../config/paths'
import { PRODUCT_NAME } from '../config/product'
import { useTexts } from '../lib/i18n'
import { BrandMark } from './brand-mark'
import { LanguageSwitcher } from './header/language-switcher'
import { headerTexts } from './header/texts'

export type PublicHeaderProps = {
  /** Shown beside the product's name, e.g. the demo's DEMO badge. */
  badge?: ReactNode
}

/**
 * The header of the public pages: the product, linking home, the language switcher and
 * the way back home.
 */
export function PublicHeader({ badge }: PublicHeaderProps) {
  const t = useTexts(headerTexts)
  return (
    <header className="container public-header">
      <nav aria-label={t('site')}>
        <ul>
          <li>
            <Link to={paths.landing} className="brand">
              <BrandMark />
              {PRODUCT_NAME}
            </Link>
          </li>
          {badge !== undefined && <li>{badge}</li>}
        </ul>
        <ul>
          <li>
            <LanguageSwitcher />
          </li>
          <li>
            <Link to={paths.landing}>{t('backToHome')}</Link>
          </li>
        </ul>
      </nav>
    </header>
  )
}
