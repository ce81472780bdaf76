import { describe, expect, it } from 'vitest'
import { creditorIdCheckDigits, isValidCreditorId, normalizeCreditorId } from './creditor-id'

describe('creditor identifier (AT-02)', () => {
  it('accepts published identifiers, whatever the business code', () => {
    // The Deutsche Bundesbank's test identifier and its documented example.
    expect(isValidCreditorId('DE98ZZZ09999999999')).toBe(true)
    // A Spanish one: the check is over the NIF, ES and 00; the business code (000, ZZZ, 001) is not in it.
    const check = creditorIdCheckDigits('ES', 'B12345674')
    expect(isValidCreditorId(`ES${check}000B12345674`)).toBe(true)
    expect(isValidCreditorId(`ES${check}ZZZB12345674`)).toBe(true)
    expect(isValidCreditorId(`es${check} 001 b12345674`)).toBe(true)
  })

  it('computes ISO 7064 mod 97-10 with letters as numbers', () => {
    // B12345674ES00 → 11 12345674 14 28 00; 98 - (that mod 97) is the check.
    const remainder = Number(BigInt('1112345674142800') % 97n)
    expect(creditorIdCheckDigits('ES', 'B12345674')).toBe(String(98 - remainder).padStart(2, '0'))
    expect(creditorIdCheckDigits('DE', '09999999999')).toBe('98')
  })

  it('refuses a wrong check, a wrong shape or an over-long identifier', () => {
    expect(isValidCreditorId('DE97ZZZ09999999999')).toBe(false)
    expect(isValidCreditorId('DE98ZZZ09999999998')).toBe(false)
    expect(isValidCreditorId('')).toBe(false)
    expect(isValidCreditorId('ES12')).toBe(false)
    expect(isValidCreditorId('1298ZZZ09999999999')).toBe(false)
    expect(isValidCreditorId(`ES00ZZZ${'1'.repeat(29)}`)).toBe(false)
  })

  it('normalises case and separators', () => {
    expect(normalizeCreditorId(' de98 zzz-09999999999 ')).toBe('DE98ZZZ09999999999')
  })
})
