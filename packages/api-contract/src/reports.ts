import * as v from 'valibot'
import type { Endpoint } from './endpoint'
import { queryText } from './lists'
import { ReportQuery, reportNames } from './reports-search'

// The office's reports (docs/reports.md): every figure computed in SQL by the server and answered as charts,
// each a table (rows by month, year, studies, country…; one column per series) that the admin app draws, shows
// as a table and downloads as CSV (the CSV is the server's, lib/csv.ts).

export { REPORT_MONTHS_MAX, type ReportName, ReportQuery, reportNames } from './reports-search'

/** What a series counts: people or things, euros, days, or a share (0–100). */
export const reportUnits = ['count', 'euros', 'days', 'percent'] as const
export type ReportUnit = (typeof reportUnits)[number]

/** How the app draws a chart: lines over months, bars, stacked bars, horizontal bars (long labels). */
export const chartKinds = ['line', 'bar', 'stacked', 'hbar'] as const
export type ChartKind = (typeof chartKinds)[number]

export const ReportSeries = v.object({
  key: v.string(),
  /** In the request's language. */
  label: v.string(),
  unit: v.picklist(reportUnits),
})
export type ReportSeries = v.InferOutput<typeof ReportSeries>

export const ReportRow = v.object({
  /** `2026-03` for a month, the year, the hash of a category, a country code… */
  key: v.string(),
  /** In the request's language (a month is its key: the app writes it in the reader's language). */
  label: v.string(),
  /** One value per series, in their order; null where there is no figure or it is suppressed. */
  values: v.array(v.nullable(v.number())),
  /** The row's group is smaller than the minimum size: its figures are left out (graduate outcomes). */
  suppressed: v.boolean(),
})
export type ReportRow = v.InferOutput<typeof ReportRow>

export const ReportChart = v.object({
  /** Unique within its report (`tiers`, `registrations`…): names the chart for the CSV. */
  id: v.string(),
  kind: v.picklist(chartKinds),
  /** Whether the rows are months (`YYYY-MM` keys). */
  monthly: v.boolean(),
  /** The first column's header, in the request's language. */
  dimension: v.string(),
  series: v.array(ReportSeries),
  /** The keys of the series the chart draws (the table and the CSV have them all). */
  drawn: v.array(v.string()),
  rows: v.array(ReportRow),
})
export type ReportChart = v.InferOutput<typeof ReportChart>

export const Report = v.object({
  report: v.picklist([...reportNames, 'income']),
  /** The period, months included at both ends. */
  from: v.string(),
  to: v.string(),
  /** The graduate outcomes' reference day (`YYYY-MM-DD`): the last day of `to`, or today. */
  reference_day: v.nullable(v.string()),
  /** The graduate outcomes' minimum group size (REPORTS_MIN_GROUP); null for the other reports. */
  min_group: v.nullable(v.number()),
  charts: v.array(ReportChart),
})
export type Report = v.InferOutput<typeof Report>

const ReportParams = v.object({ report: v.picklist(reportNames) })

/** The CSV of one chart of a report: the period and the chart's id. */
export const ReportCsvQuery = v.object({
  ...ReportQuery.entries,
  chart: v.pipe(queryText(), v.regex(/^[a-z_]{1,40}$/)),
})
export type ReportCsvQuery = v.InferOutput<typeof ReportCsvQuery>

export const report = {
  method: 'GET',
  path: '/usr/admin/reports/{report}',
  summary:
    'One of the office’s reports over a period of months (the last 12 by default): members, alumni, jobs, community or graduate outcomes, as charts of figures computed by the server',
  tag: 'admin',
  permission: 'admin.reports.read',
  apiKey: true,
  request: { params: ReportParams, query: ReportQuery },
  response: { status: 200, body: Report },
} as const satisfies Endpoint

export const reportCsv = {
  method: 'GET',
  path: '/usr/admin/reports/{report}/csv',
  summary:
    'One chart of a report as a CSV file (UTF-8 with BOM, `;`-separated): its rows and every series; suppressed figures left empty',
  tag: 'admin',
  permission: 'admin.reports.read',
  apiKey: true,
  request: { params: ReportParams, query: ReportCsvQuery },
  response: { status: 200, contentType: 'text/csv' },
} as const satisfies Endpoint

export const incomeReport = {
  method: 'GET',
  path: '/usr/admin/income',
  summary:
    'The Premium fee’s income, new memberships, renewals and returns per month over a period (the last 12 months by default)',
  tag: 'admin',
  permission: 'admin.membership.read',
  apiKey: true,
  request: { query: ReportQuery },
  response: { status: 200, body: Report },
} as const satisfies Endpoint

export const incomeReportCsv = {
  method: 'GET',
  path: '/usr/admin/income/csv',
  summary: 'One chart of the income report as a CSV file (UTF-8 with BOM, `;`-separated)',
  tag: 'admin',
  permission: 'admin.membership.read',
  apiKey: true,
  request: { query: ReportCsvQuery },
  response: { status: 200, contentType: 'text/csv' },
} as const satisfies Endpoint

export const reportEndpoints = {
  report,
  reportCsv,
  incomeReport,
  incomeReportCsv,
} as const satisfies Record<string, Endpoint>
