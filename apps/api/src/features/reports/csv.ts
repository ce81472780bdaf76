import type { ReportChart } from '@egresa/api-contract/reports'
import { msg } from '@lingui/core/macro'
import { csvFile } from '../../lib/csv'
import { type Locale, translate } from '../../lib/i18n'

/**
 * One chart as a spreadsheet (lib/csv.ts): its first column and one column per series; numbers with the
 * language's decimal mark (a comma in Spanish and Catalan); a suppressed figure left empty, with the reason
 * in a last column when the chart has any.
 */
export function chartCsv(chart: ReportChart, locale: Locale, minGroup: number | null): string {
  const decimal = locale === 'en' ? '.' : ','
  const number = (value: number | null) => (value === null ? '' : String(value).replace('.', decimal))
  const notes = chart.rows.some((r) => r.suppressed)
  const note = translate(
    locale,
    msg`Grupo de menos de ${minGroup ?? 0} personas o que lo revelaría: cifras omitidas`,
  )
  return csvFile([
    [chart.dimension, ...chart.series.map((s) => s.label), ...(notes ? [translate(locale, msg`Nota`)] : [])],
    ...chart.rows.map((r) => [
      r.label,
      ...r.values.map(number),
      ...(notes ? [r.suppressed ? note : ''] : []),
    ]),
  ])
}

/** `informe-<report>-<chart>-<from>-<to>.csv` / `report-…`. */
export function chartCsvName(
  locale: Locale,
  report: string,
  chart: string,
  from: string,
  to: string,
): string {
  const name = translate(
    locale,
    msg({ message: 'informe', comment: 'File name of a report (CSV): lower case, no accents, dashes' }),
  )
  return `${name}-${report}-${chart.replaceAll('_', '-')}-${from}-${to}.csv`
}
