import { downloadReportCsv } from '@egresa/api-client/reports'
import type { ReportChart, ReportUnit } from '@egresa/api-contract/reports'
import { useApi } from '@egresa/ui/app/api'
import { saveBlob } from '@egresa/ui/app/files'
import { notifyError } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react'
import type { ReportKey } from './chart-texts'

// The canvas and Chart.js come with the first chart drawn, in a chunk of their own.
const ChartCanvas = lazy(() => import('./chart-canvas').then((m) => ({ default: m.ChartCanvas })))

/** How a figure is written: counts and days as numbers, euros as money, shares with `%`. */
export function formatFigure(locale: string, value: number, unit: ReportUnit): string {
  if (unit === 'euros')
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value)
  if (unit === 'percent')
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} %`
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)
}

/** A row's label as read: a month (`2026-03`) written out (`mar 2026`), anything else as the server said it. */
export function rowLabel(locale: string, chart: ReportChart, label: string): string {
  if (!chart.monthly || !/^\d{4}-\d{2}$/.test(label)) return label
  const date = new Date(`${label}-15T12:00:00Z`)
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)
}

/** Whether a chart has nothing to show: no rows, or every figure 0 or missing. */
const isEmpty = (chart: ReportChart) => chart.rows.every((r) => r.values.every((v) => v === null || v === 0))
/** Whether every group of the chart is left out (graduate outcomes on a small set). */
const allLeftOut = (chart: ReportChart) => chart.rows.length > 0 && chart.rows.every((r) => r.suppressed)

/**
 * One chart: its title and what it counts, the drawing, its figures as a table (for screen readers always,
 * on the screen with "Ver la tabla") with a caption and headers, and the CSV.
 */
export function ChartCard({
  report,
  chart,
  title,
  about,
  query,
  level = 2,
}: {
  report: ReportKey
  chart: ReportChart
  title: string
  about: string
  query: { from?: string; to?: string }
  level?: 2 | 3
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const locale = i18n.locale
  const headingId = useId()
  const tableId = useId()
  const [table, setTable] = useState(false)
  const [saving, setSaving] = useState(false)
  const labels = useMemo(() => chart.rows.map((r) => rowLabel(locale, chart, r.label)), [chart, locale])
  const format = useCallback((value: number, unit: ReportUnit) => formatFigure(locale, value, unit), [locale])
  const empty = isEmpty(chart)
  const suppressed = chart.rows.some((r) => r.suppressed)
  const Heading = level === 2 ? 'h2' : 'h3'

  const download = async () => {
    setSaving(true)
    try {
      const blob = await downloadReportCsv(api, report, { ...query, chart: chart.id })
      saveBlob(blob, `egresa-${report}-${chart.id.replaceAll('_', '-')}.csv`)
    } catch (error) {
      notifyError(error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded border border-secondary p-4"
    >
      <div className="flex flex-col gap-1">
        <Heading id={headingId} className="text-xl font-bold">
          {title}
        </Heading>
        {about ? <p className="text-muted">{about}</p> : null}
      </div>
      {allLeftOut(chart) ? (
        <p className="rounded bg-surface px-4 py-3">
          <Trans>Todos los grupos son demasiado pequeños: no se publica ninguna cifra.</Trans>
        </p>
      ) : empty ? (
        <p className="rounded bg-surface px-4 py-3">
          <Trans>No hay datos en este periodo.</Trans>
        </p>
      ) : table ? null : (
        <Suspense fallback={<div className="h-[280px]" />}>
          <ChartCanvas
            chart={chart}
            labels={labels}
            label={t`Gráfico: ${title}. Sus cifras están en la tabla que lo acompaña.`}
            format={format}
            locale={locale}
          />
        </Suspense>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-expanded={table}
          aria-controls={tableId}
          onClick={() => setTable((shown) => !shown)}
        >
          {table ? <Trans>Ver el gráfico</Trans> : <Trans>Ver la tabla</Trans>}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={saving} onClick={download}>
          {saving ? <Trans>Descargando…</Trans> : <Trans>Descargar CSV</Trans>}
          <span className="sr-only">: {title}</span>
        </button>
      </div>
      <div id={tableId} className={table ? 'max-h-[32rem] overflow-auto' : 'sr-only'}>
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-secondary">
              <th scope="col" className="px-2 py-1">
                {chart.dimension}
              </th>
              {chart.series.map((s) => (
                <th key={s.key} scope="col" className="px-2 py-1 text-right">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((r, i) => (
              <tr key={r.key} className="border-b border-surface">
                <th scope="row" className="px-2 py-1 font-normal">
                  {labels[i]}
                </th>
                {r.values.map((value, j) => (
                  <td key={chart.series[j]?.key ?? j} className="px-2 py-1 text-right tabular-nums">
                    {value === null ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{r.suppressed ? t`omitido` : t`sin datos`}</span>
                      </>
                    ) : (
                      format(value, chart.series[j]?.unit ?? 'count')
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {suppressed ? (
        <p className="text-sm text-muted">
          <Trans>
            «—»: grupo demasiado pequeño para publicar sus cifras sin señalar a nadie, o que permitiría
            deducir las de otro grupo así.
          </Trans>
        </p>
      ) : null}
    </section>
  )
}
