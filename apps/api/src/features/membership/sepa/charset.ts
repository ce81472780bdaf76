// The characters every SEPA bank must accept (EPC217-08, the Latin character set): a-z A-Z 0-9 / - ? : ( ) . , ' +
// and space. Names and texts are transliterated into it, never refused: a member called Núria Pañella i
// Col·l must still be charged, as "Nuria Panella i Col.l".

/** Characters that Unicode decomposition does not reduce to a base letter, and typographic marks. */
const replacements: Record<string, string> = {
  '·': '.', // the Catalan punt volat (l·l); the EPC conversion table maps it to a full stop
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
  ð: 'd',
  Ð: 'D',
  ı: 'i',
  '&': '+',
  '‘': "'",
  '’': "'",
  '´': "'",
  '`': "'",
  '"': "'",
  '“': "'",
  '”': "'",
  '«': "'",
  '»': "'",
  '–': '-',
  '—': '-',
  _: '-',
  º: 'o',
  ª: 'a',
  '[': '(',
  ']': ')',
  '{': '(',
  '}': ')',
}

const notAllowed = /[^A-Za-z0-9/\-?:().,'+ ]/g

/**
 * The text in SEPA's character set, with accents and special letters transliterated (ñ → n, ç → c, à → a,
 * l·l → l.l), anything else replaced by a space, spaces collapsed, and cut to `max` characters.
 */
export function toSepaText(value: string, max: number): string {
  const text = [...value.normalize('NFC')]
    .map((char) => replacements[char] ?? char)
    .join('')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(notAllowed, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.slice(0, max).trimEnd()
}

/** Whether a text uses only SEPA's character set. */
export function isSepaText(value: string): boolean {
  return !/[^A-Za-z0-9/\-?:().,'+ ]/.test(value)
}

/** Field limits of the EPC implementation guidelines (names 70, unstructured remittance 140). */
export const sepaLimits = { name: 70, remittance: 140, id: 35 } as const
