import type { Locale as AppLocale } from '@egresa/i18n/locales'
import { msg } from '@lingui/core/macro'
import { type Locale, translate } from '../../lib/i18n'
import { type IcsEvent, icsCalendar } from '../../lib/ics'
import { placeText } from '../../lib/messages'
import { type ArticleRow, articleLanguage } from './queries'

// The calendars (RFC 5545, written by lib/ics.ts) and the news feed (RSS 2.0, XML with its five characters
// escaped). Texts are the summaries (plain text), never the article's HTML.

export type FeedRow = Pick<
  ArticleRow,
  | 'hash'
  | 'slug'
  | 'slugEn'
  | 'title'
  | 'titleEn'
  | 'summary'
  | 'summaryEn'
  | 'place'
  | 'onlineUrl'
  | 'startsAt'
  | 'endsAt'
  | 'publishedAt'
  | 'updatedAt'
>

const texts = (row: FeedRow, locale: Locale) => {
  const en = articleLanguage(row, locale) === 'en'
  return {
    title: en ? (row.titleEn ?? row.title) : row.title,
    summary: en ? (row.summaryEn ?? row.summary) : row.summary,
    slug: en ? (row.slugEn ?? row.slug) : row.slug,
  }
}

/**
 * The page of an article in the alumni app, at its slug in `locale`; `page` is the page's language when it
 * is not the text's (a Catalan page reads the Spanish text, at the Spanish slug).
 */
export const articleUrl = (origin: string, row: FeedRow, locale: Locale, page: AppLocale = locale) =>
  `${origin}/${page}/news/${encodeURIComponent(texts(row, locale).slug)}`

const calendarName = msg`Agenda de antiguos alumnos`

type EventParams = { origin: string; locale: Locale; domain: string }

/** An event as the iCalendar writer takes it (lib/ics.ts), or null for an article without a start. */
export function articleEvent(row: FeedRow, params: EventParams): IcsEvent | null {
  if (!row.startsAt) return null
  const t = texts(row, params.locale)
  const url = articleUrl(params.origin, row, params.locale)
  return {
    uid: `${row.hash}@${params.domain}`,
    stamp: row.updatedAt,
    start: row.startsAt,
    end: row.endsAt,
    summary: t.title,
    description: [t.summary, row.onlineUrl, url].filter(Boolean).join('\n\n'),
    location: row.place ? (placeText(row.place, params.locale) ?? row.place) : null,
    conference: row.onlineUrl,
    url,
  }
}

/** An iCalendar of events (one for an event's download, the upcoming ones for the subscribable feed). */
export function eventsCalendar(rows: FeedRow[], params: EventParams): string {
  return icsCalendar({
    name: translate(params.locale, calendarName),
    events: rows.map((row) => articleEvent(row, params)).filter((e) => e !== null),
  })
}

/** An event's calendar file as a mail attachment (the very file `GET /api/articles/{id}/event.ics` serves). */
export function eventIcsAttachment(row: FeedRow, params: { origin: string; locale: Locale }) {
  return {
    filename: `${texts(row, params.locale).slug}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: eventsCalendar([row], { ...params, domain: new URL(params.origin).hostname }),
  }
}

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

const feedTitle = msg`Noticias de antiguos alumnos`
const feedDescription = msg`Las noticias de la red de antiguos alumnos.`

/** An RSS 2.0 feed of news. */
export function newsFeed(rows: FeedRow[], params: { origin: string; locale: Locale; self: string }): string {
  const web = params.locale
  const items = rows.map((row) => {
    const t = texts(row, params.locale)
    const url = articleUrl(params.origin, row, params.locale)
    return [
      '    <item>',
      `      <title>${xml(t.title)}</title>`,
      `      <link>${xml(url)}</link>`,
      `      <guid isPermaLink="false">${xml(row.hash)}</guid>`,
      ...(row.publishedAt ? [`      <pubDate>${row.publishedAt.toUTCString()}</pubDate>`] : []),
      `      <description>${xml(t.summary)}</description>`,
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(translate(params.locale, feedTitle))}</title>`,
    `    <link>${xml(`${params.origin}/${web}/news`)}</link>`,
    `    <description>${xml(translate(params.locale, feedDescription))}</description>`,
    // The language of the items: the articles are written in Spanish and English.
    `    <language>${web}</language>`,
    `    <atom:link href="${xml(params.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
