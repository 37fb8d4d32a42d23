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

/** Calls `show` once the element first comes into view (at once where that cannot be told). */
function whenVisible(element: Element, show: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show()
    return () => {}
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    observer.disconnect()
    show()
  })
  observer.observe(element)
  return () => observer.disconnect()
}

/**
 * The "Family Bitcoin Share" pie. chart.js is imported on demand, so it is its own chunk
 * that only the parent dashboard downloads, and only once the pie is on screen: on a
 * phone it sits below the fold, and drawing it there cost the page's load a quarter of
 * a second of script. Its square is reserved in CSS, so nothing moves when it draws.
 */
export function FamilyShareChart({ shares, label }: FamilyShareChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  // Redraw only when the figures change, not on every parent render.
  const dataKey = JSON.stringify(shares)

  // biome-ignore lint/correctness/useExhaustiveDependencies: dataKey stands for shares.
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    let destroy: (() => void) | undefined
    let isCancelled = false
    const stopWatching = whenVisible(canvas, () => {
      void import('../pie-chart').then(({ drawPieChart }) => {
        if (isCancelled) return
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
    })
    return () => {
      isCancelled = true
      stopWatching()
      destroy?.()
    }
  }, [dataKey])

  return (
    <div className="share-chart">
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  )
}
