import { BrandMark } from '../../../../components/brand-mark'
import { ButtonLink } from '../../../../components/button-link'
import { LanguageSwitcher } from '../../../../components/header/language-switcher'
import { paths } from '../../../../config/paths'
import { PRODUCT_NAME } from '../../../../config/product'

export type DashboardHeaderProps = { isAdmin: boolean }

export function DashboardHeader({ isAdmin }: DashboardHeaderProps) {
  return (
    <header className="container dashboard-header">
      <nav aria-label="Account">
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
                Admin
              </ButtonLink>
            </li>
          )}
          <li>
            {/* /logout signs out and then goes to the landing page. */}
            <ButtonLink to={paths.logout} variant="secondary">
              Logout
            </ButtonLink>
          </li>
        </ul>
      </nav>
    </header>
  )
}
