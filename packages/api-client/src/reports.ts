import type { EndpointQuery } from '@egresa/api-contract/endpoint'
import * as reports from '@egresa/api-contract/reports'
import { queryOptions } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import { adminQueryKey } from './admin'
import { type ApiClient, endpointPath } from './client'
import { readApiError } from './errors'

// The office's reports (`/usr/admin/reports/{report}`, `admin.reports.read`) and the Premium fee's income
// (`/usr/admin/income`, `admin.membership.read`), each chart also as a CSV file.

export type ReportQuery = EndpointQuery<typeof reports.report>
export type ReportCsvQuery = EndpointQuery<typeof reports.reportCsv>
/** A report, or `income`. */
export type ReportKey = reports.ReportName | 'income'

export const reportsQueryKey = [...adminQueryKey, 'reports'] as const

/** `GET /usr/admin/reports/{report}`, or `GET /usr/admin/income` for `income`. */
export function getReport(client: ApiClient, name: ReportKey, query: ReportQuery = {}, signal?: AbortSignal) {
  return name === 'income'
    ? client.call(reports.incomeReport, { query, signal })
    : client.call(reports.report, { params: { report: name }, query, signal })
}

export function reportQueryOptions(client: ApiClient, name: ReportKey, query: ReportQuery = {}) {
  return queryOptions({
    queryKey: [...reportsQueryKey, client.locale(), name, query],
    queryFn: ({ signal }) => getReport(client, name, query, signal),
  })
}

/** One chart of a report as a CSV blob (`…/csv?chart=`), to save with `saveBlob`. */
export async function downloadReportCsv(
  client: ApiClient,
  name: ReportKey,
  query: ReportCsvQuery,
  signal?: AbortSignal,
): Promise<Blob> {
  try {
    const endpoint = name === 'income' ? reports.incomeReportCsv : reports.reportCsv
    const path = endpointPath(endpoint, { report: name })
    const search = new URLSearchParams(
      Object.entries(query).flatMap(([k, value]) => (value === undefined ? [] : [[k, String(value)]])),
    )
    return await client.http(`${client.baseUrl}${path}?${search}`, { method: endpoint.method, signal }).blob()
  } catch (error) {
    if (error instanceof HTTPError) throw await readApiError(error.response)
    throw error
  }
}
