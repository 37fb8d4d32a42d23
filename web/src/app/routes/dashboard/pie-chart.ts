import { satsToBtc } from '@api/lib/money'
import { ArcElement, Chart, PieController, Tooltip } from 'chart.js'

// Loaded on demand (see FamilyShareChart). Named imports let esbuild drop every chart
// type, scale and plugin a pie does not use; a dynamic import of 'chart.js' itself would
// pull the whole library into the chunk.
Chart.register(PieController, ArcElement, Tooltip)

export interface PieSlice {
  label: string
  /** Whole satoshis; the tooltip shows them as BTC. */
  sats: number
  color: string
}

/** Draws the pie; the caller destroys the returned chart when the canvas goes away. */
export function drawPieChart(canvas: HTMLCanvasElement, slices: readonly PieSlice[]) {
  return new Chart(canvas, {
    type: 'pie',
    data: {
      labels: slices.map((s) => s.label),
      datasets: [
        {
          data: slices.map((s) => s.sats),
          backgroundColor: slices.map((s) => s.color),
          borderWidth: 1,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: true,
      animation: false,
      plugins: {
        tooltip: {
          callbacks: { label: (item) => ` ${satsToBtc(Number(item.raw))} BTC` },
        },
      },
    },
  })
}
