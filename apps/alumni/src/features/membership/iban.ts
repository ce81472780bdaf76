import { formatIban } from '@egresa/validators/iban'

/** The IBAN as the screens show a stored one: `ES91 **** **** **** **** 1332` (country, check, last group). */
export function maskIban(value: string): string {
  const groups = formatIban(value).split(' ')
  if (groups.length < 3) return groups.join(' ')
  return [groups[0], ...groups.slice(1, -1).map(() => '****'), groups.at(-1)].join(' ')
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
