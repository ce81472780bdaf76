// The university's clock (Europe/Madrid): the office enters events' times and scheduled publications as they
// are on the campus, whatever the browser's zone, and the API stores them as instants with their offset.

const ZONE = 'Europe/Madrid'

/** The offset of Madrid at an instant, in minutes east of UTC (60 in winter, 120 in summer). */
function offsetAt(instant: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0')

/**
 * A `datetime-local` value read as Madrid time (`2027-05-12T18:00`, seconds optional) as ISO 8601 with its offset
 * (`2027-05-12T18:00:00+02:00`); '' stays ''. A time the clocks skip in spring reads with the offset before.
 */
export function madridToIso(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local)
  if (!match) return local
  const seconds = match[4] ?? '00'
  const asUtc = Date.parse(`${match[1]}T${match[2]}:${match[3]}:${seconds}Z`)
  if (Number.isNaN(asUtc)) return local
  // The offset of the instant it names, found from the offset of the same wall time read as UTC.
  const offset = offsetAt(asUtc - offsetAt(asUtc) * 60_000)
  const sign = offset < 0 ? '-' : '+'
  return `${match[1]}T${match[2]}:${match[3]}:${seconds}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
}

/** An instant (ISO 8601) as a `datetime-local` value in Madrid time; null or '' is ''. */
export function isoToMadrid(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/** An instant as people read it in `locale`, in Madrid time: "12 de mayo de 2027, 18:00". */
export function formatMadrid(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: ZONE }).format(
    date,
  )
}
