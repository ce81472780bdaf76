import { msg } from '@lingui/core/macro'
import { type Locale, translate } from '../../lib/i18n'
import { type IcsEvent, icsCalendar } from '../../lib/ics'
import type { AppOrigins } from '../../lib/links'
import { type ArticleEventRow, articleEvent } from '../articles/public'
import { offerPageUrl } from '../jobs/public'

// A person's calendar (RFC 5545, lib/ics.ts): their events as the articles' calendars write them, and an
// all-day date for each application's offer: the day the job starts and the day the offer closed.

/** Days are the university's: an offer closed at 00:30 in Madrid closed on that day, not the day before in UTC. */
const TIME_ZONE = 'Europe/Madrid'
const dayOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at)

const calendarName = msg`Mi agenda de antiguos alumnos`

export type ApplicationDates = {
  hash: string
  updatedAt: Date
  offerHash: string
  offerStatus: string
  title: string
  titleEn: string | null
  company: string
  startsOn: string | null
  closedAt: Date | null
}

function applicationEvents(row: ApplicationDates, params: FeedParams): IcsEvent[] {
  const { locale, domain } = params
  const title = (locale === 'en' && row.titleEn) || row.title
  const company = row.company
  const url = offerPageUrl(params.origins, locale, row.offerHash)
  const about = translate(locale, msg`Tu candidatura a la oferta «${title}» de ${company}.`)
  const description = `${about}\n\n${url}`
  const events: IcsEvent[] = []
  if (row.startsOn)
    events.push({
      uid: `application-${row.hash}-start@${domain}`,
      stamp: row.updatedAt,
      start: { day: row.startsOn },
      summary: translate(locale, msg`Incorporación prevista: ${title} (${company})`),
      description,
      url,
    })
  if (row.offerStatus === 'CLOSED' && row.closedAt)
    events.push({
      uid: `application-${row.hash}-closed@${domain}`,
      stamp: row.updatedAt,
      start: { day: dayOf(row.closedAt) },
      summary: translate(locale, msg`Oferta cerrada: ${title} (${company})`),
      description,
      url,
    })
  return events
}

type FeedParams = { locale: Locale; origins: AppOrigins; domain: string }

/** The whole feed, in the person's language; calendars are asked to read it again every hour. */
export function personCalendar(
  events: ArticleEventRow[],
  applications: ApplicationDates[],
  params: FeedParams,
): string {
  const eventParams = { origin: params.origins.alumni, locale: params.locale, domain: params.domain }
  return icsCalendar({
    name: translate(params.locale, calendarName),
    prodId: '-//Egresa//Calendar//ES',
    refresh: 'PT1H',
    events: [
      ...events.map((row) => articleEvent(row, eventParams)).filter((e) => e !== null),
      ...applications.flatMap((row) => applicationEvents(row, params)),
    ],
  })
}
