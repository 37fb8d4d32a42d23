import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js'

// Loaded on demand by ChartCanvas, so only the admin screens download chart.js; named
// imports let esbuild drop the chart types, scales and plugins a bar chart does not use.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip)

export interface BarSeries {
  labels: readonly string[]
  values: readonly number[]
  /** Names the values in the tooltip ("Signups", "Revenue (sats)"). */
  label: string
}

/** Draws a bar chart; the caller destroys it when the canvas goes away. */
export function drawBarChart(canvas: HTMLCanvasElement, series: BarSeries) {
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: [...series.labels],
      datasets: [
        {
          label: series.label,
          data: [...series.values],
          backgroundColor: '#f7931a',
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
    },
  })
}
