import type { ApplicationStatus, Candidate } from '@egresa/api-contract/jobs'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { csvField } from '../../lib/csv'
import { type Locale, translate } from '../../lib/i18n'

// The candidates of an offer as a spreadsheet opens it: UTF-8 with a byte-order mark (without it, Excel
// reads the file as Windows-1252 and "Lucía" becomes "LucÃa"), `;` between fields (the list separator of a
// Spanish spreadsheet, where `,` is the decimal mark), CRLF line ends, every field quoted.

const headers = [msg`Nombre`, msg`Apellidos`, msg`Correo electrónico`, msg`Estado`, msg`Fecha de inscripción`]

const statusNames: Record<ApplicationStatus, MessageDescriptor> = {
  PENDING: msg`Nuevo`,
  ACCEPTED: msg`En proceso`,
  CANCELLED: msg`Descartado`,
}

/** The time zone of the university's spreadsheets (the portal's people are in Spain). */
const TIME_ZONE = 'Europe/Madrid'
// sv-SE writes dates as ISO does (2026-03-01 09:05:00), which every spreadsheet reads as a date and time.
const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

export function candidatesCsv(candidates: Candidate[], locale: Locale): string {
  const rows = [
    headers.map((h) => translate(locale, h)),
    ...candidates.map((c) => [
      c.person.name,
      c.person.surname,
      c.person.email,
      translate(locale, statusNames[c.status]),
      dateTime.format(new Date(c.applied_at)),
    ]),
  ]
  return `\uFEFF${rows.map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`
}

/** A text in ASCII letters, digits and dashes. */
const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** The download's name: `candidatos-<offer title>-<date>.csv`, in ASCII letters, digits and dashes. */
export function csvFileName(title: string, locale: Locale, now = new Date()): string {
  const slug = slugOf(title).slice(0, 60).replace(/-+$/, '')
  const prefix = slugOf(
    translate(
      locale,
      msg({ message: 'candidatos', comment: 'First word of the file name of an offer’s candidates (CSV)' }),
    ),
  )
  return `${[prefix, slug, now.toISOString().slice(0, 10)].filter(Boolean).join('-')}.csv`
}
