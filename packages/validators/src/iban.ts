// IBANs of the SEPA area: the country's length and the ISO 13616 check (mod 97 = 1).

/**
 * IBAN length of every country and territory code in the SEPA schemes' geographical scope: the EU, the
 * EEA, Switzerland, the United Kingdom and Gibraltar, Andorra, Monaco, San Marino, Vatican City, and since
 * 2025 Albania, Moldova, Montenegro, North Macedonia and Serbia. French overseas departments, Åland and the
 * Crown dependencies use the FR, FI and GB codes.
 */
export const sepaIbanLengths = {
  AD: 24,
  AL: 28,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  RS: 22,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
} as const satisfies Record<string, number>

export type SepaCountry = keyof typeof sepaIbanLengths

/** Whether an ISO 3166 country code (any case) is in the SEPA area: `isSepaCountry('es')` → true. */
export function isSepaCountry(code: string): code is SepaCountry {
  return Object.hasOwn(sepaIbanLengths, code.trim().toUpperCase())
}

/** Trims, upper-cases and drops spaces and dashes: `'es91 2100-0418…'` → `'ES912100…'`. */
export function normalizeIban(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]/g, '')
}

// Mod 97 of the IBAN with its first four characters moved to the end and letters as 10..35, computed
// piece by piece so the number never leaves the safe integer range.
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36)
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97
  }
  return remainder
}

/** A SEPA IBAN with its country's length and a correct check (mod 97 = 1); spaces and case are ignored. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value)
  const [, country] = /^([A-Z]{2})\d{2}[A-Z0-9]+$/.exec(iban) ?? []
  if (country === undefined) return false
  return isSepaCountry(country) && iban.length === sepaIbanLengths[country] && mod97(iban) === 1
}

/** The IBAN in groups of four, as printed on paper: `'ES91 2100 0418 4502 0005 1332'`. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ')
}
