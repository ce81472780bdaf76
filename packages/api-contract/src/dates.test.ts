import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  boundDay,
  calendarDate,
  inRange,
  isCalendarDate,
  isZonedTimestamp,
  TODAY,
  zonedTimestamp,
} from './dates'
import { WorkExperienceInput } from './experiences'

// The contract's date rules (security, round two, findings 1 and 12): a date field takes a real day of the
// calendar within its range, or answers one message saying what is wrong, in the parse's language.

const today = new Date().toISOString().slice(0, 10)

const range = {
  min: '1900-01-01',
  max: TODAY,
  // One of the contract's messages (the same id as in the catalogs), so it is said in each language.
  message: msg`La fecha de nacimiento debe estar entre 1900 y hoy.`,
}

/** The messages of a parse, in a language. */
const messages = (schema: v.GenericSchema, input: unknown, lang: 'es' | 'en' = 'en') => {
  const result = v.safeParse(schema, input, { lang })
  return result.success ? [] : result.issues.map((issue) => issue.message)
}

describe('isCalendarDate', () => {
  it('takes the days of the calendar, leap days included', () => {
    for (const day of ['2026-01-31', '2024-02-29', '2000-02-29', '1900-02-28', '2026-12-31', '0001-01-01'])
      expect(isCalendarDate(day), day).toBe(true)
  })

  it('refuses the days a month lacks, which JavaScript’s Date would roll over', () => {
    expect(new Date('2026-02-30T00:00:00Z').toISOString().slice(0, 10)).toBe('2026-03-02')
    for (const day of ['2026-02-30', '2027-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10'])
      expect(isCalendarDate(day), day).toBe(false)
  })

  it('reads the years 0 to 99 as written, not as 1900 to 1999', () => {
    expect(isCalendarDate('0004-02-29')).toBe(true) // a leap year of the first century
    expect(isCalendarDate('0001-02-29')).toBe(false)
    expect(isCalendarDate('0000-01-01')).toBe(true) // ISO 8601's 1 BC: every field's range refuses it
  })

  it('refuses anything that is not YYYY-MM-DD', () => {
    for (const text of ['2026-2-3', '26-02-03', '2026-02-03T00:00:00Z', ' 2026-02-03', '', '+10000-01-01'])
      expect(isCalendarDate(text), text).toBe(false)
  })
})

describe('isZonedTimestamp', () => {
  it('takes an ISO 8601 date and time with a zone on a real day', () => {
    for (const text of ['2026-05-14T18:00:00+02:00', '2026-05-14T16:00:00Z', '2026-05-14T18:00:00.5+0200'])
      expect(isZonedTimestamp(text), text).toBe(true)
  })

  it('refuses a day that does not exist, no zone, and zones JavaScript cannot read', () => {
    for (const text of [
      '2027-02-30T10:00:00Z',
      '2026-05-14T18:00:00',
      '2026-05-14T18:00:00+02',
      '2026-05-14T18:00:00 +02:00',
      '2026-05-14',
    ])
      expect(isZonedTimestamp(text), text).toBe(false)
  })
})

describe('boundDay and inRange', () => {
  const now = new Date('2026-03-31T23:30:00Z')

  it('counts a distance from today (UTC), or takes a fixed day', () => {
    expect(boundDay(TODAY, now)).toBe('2026-03-31')
    expect(boundDay({ days: 1 }, now)).toBe('2026-04-01')
    expect(boundDay({ years: -1 }, now)).toBe('2025-03-31')
    expect(boundDay({ months: -13 }, now)).toBe('2025-03-03') // 31 February 2025 rolls to 3 March
    expect(boundDay('1900-01-01', now)).toBe('1900-01-01')
  })

  it('includes both ends', () => {
    const bounds = { min: '2026-01-01', max: TODAY }
    expect(inRange('2026-01-01', bounds, now)).toBe(true)
    expect(inRange('2026-03-31', bounds, now)).toBe(true)
    expect(inRange('2025-12-31', bounds, now)).toBe(false)
    expect(inRange('2026-04-01', bounds, now)).toBe(false)
  })
})

describe('calendarDate', () => {
  const schema = calendarDate(range)

  it('passes a real day in the range, trimmed', () => {
    expect(v.parse(schema, ' 1990-05-17 ')).toBe('1990-05-17')
    expect(v.parse(schema, today)).toBe(today)
    expect(v.parse(schema, '1900-01-01')).toBe('1900-01-01')
  })

  it('says a day the month lacks does not exist, in the parse’s language, and only that', () => {
    expect(messages(schema, '2024-02-30', 'es')).toEqual(['Esa fecha no existe: el mes no tiene ese día.'])
    expect(messages(schema, '2023-02-29', 'en')).toEqual([
      'That date does not exist: the month has no such day.',
    ])
  })

  it('gives the field’s range message outside it, and only that', () => {
    const tomorrow = boundDay({ days: 1 })
    for (const day of ['0000-01-01', '1899-12-31', tomorrow, '9999-12-31']) {
      expect(messages(schema, day, 'es'), day).toEqual([
        'La fecha de nacimiento debe estar entre 1900 y hoy.',
      ])
      expect(messages(schema, day, 'en'), day).toEqual(['The birth date must be between 1900 and today.'])
    }
  })

  it('leaves a wrong shape to valibot’s isoDate issue, so a form names its field (or says it is required)', () => {
    for (const text of ['', '17/05/1990', '1990-5-17']) {
      const result = v.safeParse(schema, text)
      expect(result.success ? [] : result.issues.map((issue) => issue.type), text).toEqual(['iso_date'])
    }
  })
})

describe('zonedTimestamp', () => {
  const schema = zonedTimestamp({ ...range, max: { years: 5 } })

  it('passes a timestamp on a real day in the range, as written', () => {
    expect(v.parse(schema, '2027-06-12T21:00:00+02:00')).toBe('2027-06-12T21:00:00+02:00')
  })

  it('refuses 30 February instead of moving it to 2 March', () => {
    expect(messages(schema, '2027-02-30T10:00:00Z')).toEqual([
      'That date does not exist: the month has no such day.',
    ])
  })

  it('names the format when there is no zone or one JavaScript cannot read', () => {
    for (const text of ['2027-06-12T21:00:00', '2027-06-12T21:00:00+02', 'mañana'])
      expect(messages(schema, text, 'es'), text).toEqual([
        'Debe ser una fecha y hora ISO 8601 con zona (2026-05-14T18:00:00+02:00).',
      ])
  })

  it('gives the range message outside it', () => {
    expect(messages(schema, '1899-12-31T23:00:00Z')).toEqual([
      'The birth date must be between 1900 and today.',
    ])
    expect(messages(schema, `${boundDay({ years: 5, days: 1 })}T10:00:00Z`)).toEqual([
      'The birth date must be between 1900 and today.',
    ])
  })
})

describe('an experience’s dates', () => {
  const experience = { name: 'Analista', contract: 'INDEFINITE', company_name: 'ACME', start: '2015-01-01' }

  it('an end refused by its own rule gets that message only, not also "before the start"', () => {
    expect(messages(WorkExperienceInput, { ...experience, end: '1899-12-31' })).toEqual([
      'The end date must be between 1900 and 10 years from today.',
    ])
  })

  it('a real end before the start is still refused', () => {
    expect(messages(WorkExperienceInput, { ...experience, end: '2014-12-31' })).toEqual([
      'The end date cannot be before the start date.',
    ])
  })
})
