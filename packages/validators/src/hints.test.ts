// People copy the hints the forms show: each must pass the rule it illustrates (the spec's own examples,
// 12345678A, A12345678, X1234567A and ESXXXXXXXXXXXXXXXXXX, would all be refused).
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isValidIban } from './iban'
import { isValidCif, isValidDni, isValidNie, isValidNif, isValidPassport } from './identity'
import { customRules, formatMessage, messageLocales, ruleHints } from './messages'
import { isHttpUrl } from './url'
import { cif, dni, httpUrl, iban, nie, nif, passport } from './valibot'

const checks = {
  dni: [isValidDni, dni()],
  nif: [isValidNif, nif()],
  nie: [isValidNie, nie()],
  cif: [isValidCif, cif()],
  passport: [isValidPassport, passport()],
  iban: [isValidIban, iban()],
  url: [isHttpUrl, httpUrl()],
} as const

describe('hint examples', () => {
  it('cover every custom rule', () => {
    expect(Object.keys(ruleHints).sort()).toEqual([...customRules].sort())
  })

  it.each(Object.entries(checks))('the %s hint passes its own rule', (rule, [check, action]) => {
    const hint = ruleHints[rule as keyof typeof ruleHints]
    expect(check(hint)).toBe(true)
    expect(v.safeParse(v.pipe(v.string(), action), hint).success).toBe(true)
  })

  it.each(Object.keys(checks))('the %s message shows a value the rule accepts, in every language', (rule) => {
    for (const lang of messageLocales) {
      const message = formatMessage(rule as keyof typeof checks, { lang })
      const [, example] = /\((?:p\. ej\.|e\.g\.|p\. ex\.) ([^)]+)\)$/.exec(message) ?? []
      expect(example, message).toBeDefined()
      expect(checks[rule as keyof typeof checks][0](example ?? ''), message).toBe(true)
    }
  })

  it('gives the url rule the host it is told, else an example host', () => {
    const message = formatMessage('url', { lang: 'en', params: { host: 'alumni.uni.es' } })
    expect(message).toContain('(e.g. https://alumni.uni.es)')
    expect(formatMessage('url', { lang: 'es' })).toContain(`(p. ej. ${ruleHints.url})`)
  })
})
