import { describe, expect, it } from 'vitest'
import {
  customRules,
  formatMessage,
  genericRules,
  isMessageLocale,
  isMessageRule,
  letterRules,
  messageLocales,
  ruleHints,
  ruleMessages,
  toMessageLocale,
} from './messages'
import { sourceText } from './translator'

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

describe('the rules’ messages', () => {
  const rules = [...genericRules, ...customRules, ...letterRules]
  const params = { min: 1, max: 5, length: 8, width: 200, height: 100, size: 10240, host: 'alumni.uni.es' }

  it('are a Lingui message for every rule, each naming its subject first', () => {
    expect(rules).toHaveLength(35)
    expect(Object.keys(ruleMessages).sort()).toEqual([...rules].sort())
    for (const rule of rules) expect(ruleMessages[rule].message).toMatch(/^\{field\} \S/)
  })

  it('say every rule in Spanish, English and Catalan, each its own text', () => {
    const said = Object.fromEntries(
      rules.map((rule) => [
        rule,
        Object.fromEntries(
          messageLocales.map((lang) => [
            lang,
            [formatMessage(rule, { lang, params }), formatMessage(rule, { lang, field: 'DNI', params })],
          ]),
        ),
      ]),
    )
    for (const rule of rules) {
      const [unnamed, named] = said[rule]?.es ?? []
      expect(unnamed).toBe(sourceText({ ...ruleMessages[rule], values: { ...params, field: 'Este campo' } }))
      expect(named).toBe(sourceText({ ...ruleMessages[rule], values: { ...params, field: 'El campo DNI' } }))
      for (const lang of messageLocales) {
        for (const text of said[rule]?.[lang] ?? []) expect(text).not.toMatch(/[{}]/)
      }
      expect(new Set(messageLocales.map((lang) => said[rule]?.[lang]?.[0])).size, rule).toBe(3)
    }
    expect(said).toMatchSnapshot()
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
