import type { MessageDescriptor } from '@egresa/validators/translator'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { localized } from './localized'

// The one home of the contract's date rules. valibot's isoDate() and isoTimestamp() check only the shape
// (2026-02-30 passes), JavaScript's Date rolls 30 February over to 2 March, and PostgreSQL refuses the day
// ("date/time field value out of range"): so every date field is a real day of the calendar, within a range
// that makes sense for that field, checked by the schema before anything else runs.

/**
 * One end of a date range: a fixed day (`'1900-01-01'`) or a distance from today, UTC (`{ years: 5 }`,
 * `{ months: -13 }`; `TODAY` is today).
 */
export type DayBound = string | { years?: number; months?: number; days?: number }

export const TODAY: DayBound = { days: 0 }

/** The days a field may hold, both included, and the message that tells the person so. */
export type DateRange = { min: DayBound; max: DayBound; message: MessageDescriptor }

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Whether `YYYY-MM-DD` names a day of the (proleptic Gregorian) calendar: 2024-02-29 does, 2026-02-30 and
 * 2027-02-29 do not. Year 0000 is ISO 8601's 1 BC; every field's range keeps it out.
 */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DAY.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const date = new Date(0)
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year, month, day)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day
}

const TimestampShape = v.pipe(v.string(), v.isoTimestamp())

/**
 * Whether a text is an ISO 8601 date and time with a zone (`2026-05-14T18:00:00+02:00`) on a real day,
 * one that JavaScript reads as written (it reads neither `+02` nor a space before the zone).
 */
export function isZonedTimestamp(text: string): boolean {
  return v.is(TimestampShape, text) && isCalendarDate(text.slice(0, 10)) && !Number.isNaN(Date.parse(text))
}

/** The day a bound names, `now` being the moment of the check. */
export function boundDay(bound: DayBound, now = new Date()): string {
  if (typeof bound === 'string') return bound
  const day = new Date(now)
  day.setUTCFullYear(
    day.getUTCFullYear() + (bound.years ?? 0),
    day.getUTCMonth() + (bound.months ?? 0),
    day.getUTCDate() + (bound.days ?? 0),
  )
  return day.toISOString().slice(0, 10)
}

/** Whether a real day lies in the range today. */
export function inRange(day: string, range: Pick<DateRange, 'min' | 'max'>, now = new Date()): boolean {
  return day >= boundDay(range.min, now) && day <= boundDay(range.max, now)
}

const notADay = localized(msg`Esa fecha no existe: el mes no tiene ese día.`)

const notATimestamp = localized(msg`Debe ser una fecha y hora ISO 8601 con zona (2026-05-14T18:00:00+02:00).`)

/**
 * A `YYYY-MM-DD` field: a real day within `range`. One message for each thing wrong: the shape (valibot's,
 * so a form names its field, or says it is required when empty), a day the month lacks, or the range.
 */
export function calendarDate(range: DateRange) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.isoDate(),
    v.check((d) => !ISO_DAY.test(d) || isCalendarDate(d), notADay),
    v.check((d) => !isCalendarDate(d) || inRange(d, range), localized(range.message)),
  )
}

/** An ISO 8601 date and time with a zone whose day (as written) is a real day within `range`. */
export function zonedTimestamp(range: DateRange) {
  const shaped = (t: string) => v.is(TimestampShape, t) && !Number.isNaN(Date.parse(t))
  return v.pipe(
    v.string(),
    v.trim(),
    v.check(shaped, notATimestamp),
    v.check((t) => !shaped(t) || isCalendarDate(t.slice(0, 10)), notADay),
    v.check((t) => !isZonedTimestamp(t) || inRange(t.slice(0, 10), range), localized(range.message)),
  )
}
