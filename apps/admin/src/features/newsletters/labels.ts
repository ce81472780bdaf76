import type { NewsletterLanguage, NewsletterStatus } from '@egresa/api-contract/newsletters'
import { msg } from '@lingui/core/macro'

// The newsletters' words for the contract's values, and the times of the office (Madrid).

export const statusLabels = {
  draft: msg`Borrador`,
  scheduled: msg`Programado`,
  sending: msg`Enviándose`,
  sent: msg`Enviado`,
  cancelled: msg`Cancelado`,
} as const satisfies Record<NewsletterStatus, unknown>

export const languageLabels = {
  es: msg`Español`,
  en: msg`Inglés`,
  ca: msg`Catalán`,
} as const satisfies Record<NewsletterLanguage, unknown>

/** The office's time zone: the form's date and time are Madrid's, whatever the browser's. */
export const OFFICE_TIME_ZONE = 'Europe/Madrid'

/** How far Madrid's clock is ahead of UTC at the instant `at` (ms). */
function madridOffsetMs(at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: OFFICE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - at
}

/** A `datetime-local` value (`2026-12-01T09:30`) read as Madrid's time, as an ISO instant; null when malformed. */
export function madridToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!m) return null
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number]
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  const first = wall - madridOffsetMs(wall)
  return new Date(wall - madridOffsetMs(first)).toISOString()
}

/** An instant as Madrid's `datetime-local` value. */
export function isoToMadrid(iso: string): string {
  const at = new Date(iso).getTime()
  return new Date(at + madridOffsetMs(at)).toISOString().slice(0, 16)
}
