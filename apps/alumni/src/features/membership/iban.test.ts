import { describe, expect, it } from 'vitest'
import { formatIbanInput, maskIban } from './iban'

describe('maskIban', () => {
  it('keeps the first and last four characters, as the API shows a stored IBAN', () => {
    expect(maskIban('es91 2100 0418 4502 0005 1332')).toBe('ES91 **** **** **** **** 1332')
    expect(maskIban('DE89370400440532013000')).toBe('DE89 **** **** **** ** 3000')
  })
})

describe('formatIbanInput', () => {
  function typed(value: string, caret: number) {
    const input = document.createElement('input')
    document.body.append(input)
    input.focus()
    input.value = value
    input.setSelectionRange(caret, caret)
    formatIbanInput(input)
    input.remove()
    return { value: input.value, caret: input.selectionStart }
  }

  it('groups by four, upper-cased, with the caret after the character it followed', () => {
    expect(typed('es9121', 6)).toEqual({ value: 'ES91 21', caret: 7 })
    // A character typed in the middle of a group: the caret stays right after it, not at the end.
    expect(typed('ES91 2X100 0418', 7)).toEqual({ value: 'ES91 2X10 0041 8', caret: 7 })
  })

  it('leaves a value that is already grouped alone', () => {
    expect(typed('ES91 2100', 4)).toEqual({ value: 'ES91 2100', caret: 4 })
  })
})
