import { useTexts } from '../../../../lib/i18n'
import { dashboardTexts } from '../texts'

/** A signed-in child whose child record is gone (or was never linked). */
export function NoChildSelected() {
  const t = useTexts(dashboardTexts)
  return (
    <article>
      <h2>{t('noChildTitle')}</h2>
      <p>{t('noChildText')}</p>
    </article>
  )
}
