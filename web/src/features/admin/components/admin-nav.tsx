import { NavLink } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { useTexts } from '../../../lib/i18n'
import { adminTexts } from '../texts'

/** The way back to the family's dashboard and between the two admin screens. */
export function AdminNav() {
  const t = useTexts(adminTexts)
  return (
    <nav aria-label={t('adminNav')}>
      <ul>
        <li>
          <NavLink to={paths.dashboard}>{t('backToDashboard')}</NavLink>
        </li>
      </ul>
      <ul>
        <li>
          <NavLink to={paths.admin} end>
            {t('adminDashboard')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.adminMonitoring}>{t('monitoring')}</NavLink>
        </li>
      </ul>
    </nav>
  )
}
