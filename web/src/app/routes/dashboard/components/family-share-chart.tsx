import type { FamilyOverview } from '@api/features/family/family.schemas'
import { useEffect, useRef } from 'react'
import { satsOf } from '../../../../lib/btc-input'

/** Bitcoin orange first, then colours that stay apart for common colour blindness. */
const COLORS = ['#f7931a', '#0072b2', '#009e73', '#cc79a7', '#56b4e9', '#e69f00', '#d55e00']

export function sliceColor(index: number): string {
  return COLORS[index % COLORS.length] ?? '#888'
}

export type FamilyShareChartProps = {
  shares: FamilyOverview['childrenShares']
  /** Read out instead of the canvas, which screen readers cannot see into. */
  label: string
}

/**
 * The "Family Bitcoin Share" pie. chart.js is imported on demand, so it is its own chunk
 * that only the parent dashboard downloads, and only once there is something to draw.
 */
export function FamilyShareChart({ shares, label }: FamilyShareChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  // Redraw only when the figures change, not on every parent render.
  const dataKey = JSON.stringify(shares)

  // biome-ignore lint/correctness/useExhaustiveDependencies: dataKey stands for shares.
  useEffect(() => {
    let destroy: (() => void) | undefined
    let isCancelled = false
    void import('../pie-chart').then(({ drawPieChart }) => {
      const canvas = canvasRef.current
      if (isCancelled || !canvas) return
      const chart = drawPieChart(
        canvas,
        shares.map((s, i) => ({
          label: s.childName,
          sats: satsOf(s.balanceAmount),
          color: sliceColor(i),
        })),
      )
      destroy = () => chart.destroy()
    })
    return () => {
      isCancelled = true
      destroy?.()
    }
  }, [dataKey])

  return (
    <div className="share-chart">
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  )
}
