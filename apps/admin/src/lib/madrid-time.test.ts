import { describe, expect, it } from 'vitest'
import { isoToMadrid, madridToIso } from './madrid-time'

describe('Madrid time in the forms', () => {
  it('reads a wall time with the offset of its season, and back', () => {
    expect(madridToIso('2027-05-12T18:00')).toBe('2027-05-12T18:00:00+02:00')
    expect(madridToIso('2027-01-12T09:30')).toBe('2027-01-12T09:30:00+01:00')
    expect(madridToIso('')).toBe('')
    expect(madridToIso('2027-05-12T18:00:30')).toBe('2027-05-12T18:00:30+02:00')
    expect(isoToMadrid('2027-05-12T16:00:00.000Z')).toBe('2027-05-12T18:00')
    expect(isoToMadrid('2027-01-12T08:30:00Z')).toBe('2027-01-12T09:30')
    expect(isoToMadrid(null)).toBe('')
  })

  it('keeps the hours around the change of the clocks', () => {
    // 31 October 2027: 03:00 summer time becomes 02:00 winter time.
    expect(madridToIso('2027-10-31T12:00')).toBe('2027-10-31T12:00:00+01:00')
    expect(madridToIso('2027-03-28T12:00')).toBe('2027-03-28T12:00:00+02:00')
    expect(isoToMadrid(madridToIso('2027-03-28T12:00'))).toBe('2027-03-28T12:00')
  })
})
