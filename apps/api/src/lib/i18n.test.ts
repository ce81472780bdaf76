// The API's catalog (src/locales, lingui.config.ts): every message in every language, the request's
// language chosen from Accept-Language, Spanish for a language without the translation.
import { errorReasons } from '@egresa/api-contract/errors'
import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { catalogLocales, translate } from './i18n'
import { reasonMessages } from './messages'

describe('the API catalog', () => {
  it('says every error reason in Spanish, English and Catalan, each its own text', () => {
    for (const reason of errorReasons) {
      const said = catalogLocales.map((l) => translate(l, reasonMessages[reason]))
      expect(new Set(said).size, `${reason}: ${said.join(' | ')}`).toBe(3)
    }
    expect(translate('ca', reasonMessages.not_found)).toBe("No s'ha trobat el que cerques.")
    expect(translate('en', reasonMessages.not_found)).toBe('What you are looking for was not found.')
  })

  it('says a message without its translation in Spanish, with its values', () => {
    const name = 'Ana'
    expect(translate('ca', msg`Un texto que aún no está traducido, ${name}`)).toBe(
      'Un texto que aún no está traducido, Ana',
    )
  })
})
