import { describe, expect, it } from 'vitest'
import { eventLines, fold, icsCalendar, icsDate, icsText } from './ics'

// The iCalendar writer's rules (RFC 5545): lines of at most 75 octets, folded without splitting a character,
// texts escaped, UTC times and all-day dates.

const unfold = (folded: string) => folded.replace(/\r\n /g, '')
const octets = (folded: string) => folded.split('\r\n').map((l) => Buffer.byteLength(l))

describe('fold', () => {
  it('leaves a short line alone and cuts a long ASCII one at 75, then 74 octets after the space', () => {
    expect(fold('SUMMARY:Cena')).toBe('SUMMARY:Cena')
    const line = `DESCRIPTION:${'a'.repeat(300)}`
    const folded = fold(line)
    expect(unfold(folded)).toBe(line)
    expect(octets(folded).every((n) => n <= 75)).toBe(true)
    expect(octets(folded)[0]).toBe(75)
  })

  it('never splits a character of 2, 3 or 4 octets', () => {
    const line = `SUMMARY:${'ñandú €uro 🎓 '.repeat(30)}`
    const folded = fold(line)
    expect(unfold(folded)).toBe(line)
    expect(octets(folded).every((n) => n <= 75)).toBe(true)
    for (const part of folded.split('\r\n')) expect(part).not.toMatch(/\uFFFD/)
    expect(Buffer.from(folded).toString('utf8')).toBe(folded)
    // A line of 75 octets with accents is kept whole; 76 is folded.
    const exact = `SUMMARY:${'é'.repeat(33)}a`
    expect(Buffer.byteLength(exact)).toBe(75)
    expect(fold(exact)).toBe(exact)
    expect(fold(`${exact}b`)).toContain('\r\n ')
  })
})

describe('values and events', () => {
  it('escapes texts and writes UTC times', () => {
    expect(icsText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne')
    expect(icsDate(new Date('2026-05-04T06:07:08.900Z'))).toBe('20260504T060708Z')
  })

  it('writes an all-day event as a DATE lasting its day, shown as free', () => {
    const lines = eventLines({
      uid: 'x@host',
      stamp: new Date('2026-01-01T00:00:00Z'),
      start: { day: '2026-12-31' },
      summary: 'Fin',
    })
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231')
    expect(lines).toContain('DTEND;VALUE=DATE:20270101')
    expect(lines).toContain('TRANSP:TRANSPARENT')
    const calendar = icsCalendar({ name: 'Agenda', events: [], refresh: 'PT1H' })
    expect(calendar).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n')
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })
})
