import { describe, expect, it } from 'vitest'
import {
  type DocumentType,
  documentTypes,
  hasWrongLetter,
  isDocumentType,
  isValidCif,
  isValidDni,
  isValidDocument,
  isValidNie,
  isValidNif,
  isValidPassport,
  normalizeDocument,
} from './identity'

describe('normalizeDocument', () => {
  it('trims, upper-cases and drops spaces, dashes and dots', () => {
    expect(normalizeDocument('  12345678-z ')).toBe('12345678Z')
    expect(normalizeDocument('12.345.678-Z')).toBe('12345678Z')
    expect(normalizeDocument('x.1234567.l')).toBe('X1234567L')
    expect(normalizeDocument('x 123 4567-l')).toBe('X1234567L')
    expect(normalizeDocument('')).toBe('')
  })
})

describe('isDocumentType', () => {
  it('knows the six document types and nothing else', () => {
    expect(documentTypes).toEqual(['dni', 'passport', 'nie', 'cif', 'nif', 'other'])
    for (const type of documentTypes) expect(isDocumentType(type)).toBe(true)
    expect(isDocumentType('DNI')).toBe(false)
    expect(isDocumentType(undefined)).toBe(false)
  })
})

describe('isValidDni', () => {
  it('accepts 8 digits with the letter of the number modulo 23', () => {
    expect(isValidDni('12345678Z')).toBe(true)
    expect(isValidDni('00000000T')).toBe(true) // remainder 0
    expect(isValidDni('99999999R')).toBe(true)
  })

  it('accepts what a person types: lower case, spaces, dashes', () => {
    expect(isValidDni('12345678z')).toBe(true)
    expect(isValidDni(' 1234 5678 Z ')).toBe(true)
    expect(isValidDni('12345678-Z')).toBe(true)
    expect(isValidDni('12.345.678-Z')).toBe(true) // as printed on the card
    expect(isValidDni('12.345.678 z')).toBe(true)
    expect(isValidDni(' 12 345 678 - z ')).toBe(true)
  })

  it('still refuses a typed DNI whose letter is wrong, and other punctuation', () => {
    expect(isValidDni('12.345.678-A')).toBe(false)
    expect(isValidDni('12,345,678-Z')).toBe(false)
    expect(isValidDni('12/345/678Z')).toBe(false)
  })

  it('refuses a wrong letter, a wrong length or a foreign shape', () => {
    expect(isValidDni('12345678A')).toBe(false) // the spec's hint example, with the wrong letter
    expect(isValidDni('12345679Z')).toBe(false) // one digit off
    expect(isValidDni('1234567Z')).toBe(false)
    expect(isValidDni('123456789Z')).toBe(false)
    expect(isValidDni('123456789')).toBe(false)
    expect(isValidDni('X1234567L')).toBe(false) // a NIE is not a DNI
    expect(isValidDni('')).toBe(false)
  })
})

describe('hasWrongLetter', () => {
  it('is true only for the right shape with the wrong letter', () => {
    expect(hasWrongLetter('dni', '12345678A')).toBe(true)
    expect(hasWrongLetter('dni', '12.345.678-a')).toBe(true)
    expect(hasWrongLetter('dni', '12345678Z')).toBe(false)
    expect(hasWrongLetter('dni', '1234567Z')).toBe(false)
    expect(hasWrongLetter('dni', 'X1234567L')).toBe(false)
    expect(hasWrongLetter('nie', 'X1234567A')).toBe(true)
    expect(hasWrongLetter('nie', 'x1234567l')).toBe(false)
    expect(hasWrongLetter('nie', '12345678A')).toBe(false)
  })
})

describe('isValidNie', () => {
  it('accepts X, Y and Z counted as 0, 1 and 2 before the modulo 23', () => {
    expect(isValidNie('X1234567L')).toBe(true) // 01234567 % 23 = 19
    expect(isValidNie('Y1234567X')).toBe(true) // 11234567 % 23 = 10
    expect(isValidNie('Z1234567R')).toBe(true) // 21234567 % 23 = 1
    expect(isValidNie('x-1234567-l')).toBe(true)
  })

  it('refuses a wrong letter, prefix or length', () => {
    expect(isValidNie('X1234567A')).toBe(false) // the spec's hint example
    expect(isValidNie('Y1234567L')).toBe(false) // X's letter under Y
    expect(isValidNie('W1234567L')).toBe(false)
    expect(isValidNie('X123456L')).toBe(false)
    expect(isValidNie('X12345678L')).toBe(false)
    expect(isValidNie('12345678Z')).toBe(false)
    expect(isValidNie('')).toBe(false)
  })
})

describe('isValidCif', () => {
  // Control of 2801586 is 5 (E), of 5881850 is 1 (A), of 2816003 is 4 (D), of 0012345 is 5 (E).
  it('takes a digit for A, B, E and H', () => {
    expect(isValidCif('A28015865')).toBe(true)
    expect(isValidCif('B58818501')).toBe(true)
    expect(isValidCif('E28015865')).toBe(true)
    expect(isValidCif('H58818501')).toBe(true)
    expect(isValidCif('A2801586E')).toBe(false) // right value, but A takes a digit
    expect(isValidCif('B5881850A')).toBe(false)
  })

  it('takes a letter for N, P, Q, R, S and W', () => {
    for (const letter of ['N', 'P', 'Q', 'R', 'S', 'W']) {
      expect(isValidCif(`${letter}2816003D`)).toBe(true)
      expect(isValidCif(`${letter}28160034`)).toBe(false) // right value, but these take a letter
    }
  })

  it('takes a digit or a letter for C, D, F, G, J, U and V', () => {
    for (const letter of ['C', 'D', 'F', 'G', 'J', 'U', 'V']) {
      expect(isValidCif(`${letter}58818501`)).toBe(true)
      expect(isValidCif(`${letter}5881850A`)).toBe(true)
      expect(isValidCif(`${letter}58818502`)).toBe(false)
      expect(isValidCif(`${letter}5881850B`)).toBe(false)
    }
  })

  it('takes a letter for a non-resident (province 00), whatever the organisation', () => {
    expect(isValidCif('A0012345E')).toBe(true)
    expect(isValidCif('A00123455')).toBe(false)
    expect(isValidCif('G00123455')).toBe(false)
  })

  it('refuses a wrong control, an unknown organisation letter or a wrong shape', () => {
    expect(isValidCif('A28015864')).toBe(false) // one off
    expect(isValidCif('A12345678')).toBe(false) // the spec's hint example: control of 1234567 is 4
    expect(isValidCif('I28015865')).toBe(false) // I, O, T, ... are no organisation letters
    expect(isValidCif('K1234567L')).toBe(false) // a personal K number is a NIF, not a CIF
    expect(isValidCif('A2801586')).toBe(false)
    expect(isValidCif('A280158655')).toBe(false)
    expect(isValidCif('A2801586K')).toBe(false) // control letters run from A to J
    expect(isValidCif('')).toBe(false)
  })

  it('accepts lower case and separators', () => {
    expect(isValidCif('a-28015865')).toBe(true)
    expect(isValidCif(' q 2816003 d ')).toBe(true)
  })
})

describe('isValidNif', () => {
  it('accepts every Spanish tax number: DNI, NIE, CIF and the K/L/M personal forms', () => {
    expect(isValidNif('12345678Z')).toBe(true)
    expect(isValidNif('X1234567L')).toBe(true)
    expect(isValidNif('A28015865')).toBe(true)
    expect(isValidNif('Q2816003D')).toBe(true)
    // K, L and M take the DNI letter of their 7 digits: 1234567 % 23 = 19 (L).
    expect(isValidNif('K1234567L')).toBe(true)
    expect(isValidNif('L1234567L')).toBe(true)
    expect(isValidNif('m-1234567-l')).toBe(true)
  })

  it('refuses the same numbers with a wrong control', () => {
    expect(isValidNif('12345678A')).toBe(false)
    expect(isValidNif('X1234567A')).toBe(false)
    expect(isValidNif('A28015866')).toBe(false)
    expect(isValidNif('K1234567A')).toBe(false)
    expect(isValidNif('K123456L')).toBe(false)
    expect(isValidNif('ABC123456')).toBe(false)
    expect(isValidNif('')).toBe(false)
  })
})

describe('isValidPassport', () => {
  it('accepts 3 letters, 6 digits and an optional letter', () => {
    expect(isValidPassport('ABC123456')).toBe(true)
    expect(isValidPassport('ABC123456D')).toBe(true)
    expect(isValidPassport('abc 123456')).toBe(true)
  })

  it('refuses any other shape', () => {
    expect(isValidPassport('AB1234567')).toBe(false)
    expect(isValidPassport('ABC12345')).toBe(false)
    expect(isValidPassport('ABC1234567')).toBe(false)
    expect(isValidPassport('ABC123456DE')).toBe(false)
    expect(isValidPassport('')).toBe(false)
  })
})

describe('isValidDocument', () => {
  it('checks the number against its type', () => {
    expect(isValidDocument('dni', '12345678Z')).toBe(true)
    expect(isValidDocument('dni', 'X1234567L')).toBe(false)
    expect(isValidDocument('nie', 'X1234567L')).toBe(true)
    expect(isValidDocument('nie', '12345678Z')).toBe(false)
    expect(isValidDocument('cif', 'A28015865')).toBe(true)
    expect(isValidDocument('cif', '12345678Z')).toBe(false)
    expect(isValidDocument('nif', 'K1234567L')).toBe(true)
    expect(isValidDocument('nif', 'ABC123456')).toBe(false)
    expect(isValidDocument('passport', 'ABC123456')).toBe(true)
    expect(isValidDocument('passport', '12345678Z')).toBe(false)
  })

  it('takes any text of 1 to 50 characters for other', () => {
    expect(isValidDocument('other', 'P-4471/β')).toBe(true)
    expect(isValidDocument('other', 'x'.repeat(50))).toBe(true)
    expect(isValidDocument('other', `  ${'é'.repeat(50)}  `)).toBe(true) // counted after trimming, by character
    expect(isValidDocument('other', 'x'.repeat(51))).toBe(false)
    expect(isValidDocument('other', '   ')).toBe(false)
    expect(isValidDocument('other', '')).toBe(false)
  })

  it('refuses a type from outside the list', () => {
    expect(isValidDocument('licence' as DocumentType, '12345678Z')).toBe(false)
  })
})
