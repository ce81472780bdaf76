import type { AuditLogEntry } from '@egresa/api-contract/admin'
import { csvFile } from '../../lib/csv'
import type { Locale } from '../../lib/i18n'

const headers: Record<Locale, string[]> = {
  es: [
    'Fecha (UTC)',
    'Quién',
    'Origen',
    'Acción',
    'Tipo de objeto',
    'Objeto',
    'Descripción del objeto',
    'Cambios (antes y después)',
    'Motivo',
    'Método',
    'Ruta',
    'Estado',
  ],
  en: [
    'Date (UTC)',
    'Who',
    'Source',
    'Action',
    'Object type',
    'Object',
    'Object description',
    'Changes (before and after)',
    'Reason',
    'Method',
    'Path',
    'Status',
  ],
}

/** The audit log as a spreadsheet (lib/csv.ts): one row per entry, the changes as JSON. */
export function auditCsv(entries: AuditLogEntry[], locale: Locale): string {
  return csvFile([
    headers[locale],
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
  return `${locale === 'en' ? 'audit-log' : 'registro-auditoria'}-${now.toISOString().slice(0, 10)}.csv`
}
