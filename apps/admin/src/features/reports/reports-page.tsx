import { reportQueryOptions } from '@egresa/api-client/reports'
import type { Report } from '@egresa/api-contract/reports'
import { useApi } from '@egresa/ui/app/api'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { inputClass } from '@egresa/ui/form-fields'
import { ListError } from '@egresa/ui/list-results'
import { TabPanel, Tabs } from '@egresa/ui/tabs'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useHasPermission } from '../../lib/permissions'
import { ChartCard } from './chart-card'
import { chartText, type ReportKey } from './chart-texts'

export type ReportsSearch = { report: ReportKey; from?: string; to?: string }

const reportKeys = [
  'members',
  'alumni',
  'income',
  'jobs',
  'community',
  'outcomes',
] as const satisfies ReportKey[]

/** The period's query: the URL's months (the server's last 12 months when left out). */
export const periodOf = (search: ReportsSearch) => ({ from: search.from, to: search.to })

/** A month field (`YYYY-MM`): the browser's month picker, a text field where it has none. */
function MonthField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string | undefined
  onChange: (value: string | undefined) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <input
        id={id}
        type="month"
        min="2000-01"
        value={value ?? ''}
        placeholder="2026-01"
        onChange={(e) => onChange(/^\d{4}-\d{2}$/.test(e.target.value) ? e.target.value : undefined)}
        className={`${inputClass} min-h-[2.625rem]`}
      />
    </div>
  )
}

/** `/{locale}/reports`: the office's charts over a period, each also a table and a CSV. */
export function ReportsPage({
  search,
  onChange,
}: {
  search: ReportsSearch
  onChange: (changes: Partial<ReportsSearch>) => void
}) {
  const { t } = useLingui()
  usePageTitle(t`Informes`)
  const income = useHasPermission('admin.membership.read')
  const names: Record<ReportKey, string> = {
    members: t`Miembros`,
    alumni: t`Antiguos alumnos`,
    income: t`Ingresos`,
    jobs: t`Bolsa de empleo`,
    community: t`Comunidad`,
    outcomes: t`Inserción laboral`,
  }
  const shown = reportKeys.filter((k) => k !== 'income' || income)
  const selected = shown.includes(search.report) ? search.report : 'members'
  const custom = search.from !== undefined || search.to !== undefined
  // The fields show the period the server applied (the last 12 months when the URL names none), not empty
  // fields beside a chart of some months.
  const api = useApi()
  const applied = useQuery({
    ...reportQueryOptions(api, selected, periodOf(search)),
    placeholderData: keepPreviousData,
  }).data
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">
          <Trans>Informes</Trans>
        </h1>
        <p className="text-muted">
          <Trans>
            Cifras del portal calculadas por el servidor. Cada gráfico tiene su tabla y se descarga en CSV.
          </Trans>
        </p>
      </header>

      <form
        aria-label={t`Periodo del informe`}
        className="flex flex-wrap items-end gap-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <MonthField
          label={t`Desde (mes)`}
          value={search.from ?? applied?.from}
          onChange={(from) => onChange({ from })}
        />
        <MonthField
          label={t`Hasta (mes)`}
          value={search.to ?? applied?.to}
          onChange={(to) => onChange({ to })}
        />
        {custom ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => onChange({ from: undefined, to: undefined })}
          >
            <Trans>Últimos 12 meses</Trans>
          </button>
        ) : null}
      </form>

      <Tabs
        label={t`Informes`}
        tabs={shown.map((key) => ({ key, label: names[key] }))}
        selected={selected}
        onSelect={(report) => onChange({ report })}
      >
        {shown.map((key) => (
          <TabPanel key={key} id={key} className="pt-4">
            {key === selected ? <ReportView report={key} search={search} /> : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  )
}

function ReportView({ report, search }: { report: ReportKey; search: ReportsSearch }) {
  const api = useApi()
  const query = periodOf(search)
  const result = useQuery({ ...reportQueryOptions(api, report, query), placeholderData: keepPreviousData })
  if (result.isPending) {
    return (
      <p role="status" className="rounded bg-surface px-4 py-3">
        <Trans>Cargando el informe…</Trans>
      </p>
    )
  }
  if (result.isError) {
    return (
      <ListError onRetry={() => void result.refetch()}>
        <Trans>No se ha podido cargar el informe.</Trans>
      </ListError>
    )
  }
  return (
    <div className={result.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <ReportCharts report={report} data={result.data} query={query} />
    </div>
  )
}

function ReportCharts({
  report,
  data,
  query,
}: {
  report: ReportKey
  data: Report
  query: { from?: string; to?: string }
}) {
  const { i18n } = useLingui()
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' })
  const monthFormat = new Intl.DateTimeFormat(i18n.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const from = monthFormat.format(new Date(`${data.from}-15T12:00:00Z`))
  const to = monthFormat.format(new Date(`${data.to}-15T12:00:00Z`))
  const day = data.reference_day ? dateFormat.format(new Date(`${data.reference_day}T12:00:00Z`)) : ''
  const min = data.min_group ?? 0
  return (
    <div className="flex flex-col gap-4">
      {report === 'alumni' ? (
        <p>
          <Trans>Datos de hoy: no dependen del periodo.</Trans>
        </p>
      ) : report === 'outcomes' ? (
        <div className="flex flex-col gap-2 rounded bg-surface px-4 py-3">
          <p>
            <Trans>
              Situación a {day}. Con empleo: una experiencia laboral en curso ese día o una contratación por
              la bolsa de empleo en los 12 meses anteriores. Relacionado con sus estudios: contratado por una
              oferta de su rama de conocimiento.
            </Trans>
          </p>
          <p>
            <Trans>
              No se publican los grupos de menos de {min} personas ni los que permitirían deducir sus cifras.
            </Trans>
          </p>
        </div>
      ) : (
        <p>
          <Trans>
            De {from} a {to}.
          </Trans>
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {data.charts.map((chart) => {
          const text = chartText(i18n, report, chart.id)
          return (
            <div
              key={chart.id}
              className={chart.kind === 'hbar' && chart.rows.length > 12 ? 'lg:col-span-2' : undefined}
            >
              <ChartCard report={report} chart={chart} title={text.title} about={text.about} query={query} />
            </div>
          )
        })}
      </div>
    </div>
  )
}
