import { describe, expect, it } from 'vitest'
import { formatIban, isSepaCountry, isValidIban, normalizeIban, sepaIbanLengths } from './iban'

// Published example IBANs, one per country, each with its country's length.
const examples = [
  'ES9121000418450200051332',
  'DE89370400440532013000',
  'FR1420041010050500013M02606',
  'IT60X0542811101000000123456',
  'NL91ABNA0417164300',
  'BE68539007547034',
  'PT50000201231234567890154',
  'AT611904300234573201',
  'GB29NWBK60161331926819',
  'GI75NWBK000000007099453',
  'CH9300762011623852957',
  'LI21088100002324013AA',
  'NO9386011117947',
  'IS140159260076545510730339',
  'SE4550000000058398257466',
  'PL61109010140000071219812874',
  'MT84MALT011000012345MTLCAST001S',
  'AD1200012030200359100100',
  'SM86U0322509800000000270100',
  'VA59001123000012345678',
  'AL47212110090000000235698741',
  'ME25505000012345678951',
  'MD24AG000225100013104168',
  'MK07250120000058984',
  'RS35260005601001611379',
]

// The same IBAN with one character changed: the digit after `index` moved by one.
function oneOff(iban: string, index: number): string {
  const digit = Number(iban[index])
  return iban.slice(0, index) + String((digit + 1) % 10) + iban.slice(index + 1)
}

describe('isValidIban', () => {
  it.each(examples)('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true)
  })

  it.each(examples)('refuses %s with its last digit one off', (iban) => {
    const last = iban.search(/\d(?=\D*$)/)
    expect(isValidIban(oneOff(iban, last))).toBe(false)
  })

  it('refuses a wrong check digit pair', () => {
    expect(isValidIban('ES9221000418450200051332')).toBe(false)
    expect(isValidIban('DE88370400440532013000')).toBe(false)
    expect(isValidIban('FR1520041010050500013M02606')).toBe(false)
  })

  it('refuses two swapped digits, which a mod 97 check catches', () => {
    expect(isValidIban('ES9121000418450200051323')).toBe(false)
  })

  it('accepts what a person types: lower case, spaces, groups of four', () => {
    expect(isValidIban('es91 2100 0418 4502 0005 1332')).toBe(true)
    expect(isValidIban('  DE89-3704-0044-0532-0130-00 ')).toBe(true)
    expect(isValidIban('fr14 2004 1010 0505 0001 3m02 606')).toBe(true)
  })

  it('refuses the wrong length for the country, even when the check passes', () => {
    // Each of these passes mod 97; Spain takes 24 characters, Belgium 16.
    expect(isValidIban('ES982100041845020005133')).toBe(false)
    expect(isValidIban('ES75210004184502000513320')).toBe(false)
    expect(isValidIban('BE26ABNA0417164300')).toBe(false)
  })

  it('refuses a country outside SEPA or an unknown code, with a correct check', () => {
    expect(isValidIban('TR330006100519786457841326')).toBe(false) // Türkiye: a real IBAN, not SEPA
    expect(isValidIban('US4421000418450200051332')).toBe(false) // passes mod 97, US has no IBAN
    expect(isValidIban('XX89370400440532013000')).toBe(false)
  })

  it('refuses an empty, short or malformed value', () => {
    expect(isValidIban('')).toBe(false)
    expect(isValidIban('ES')).toBe(false)
    expect(isValidIban('ES91')).toBe(false)
    expect(isValidIban('ESXXXXXXXXXXXXXXXXXX')).toBe(false) // the spec's hint
    expect(isValidIban('ES912100041845020005133!')).toBe(false)
    expect(isValidIban('1291210004184502000513')).toBe(false)
  })
})

describe('normalizeIban', () => {
  it('trims, upper-cases and drops spaces and dashes', () => {
    expect(normalizeIban(' es91 2100-0418 4502 0005 1332 ')).toBe('ES9121000418450200051332')
  })
})

describe('formatIban', () => {
  it('prints groups of four', () => {
    expect(formatIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332')
    expect(formatIban('fr1420041010050500013m02606')).toBe('FR14 2004 1010 0505 0001 3M02 606')
    expect(formatIban('NO93 8601 1117 947')).toBe('NO93 8601 1117 947')
    expect(formatIban('')).toBe('')
  })
})

describe('isSepaCountry', () => {
  it('knows the SEPA countries in any case', () => {
    expect(isSepaCountry('ES')).toBe(true)
    expect(isSepaCountry('es')).toBe(true)
    expect(isSepaCountry(' gb ')).toBe(true)
    expect(isSepaCountry('RS')).toBe(true)
    expect(isSepaCountry('US')).toBe(false)
    expect(isSepaCountry('TR')).toBe(false)
    expect(isSepaCountry('')).toBe(false)
    expect(isSepaCountry('toString')).toBe(false) // not fooled by the object's own properties
  })

  it('has a length for each of the 42 IBAN country codes of SEPA', () => {
    expect(Object.keys(sepaIbanLengths)).toHaveLength(42)
    for (const length of Object.values(sepaIbanLengths)) {
      expect(length).toBeGreaterThanOrEqual(15)
      expect(length).toBeLessThanOrEqual(34)
    }
  })
})
