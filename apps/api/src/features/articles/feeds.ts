import type { Locale as AppLocale } from '@egresa/i18n/locales'
import { msg } from '@lingui/core/macro'
import { type Locale, translate } from '../../lib/i18n'
import { placeText } from '../../lib/messages'
import { type ArticleRow, articleLanguage } from './queries'

// The calendars (RFC 5545) and the news feed (RSS 2.0). Short writers: an iCalendar line is folded at 75
// octets and its text escaped; the RSS is XML with its five characters escaped. Texts are the summaries
// (plain text), never the article's HTML.

type FeedRow = Pick<
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

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
const icsText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** `20260514T160000Z` */
const icsDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a character. */
function fold(line: string): string {
  const bytes = (s: string) => Buffer.byteLength(s)
  if (bytes(line) <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    // The first line takes 75 octets; the next ones 74 after their leading space.
    if (bytes(current + char) > (parts.length ? 74 : 75)) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const calendarName = msg`Agenda de antiguos alumnos`

/** An iCalendar of events (one for an event's download, the upcoming ones for the subscribable feed). */
export function eventsCalendar(
  rows: FeedRow[],
  params: { origin: string; locale: Locale; domain: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Egresa//Articles//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(translate(params.locale, calendarName))}`,
  ]
  for (const row of rows) {
    if (!row.startsAt) continue
    const t = texts(row, params.locale)
    const url = articleUrl(params.origin, row, params.locale)
    const about = [t.summary, row.onlineUrl, url].filter(Boolean).join('\n\n')
    lines.push(
      'BEGIN:VEVENT',
      `UID:${row.hash}@${params.domain}`,
      `DTSTAMP:${icsDate(row.updatedAt)}`,
      `DTSTART:${icsDate(row.startsAt)}`,
      ...(row.endsAt ? [`DTEND:${icsDate(row.endsAt)}`] : []),
      `SUMMARY:${icsText(t.title)}`,
      `DESCRIPTION:${icsText(about)}`,
      ...(row.place ? [`LOCATION:${icsText(placeText(row.place, params.locale) ?? row.place)}`] : []),
      // The link to join online (RFC 7986), also in the description for calendars that ignore it.
      ...(row.onlineUrl ? [`CONFERENCE;VALUE=URI;FEATURE=VIDEO:${row.onlineUrl}`] : []),
      `URL:${url}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(fold).join('\r\n')}\r\n`
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
