import { NavLink } from 'react-router-dom'
import { paths } from '../../../config/paths'

/** The way back to the family's dashboard and between the two admin screens. */
export function AdminNav() {
  return (
    <nav aria-label="Admin">
      <ul>
        <li>
          <NavLink to={paths.dashboard}>Back to Dashboard</NavLink>
        </li>
      </ul>
      <ul>
        <li>
          <NavLink to={paths.admin} end>
            Admin Dashboard
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.adminMonitoring}>Monitoring</NavLink>
        </li>
      </ul>
    </nav>
  )
}
