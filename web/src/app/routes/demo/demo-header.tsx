import { PublicHeader } from '../../../components/public-header'

/** The demo's header: the public pages' own, with the DEMO badge. */
export function DemoHeader() {
  return <PublicHeader badge={<span className="status-badge demo-badge">DEMO</span>} />
}
