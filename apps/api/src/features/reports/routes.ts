import { reportEndpoints as e, type Report, type ReportCsvQuery } from '@egresa/api-contract/reports'
import { Hono } from 'hono'
import type { Env } from '../../env'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import type { Locale } from '../../lib/i18n'
import { chartCsv, chartCsvName } from './csv'
import { buildReport } from './service'

/**
 * The office's reports (docs/reports.md): each report as JSON and each of its charts as CSV. The Premium
 * fee's income is its own endpoint, under `admin.membership.read`.
 */
export function createReportRoutes(deps: { env: Pick<Env, 'reportsMinGroup'> }) {
  const routes = new Hono<AppEnv>()
  const minGroup = deps.env.reportsMinGroup

  const csv = (report: Report, query: ReportCsvQuery, locale: Locale) => {
    const chart = report.charts.find((ch) => ch.id === query.chart)
    if (!chart) throw notFound()
    return new Response(chartCsv(chart, locale, report.min_group), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${chartCsvName(locale, report.report, chart.id, report.from, report.to)}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }

  endpointRoute(routes, e.report, async (c) =>
    c.json(
      await buildReport(c.var.db, c.req.valid('param').report, {
        query: c.req.valid('query'),
        locale: c.var.locale,
        minGroup,
      }),
    ),
  )

  endpointRoute(routes, e.reportCsv, async (c) => {
    const query = c.req.valid('query')
    const report = await buildReport(c.var.db, c.req.valid('param').report, {
      query,
      locale: c.var.locale,
      minGroup,
    })
    return csv(report, query, c.var.locale)
  })

  endpointRoute(routes, e.incomeReport, async (c) =>
    c.json(
      await buildReport(c.var.db, 'income', { query: c.req.valid('query'), locale: c.var.locale, minGroup }),
    ),
  )

  endpointRoute(routes, e.incomeReportCsv, async (c) => {
    const query = c.req.valid('query')
    const report = await buildReport(c.var.db, 'income', { query, locale: c.var.locale, minGroup })
    return csv(report, query, c.var.locale)
  })

  return routes
}
