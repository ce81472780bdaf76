import { describe, expect, it } from 'vitest'
import { isSepaText } from './charset'
import { newEndToEndId, newMandateReference, newMessageId } from './ids'

describe('SEPA identifiers', () => {
  it('are unique, at most 35 SEPA characters, and never start or end with a slash', () => {
    for (const make of [newMandateReference, newMessageId, newEndToEndId]) {
      const ids = Array.from({ length: 5000 }, make)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) {
        expect(id.length).toBeLessThanOrEqual(35)
        expect(isSepaText(id)).toBe(true)
        expect(id).not.toMatch(/^\/|\/$|\/\/|\s/)
      }
    }
  })

  it('leave room in the message id for the payment blocks’ numbers', () => {
    expect(newMessageId().length).toBeLessThanOrEqual(30)
  })
})
