// The SEPA creditor identifier (EPC262-08, attribute AT-02): country code, two check digits, a 3-character
// creditor business code and the national identifier (in Spain the NIF/CIF). The check digits are
// ISO 7064 mod 97-10 over the national identifier, the country code and "00"; the business code is left out
// of the check, so one creditor may use several business codes (ZZZ when it has none).

/** Upper case, without spaces or other separators: `' es59 zzz x8075489z '` → `'ES59ZZZX8075489Z'`. */
export function normalizeCreditorId(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

// Letters count as numbers (A = 10 … Z = 35); the remainder is computed piece by piece so the number never
// leaves the safe integer range.
function mod97(text: string): number {
  let remainder = 0
  for (const char of text) {
    const value = Number.parseInt(char, 36)
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97
  }
  return remainder
}

/** The two check digits of a national identifier in a country: `creditorIdCheckDigits('ES', 'X8075489Z')`. */
export function creditorIdCheckDigits(country: string, nationalId: string): string {
  const check = 98 - mod97(`${normalizeCreditorId(nationalId)}${country.toUpperCase()}00`)
  return String(check).padStart(2, '0')
}

/**
 * Whether a creditor identifier is well formed and its check digits are right (spaces and case ignored).
 * It is at most 35 characters (the schema's Max35Text); the national part is 1 to 28 letters or digits.
 */
export function isValidCreditorId(value: string): boolean {
  const id = normalizeCreditorId(value)
  const [, country, check, , nationalId] = /^([A-Z]{2})(\d{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/.exec(id) ?? []
  if (country === undefined || nationalId === undefined) return false
  return creditorIdCheckDigits(country, nationalId) === check
}
