import { describe, expect, it } from 'vitest'
import {
  customRules,
  formatMessage,
  genericRules,
  isMessageLocale,
  isMessageRule,
  letterRules,
  messageLocales,
  messages,
  ruleHints,
  toMessageLocale,
} from './messages'

describe('formatMessage', () => {
  it('speaks Spanish by default', () => {
    expect(formatMessage('required')).toBe('Este campo es obligatorio')
    expect(formatMessage('required', { lang: 'fr' })).toBe('Este campo es obligatorio')
  })

  it('combines the translated field label and the translated rule message', () => {
    expect(formatMessage('required', { lang: 'es', field: 'Nombre' })).toBe('El campo Nombre es obligatorio')
    expect(formatMessage('required', { lang: 'en', field: 'Name' })).toBe('The Name field is required')
    expect(formatMessage('required', { lang: 'ca', field: 'Nom' })).toBe('El camp Nom és obligatori')
    expect(formatMessage('email', { lang: 'en' })).toBe('This field must be a valid e-mail address')
    expect(formatMessage('email', { lang: 'ca' })).toBe('Aquest camp ha de ser un correu electrònic vàlid')
    expect(formatMessage('required', { lang: 'en', field: '  ' })).toBe('This field is required')
  })

  it('fills in the parameters', () => {
    expect(formatMessage('between', { lang: 'en', field: 'Rating', params: { min: 1, max: 5 } })).toBe(
      'The Rating field must be between 1 and 5',
    )
    expect(formatMessage('min', { lang: 'es', field: 'Contraseña', params: { length: 8 } })).toBe(
      'El campo Contraseña debe tener al menos 8 caracteres',
    )
    expect(formatMessage('dimensions', { lang: 'ca', params: { width: 200, height: 100 } })).toBe(
      'Aquest camp ha de fer 200 per 100 píxels',
    )
    expect(formatMessage('size', { lang: 'en', field: 'CV', params: { size: 10240 } })).toBe(
      'The CV field must be smaller than 10240 KB',
    )
  })

  it('joins a list parameter and leaves a missing one visible', () => {
    expect(formatMessage('between', { lang: 'en', params: { min: ['a', 'b'], max: 'z' } })).toBe(
      'This field must be between a, b and z',
    )
    expect(formatMessage('max', { lang: 'en' })).toBe('This field may not be longer than {length} characters')
  })

  it('gives the custom rules their hint examples in every language', () => {
    expect(formatMessage('dni', { lang: 'es', field: 'DNI' })).toBe(
      'El campo DNI debe ser un DNI válido: 8 números y una letra (p. ej. 12345678Z)',
    )
    expect(formatMessage('iban', { lang: 'en' })).toBe(
      'This field must be a valid IBAN (e.g. ES91 2100 0418 4502 0005 1332)',
    )
    expect(formatMessage('url', { lang: 'en' })).toBe(
      'This field must be a web address starting with http:// or https:// (e.g. https://www.example.org)',
    )
    expect(formatMessage('url', { lang: 'es', params: { host: 'alumni.uni.es' } })).toBe(
      'Este campo debe ser una dirección web que empiece por http:// o https:// (p. ej. https://alumni.uni.es)',
    )
    for (const locale of messageLocales) {
      expect(formatMessage('nif', { lang: locale })).toContain(ruleHints.nif)
      expect(formatMessage('nie', { lang: locale })).toContain(ruleHints.nie)
      expect(formatMessage('passport', { lang: locale })).toContain(ruleHints.passport)
      expect(formatMessage('cif', { lang: locale })).toContain(ruleHints.cif)
      expect(formatMessage('dni', { lang: locale })).toContain(ruleHints.dni)
      expect(formatMessage('iban', { lang: locale })).toContain(ruleHints.iban)
      expect(formatMessage('url', { lang: locale })).toContain(ruleHints.url)
      expect(formatMessage('url', { lang: locale })).toMatch(/http:\/\/.*https:\/\//)
    }
  })
})

describe('catalogs', () => {
  it('have every rule in every language, each naming its subject first', () => {
    const rules = [...genericRules, ...customRules, ...letterRules]
    expect(rules).toHaveLength(35)
    for (const locale of messageLocales) {
      expect(Object.keys(messages[locale]).sort()).toEqual([...rules].sort())
      for (const rule of rules) expect(messages[locale][rule]).toMatch(/^\{field\} \S/)
    }
  })

  it('use the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const rule of [...genericRules, ...customRules, ...letterRules]) {
      expect(placeholders(messages.en[rule])).toEqual(placeholders(messages.es[rule]))
      expect(placeholders(messages.ca[rule])).toEqual(placeholders(messages.es[rule]))
    }
  })

  it('differ between languages, so nothing is left untranslated', () => {
    for (const rule of [...genericRules, ...customRules]) {
      expect(messages.en[rule]).not.toBe(messages.es[rule])
      expect(messages.ca[rule]).not.toBe(messages.es[rule])
    }
  })
})

describe('locales and rules', () => {
  it('map a language tag to a message locale', () => {
    expect(toMessageLocale('en')).toBe('en')
    expect(toMessageLocale('en-GB')).toBe('en')
    expect(toMessageLocale('CA_es')).toBe('ca')
    expect(toMessageLocale(' es-ES ')).toBe('es')
    expect(toMessageLocale('en,es;q=0.8')).toBe('en')
    expect(toMessageLocale('ca;q=0.9')).toBe('ca')
    expect(toMessageLocale('de')).toBe('es')
    expect(toMessageLocale('')).toBe('es')
    expect(toMessageLocale(undefined)).toBe('es')
  })

  it('tell known locales and rules apart', () => {
    expect(isMessageLocale('ca')).toBe(true)
    expect(isMessageLocale('fr')).toBe(false)
    expect(isMessageRule('required_if')).toBe(true)
    expect(isMessageRule('iban')).toBe(true)
    expect(isMessageRule('min_length')).toBe(false)
    expect(isMessageRule('toString')).toBe(false)
  })
})
