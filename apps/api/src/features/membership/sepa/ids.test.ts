import { describe, expect, it } from 'vitest'
import { isSepaText } from './charset'
import { endToEndId, mandateReference, newMessageId } from './ids'

describe('SEPA identifiers', () => {
  it('are unique, at most 35 SEPA characters, and never start or end with a slash', () => {
    // Mandate references are unique per member and day (the partner number tells members apart): the
    // longest partner number, a day's many members.
    const makers: ((i: number) => string)[] = [
      (i) => mandateReference(9_999_999 - i, '2026-11-24'),
      () => newMessageId(),
      () => endToEndId('2026-12-08'),
    ]
    for (const make of makers) {
      const ids = Array.from({ length: 5000 }, (_, i) => make(i))
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) {
        expect(id.length).toBeLessThanOrEqual(35)
        expect(isSepaText(id)).toBe(true)
        expect(id).not.toMatch(/^\/|\/$|\/\/|\s/)
      }
    }
  })

  it('name the member and the day in a mandate reference, the due day in an end-to-end id', () => {
    expect(mandateReference(123, '2026-11-24')).toMatch(/^EGR-123-20261124-[0-9A-Z]{4}$/)
    expect(endToEndId('2026-12-08')).toMatch(/^EGR20261208[0-9A-Z]{16}$/)
  })

  it('leave room in the message id for the payment blocks’ numbers', () => {
    expect(newMessageId().length).toBeLessThanOrEqual(30)
  })
})
