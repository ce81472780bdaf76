import { REPORT_MONTHS_MAX, type ReportQuery } from '@egresa/api-contract/reports'

// The months a report covers (docs/reports.md): `from` and `to` included, the last 12 months by default,
// months of the office's time zone.

export const REPORT_TIME_ZONE = 'Europe/Madrid'

export type Period = {
  /** `YYYY-MM`, the first and last month, both included. */
  from: string
  to: string
  /** Every month from `from` to `to`, in order. */
  months: string[]
  /** The graduate outcomes' reference day (`YYYY-MM-DD`): the last day of `to`, or today when sooner. */
  referenceDay: string
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1
const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`

/** Today's month and day in the office's time zone. */
function localToday(now: Date): { month: string; day: string } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(now)
  return { month: day.slice(0, 7), day }
}

export function periodOf(query: ReportQuery, now = new Date()): Period {
  const today = localToday(now)
  let to = monthIndex(query.to ?? today.month)
  let from = query.from ? monthIndex(query.from) : to - 11
  if (from > to) [from, to] = [to, from]
  if (to - from + 1 > REPORT_MONTHS_MAX) from = to - REPORT_MONTHS_MAX + 1
  const months = Array.from({ length: to - from + 1 }, (_, i) => monthOf(from + i))
  const last = monthOf(to)
  const lastDay = new Date(Date.UTC(Math.floor((to + 1) / 12), (to + 1) % 12, 0)).toISOString().slice(0, 10)
  return {
    from: monthOf(from),
    to: last,
    months,
    // Days as text (`YYYY-MM-DD`) sort as days.
    referenceDay: lastDay.localeCompare(today.day) < 0 ? lastDay : today.day,
  }
}
