import { useEffect, useRef } from 'react'
import type { BarSeries } from '../admin-charts'

export type BarChartProps = BarSeries & {
  /** What the chart shows, for screen readers (a canvas has no text of its own). */
  description: string
}

/** A chart.js bar chart, its code fetched when the first chart is drawn. */
export function BarChart({ labels, values, label, description }: BarChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  // Redraw only when the figures change, not on every poll that brings the same ones.
  const dataKey = JSON.stringify([labels, values, label])

  // biome-ignore lint/correctness/useExhaustiveDependencies: dataKey stands for the series.
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    let destroy: (() => void) | undefined
    let isCancelled = false
    void import('../admin-charts').then(({ drawBarChart }) => {
      if (isCancelled) return
      const chart = drawBarChart(canvas, { labels, values, label })
      destroy = () => chart.destroy()
    })
    return () => {
      isCancelled = true
      destroy?.()
    }
  }, [dataKey])

  return (
    <div className="admin-chart">
      <canvas ref={canvasRef} role="img" aria-label={description} />
    </div>
  )
}
