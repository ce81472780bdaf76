import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { loadValidatorsMessages, validatorsMessages } from './catalogs'
import { ruleMessages } from './messages'

describe('the shipped catalogs', () => {
  const iban = { ...ruleMessages.iban, values: { field: 'IBAN' } }

  it('load into an app’s Lingui instance, next to its own messages', async () => {
    const i18n = setupI18n({ locale: 'ca', messages: { ca: { own: 'Desa' } } })
    await loadValidatorsMessages(i18n, 'ca')
    expect(i18n.messages.own).toBe('Desa') // the app's own stay
    expect(i18n._(iban)).toBe('IBAN ha de ser un IBAN vàlid (p. ex. ES91 2100 0418 4502 0005 1332)')
  })

  it('take a language tag, and give Spanish for a language they lack', async () => {
    const say = async (tag: string) =>
      setupI18n({ locale: 'x', messages: { x: await validatorsMessages(tag) } })._(iban)
    expect(await say('en-GB')).toBe('IBAN must be a valid IBAN (e.g. ES91 2100 0418 4502 0005 1332)')
    expect(await say('ca-ES')).toBe('IBAN ha de ser un IBAN vàlid (p. ex. ES91 2100 0418 4502 0005 1332)')
    expect(await say('fr')).toBe('IBAN debe ser un IBAN válido (p. ej. ES91 2100 0418 4502 0005 1332)')
  })
})
