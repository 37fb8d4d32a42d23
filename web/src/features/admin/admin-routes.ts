// The admin screens' entry: the router loads both pages through this one module.
export { AdminPage } from './admin-page'
export { MonitoringPage } from './monitoring-page'
