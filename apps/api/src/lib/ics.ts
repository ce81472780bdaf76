// The one iCalendar (RFC 5545) writer: the articles' calendars (features/articles/feeds.ts) and a person's
// calendar feed (features/calendar) write their events with it. A line is folded at 75 octets and a text
// escaped; an event is timed (UTC) or all-day (a DATE, its end the next day, exclusive).

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export const icsText = (s: string) =>
  s.replace(/\\|;|,|\r?\n/g, (c) => (c === '\\' ? '\\\\' : c === ';' ? '\\;' : c === ',' ? '\\,' : '\\n'))

const two = (n: number) => (n < 10 ? `0${n}` : String(n))

/** `20260514T160000Z` */
export const icsDate = (d: Date) =>
  `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}Z`

// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included
const ascii = /^[\u0000-\u007f]*$/

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a character. */
export function fold(line: string): string {
  // A UTF-16 unit is at most 3 octets: 25 of them always fit.
  if (line.length <= 25 || (line.length <= 75 && Buffer.byteLength(line) <= 75)) return line
  // ASCII: a character is an octet, so the line is cut by length (75, then 74 after each leading space).
  if (ascii.test(line)) {
    const parts = [line.slice(0, 75)]
    for (let at = 75; at < line.length; at += 74) parts.push(line.slice(at, at + 74))
    return parts.join('\r\n ')
  }
  const parts: string[] = []
  let start = 0
  let size = 0
  for (let i = 0; i < line.length; ) {
    const code = line.charCodeAt(i)
    // A surrogate pair is one character of 4 octets, never split.
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < line.length
    const octets = pair ? 4 : code < 0x80 ? 1 : code < 0x800 ? 2 : 3
    // The first line takes 75 octets; the next ones 74 after their leading space.
    if (size + octets > (parts.length ? 74 : 75)) {
      parts.push(line.slice(start, i))
      start = i
      size = 0
    }
    size += octets
    i += pair ? 2 : 1
  }
  parts.push(line.slice(start))
  return parts.join('\r\n ')
}

/** A day of the calendar, `2026-12-01`: an all-day event's date. */
export type IcsDay = { day: string }

export type IcsEvent = {
  /** Unique and stable across reads (`<hash>@<domain>`), so a calendar updates the event instead of adding one. */
  uid: string
  /** When the event's data last changed. */
  stamp: Date
  start: Date | IcsDay
  /** For a timed event; an all-day event lasts its day. */
  end?: Date | null
  summary: string
  description?: string | null
  location?: string | null
  /** The link to join online (RFC 7986 CONFERENCE), besides the description for calendars that ignore it. */
  conference?: string | null
  url?: string | null
}

const day = (d: IcsDay) => d.day.replace(/-/g, '')
const nextDay = (d: IcsDay) => {
  const next = new Date(`${d.day}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10).replace(/-/g, '')
}

/** The lines of one VEVENT, unfolded. */
export function eventLines(e: IcsEvent): string[] {
  const allDay = !(e.start instanceof Date)
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${icsDate(e.stamp)}`,
    ...(e.start instanceof Date
      ? [`DTSTART:${icsDate(e.start)}`, ...(e.end ? [`DTEND:${icsDate(e.end)}`] : [])]
      : [`DTSTART;VALUE=DATE:${day(e.start)}`, `DTEND;VALUE=DATE:${nextDay(e.start)}`]),
    // An all-day date is a reminder, not time taken: it shows as free.
    ...(allDay ? ['TRANSP:TRANSPARENT'] : []),
    `SUMMARY:${icsText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
    ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
    ...(e.conference ? [`CONFERENCE;VALUE=URI;FEATURE=VIDEO:${e.conference}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    'END:VEVENT',
  ]
}

/**
 * A whole VCALENDAR, CRLF line ends, folded. `refresh`: how often a subscribed calendar should read it again
 * (RFC 7986 REFRESH-INTERVAL, and X-PUBLISHED-TTL for Outlook), as an ISO duration such as `PT1H`.
 */
export function icsCalendar(params: {
  name: string
  events: IcsEvent[]
  prodId?: string
  refresh?: string
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${params.prodId ?? '-//Egresa//Articles//ES'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(params.name)}`,
    ...(params.refresh
      ? [`REFRESH-INTERVAL;VALUE=DURATION:${params.refresh}`, `X-PUBLISHED-TTL:${params.refresh}`]
      : []),
  ]
  for (const event of params.events) lines.push(...eventLines(event))
  lines.push('END:VCALENDAR')
  return `${lines.map(fold).join('\r\n')}\r\n`
}
