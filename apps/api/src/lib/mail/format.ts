import { msg } from '@lingui/core/macro'
import { translate } from '../i18n'

// The languages of the mails, and the values a mail writes in its language's own way: days, amounts and an
// event's time, all from the runtime's Intl, never spelt in a message.

export const mailLocales = ['es', 'en', 'ca'] as const
export type MailLocale = (typeof mailLocales)[number]

/** The Intl locale of each mail language. */
export const intlLocales: Record<MailLocale, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' }

/** The time zone of event dates in mail: the university's. */
const EVENT_TIME_ZONE = 'Europe/Madrid'

/** A day (`2026-11-24`) as a person reads it: «24 de noviembre de 2026», «24 November 2026». */
export function mailDate(locale: MailLocale, isoDate: string): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

/** Cents of euro in the mail's language: «50,00 €», «€50.00». */
export function mailAmount(locale: MailLocale, cents: number): string {
  return new Intl.NumberFormat(intlLocales[locale], { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  )
}

/** An event's date and time (and its end, when it has one) in the mail's language and the university's zone. */
export function eventWhen(locale: MailLocale, startsAt: string, endsAt: string | null): string {
  const format = new Intl.DateTimeFormat(intlLocales[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: EVENT_TIME_ZONE,
  })
  const start = new Date(startsAt)
  const end = endsAt ? new Date(endsAt) : null
  const when = end && end > start ? format.formatRange(start, end) : format.format(start)
  return translate(locale, msg`${when} (hora de Madrid)`)
}
