import type { AuditLogEntry } from '@egresa/api-contract/admin'
import { msg } from '@lingui/core/macro'
import { csvFile } from '../../lib/csv'
import { type Locale, translate } from '../../lib/i18n'

const headers = [
  msg`Fecha (UTC)`,
  msg`Quién`,
  msg`Origen`,
  msg`Acción`,
  msg`Tipo de objeto`,
  msg`Objeto`,
  msg`Descripción del objeto`,
  msg`Cambios (antes y después)`,
  msg`Motivo`,
  msg`Método`,
  msg`Ruta`,
  msg`Estado`,
]

/** The audit log as a spreadsheet (lib/csv.ts): one row per entry, the changes as JSON. */
export function auditCsv(entries: AuditLogEntry[], locale: Locale): string {
  return csvFile([
    headers.map((h) => translate(locale, h)),
    ...entries.map((e) => [
      e.at.replace('T', ' ').replace(/\.\d+Z$/, ''),
      e.actor.label,
      e.source,
      e.action,
      e.object?.type ?? '',
      e.object?.id ?? '',
      e.object?.label ?? '',
      e.changes ? JSON.stringify(e.changes) : '',
      e.reason ?? '',
      e.method ?? '',
      e.path ?? '',
      e.status === null ? '' : String(e.status),
    ]),
  ])
}

/** `registro-auditoria-<date>.csv` / `audit-log-<date>.csv`. */
export function auditCsvName(locale: Locale, now = new Date()): string {
  const name = translate(
    locale,
    msg({
      message: 'registro-auditoria',
      comment: 'File name of the audit log (CSV): lower case, no accents, dashes',
    }),
  )
  return `${name}-${now.toISOString().slice(0, 10)}.csv`
}
