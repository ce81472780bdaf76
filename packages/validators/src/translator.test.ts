import { afterEach, describe, expect, it } from 'vitest'
import { inputMessage } from './issue-messages'
import { formatMessage, ruleMessages } from './messages'
import { catalogTranslator } from './test-translator'
import { type MessageTranslator, setMessageTranslator, sourceText, translateMessage } from './translator'

const spy: MessageTranslator = (message, lang) =>
  `${lang}:${message.id}:${JSON.stringify(message.values ?? {})}`

describe('the message translator', () => {
  // Back to the catalogs' translator test-setup.ts registered.
  afterEach(async () => setMessageTranslator(await catalogTranslator()))

  it('without one registered, says the Spanish source text with its values, whatever the language', () => {
    setMessageTranslator(undefined)
    expect(formatMessage('min', { lang: 'en', field: 'Contraseña', params: { length: 8 } })).toBe(
      'El campo Contraseña debe tener al menos 8 caracteres',
    )
    expect(formatMessage('max', { lang: 'ca' })).toBe('Este campo no puede tener más de {length} caracteres')
    expect(inputMessage('malformed_json', 'en')).toBe('El cuerpo de la petición no es un JSON válido.')
    // A descriptor whose text a production build stripped says its id.
    expect(sourceText({ id: 'abc' })).toBe('abc')
    expect(sourceText({ id: 'x', message: 'Hola {name}, {other}', values: { name: 'Ana' } })).toBe(
      'Hola Ana, {other}',
    )
  })

  it('hands the registered one each message with its values and the parse’s language, as given', () => {
    setMessageTranslator(spy)
    expect(translateMessage(ruleMessages.required, 'en-GB', { field: 'X' })).toBe(
      `en-GB:${ruleMessages.required.id}:{"field":"X"}`,
    )
    expect(translateMessage({ id: 'a', values: { b: 1 } }, undefined, { c: 2 })).toBe(
      'undefined:a:{"b":1,"c":2}',
    )
    expect(translateMessage({ id: 'a' }, 'ca')).toBe('ca:a:{}')
  })
})
