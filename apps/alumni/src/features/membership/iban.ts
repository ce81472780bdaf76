import { formatIban, normalizeIban } from '@egresa/validators/iban'

/**
 * The IBAN as the API masks a stored one (apps/api/src/lib/iban-vault.ts): the first and last four characters,
 * the rest as stars in groups of four: `ES91 **** **** **** **** 1332`, `DE89 **** **** **** ** 3000`.
 */
export function maskIban(value: string): string {
  const plain = normalizeIban(value)
  const stars = '*'.repeat(Math.max(0, plain.length - 8)).replace(/(.{4})(?=.)/g, '$1 ')
  return [plain.slice(0, 4), stars, plain.slice(-4)].filter(Boolean).join(' ')
}

/**
 * Formats the IBAN in an input in groups of four as it is typed, keeping the caret after the same character
 * it followed (typing or deleting in the middle does not jump to the end).
 */
export function formatIbanInput(input: HTMLInputElement): void {
  const caret = input.selectionStart ?? input.value.length
  const kept = input.value.slice(0, caret).replace(/[\s-]/g, '').length
  const formatted = formatIban(input.value)
  if (formatted === input.value) return
  input.value = formatted
  let position = 0
  for (let seen = 0; position < formatted.length && seen < kept; position++) {
    if (formatted[position] !== ' ') seen++
  }
  if (document.activeElement === input) input.setSelectionRange(position, position)
}
