import { BrandMark } from '../../../../components/brand-mark'
import { ButtonLink } from '../../../../components/button-link'
import { LanguageSwitcher } from '../../../../components/header/language-switcher'
import { paths } from '../../../../config/paths'
import { PRODUCT_NAME } from '../../../../config/product'
import { useTexts } from '../../../../lib/i18n'
import { dashboardTexts } from '../texts'

export type DashboardHeaderProps = { isAdmin: boolean }

export function DashboardHeader({ isAdmin }: DashboardHeaderProps) {
  const t = useTexts(dashboardTexts)
  return (
    <header className="container dashboard-header">
      <nav aria-label={t('accountNav')}>
        <ul>
          <li>
            <span className="brand">
              <BrandMark />
              {PRODUCT_NAME}
            </span>
          </li>
        </ul>
        <ul>
          <li>
            <LanguageSwitcher />
          </li>
          {isAdmin && (
            <li>
              <ButtonLink to={paths.admin} variant="secondary" isOutline>
                {t('admin')}
              </ButtonLink>
            </li>
          )}
          <li>
            {/* /logout signs out and then goes to the landing page. */}
            <ButtonLink to={paths.logout} variant="secondary">
              {t('logout')}
            </ButtonLink>
          </li>
        </ul>
      </nav>
    </header>
  )
}
