import type { ReportChart } from '@egresa/api-contract/reports'
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { useEffect, useRef } from 'react'

// Chart.js, tree-shaken to the bar and line charts over category axes. This module is loaded lazily by
// chart-card.tsx, the first time a chart is drawn: other pages of the office never load it (docs/decisions.md,
// "Charts").

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
)

/** Colours with at least 3:1 against white and apart from one another (also for readers with colour blindness). */
export const seriesColours = ['#1f5fa8', '#c2571a', '#2f7d32', '#8e3b8f', '#6b6b00', '#b0243b'] as const

/**
 * Draws the chart's drawn series on a canvas. The canvas is an image named by `label` (`role="img"`); the
 * figures themselves are the table next to it.
 */
export function ChartCanvas({
  chart,
  labels,
  label,
  format,
  locale,
}: {
  chart: ReportChart
  /** The rows' labels as the reader reads them (months written out). */
  labels: string[]
  label: string
  /** Numbers on the axes in the reader's language. */
  locale: string
  format: (value: number, unit: ReportChart['series'][number]['unit']) => string
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    let instance: Chart | undefined
    const drawn = chart.series.filter((s) => chart.drawn.includes(s.key))
    const rows = chart.rows.filter((r) => !r.suppressed)
    if (canvas.current) {
      const horizontal = chart.kind === 'hbar'
      const stacked = chart.kind === 'stacked'
      // Counts have whole ticks; days and shares may have one decimal.
      const precision = drawn.every((s) => s.unit === 'count' || s.unit === 'euros') ? 0 : 1
      instance = new Chart(canvas.current, {
        type: chart.kind === 'line' ? 'line' : 'bar',
        data: {
          labels: rows.map((r) => labels[chart.rows.indexOf(r)] ?? r.label),
          datasets: drawn.map((s, i) => ({
            label: s.label,
            data: rows.map((r) => r.values[chart.series.indexOf(s)] ?? null),
            backgroundColor: seriesColours[i % seriesColours.length],
            borderColor: seriesColours[i % seriesColours.length],
            spanGaps: true,
          })),
        },
        options: {
          indexAxis: horizontal ? 'y' : 'x',
          locale,
          maintainAspectRatio: false,
          animation: false,
          scales: {
            x: { stacked, beginAtZero: true, ...(horizontal ? { ticks: { precision } } : {}) },
            y: { stacked, beginAtZero: true, ...(horizontal ? {} : { ticks: { precision } }) },
          },
          plugins: {
            legend: { display: drawn.length > 1, position: 'bottom' },
            tooltip: {
              callbacks: {
                label: (item) => {
                  const series = drawn[item.datasetIndex]
                  const value = typeof item.raw === 'number' ? item.raw : null
                  return `${series?.label ?? ''}: ${value === null ? '—' : format(value, series?.unit ?? 'count')}`
                },
              },
            },
          },
        },
      })
    }
    return () => instance?.destroy()
  }, [chart, labels, format, locale])
  const rows = chart.rows.filter((r) => !r.suppressed).length
  // Horizontal bars grow with their rows, so each label keeps its line.
  const height = chart.kind === 'hbar' ? Math.min(Math.max(rows * 28 + 60, 160), 900) : 280
  return (
    <div className="relative w-full" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  )
}
