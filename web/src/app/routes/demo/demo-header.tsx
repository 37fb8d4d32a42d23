import { PublicHeader } from '../../../components/public-header'
import { useTexts } from '../../../lib/i18n'
import { demoTexts } from './texts'

/** The demo's header: the public pages' own, with the DEMO badge. */
export function DemoHeader() {
  const t = useTexts(demoTexts)
  return <PublicHeader badge={<span className="status-badge demo-badge">{t('badge')}</span>} />
}
