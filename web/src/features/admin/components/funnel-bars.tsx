import type { FunnelStageDto } from '@api/features/admin/admin.schemas'
import { funnelLabel } from '../status-tone'

export type FunnelBarsProps = { stages: readonly FunnelStageDto[] }

/** The adoption funnel: one bar per stage, its percentage written only above 10%. */
export function FunnelBars({ stages }: FunnelBarsProps) {
  return (
    <ol className="funnel" aria-label="Feature adoption funnel">
      {stages.map((stage) => {
        const label = funnelLabel(stage.percentage)
        return (
          <li key={stage.stage}>
            <div className="funnel-stage">
              <span>{stage.stage}</span>
              <span>
                {stage.count} {stage.count === 1 ? 'family' : 'families'}
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
