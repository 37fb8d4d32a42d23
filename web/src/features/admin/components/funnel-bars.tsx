import type { FunnelStageDto } from '@api/features/admin/admin.schemas'
import { useTexts } from '../../../lib/i18n'
import { funnelLabel } from '../status-tone'
import { adminTexts } from '../texts'

export type FunnelBarsProps = { stages: readonly FunnelStageDto[] }

/** The adoption funnel: one bar per stage, its percentage written only above 10%. */
export function FunnelBars({ stages }: FunnelBarsProps) {
  const t = useTexts(adminTexts)
  return (
    <ol className="funnel" aria-label={t('funnel')}>
      {stages.map((stage) => {
        const label = funnelLabel(stage.percentage)
        return (
          <li key={stage.stage}>
            <div className="funnel-stage">
              <span>{stage.stage}</span>
              <span>
                {t('families', { count: stage.count })}
                {label && <strong> {label}</strong>}
              </span>
            </div>
            <progress value={stage.percentage} max={100} aria-label={stage.stage} />
          </li>
        )
      })}
    </ol>
  )
}
