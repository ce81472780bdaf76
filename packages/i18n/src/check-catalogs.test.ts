import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { untranslated } from '../scripts/check-catalogs.mjs'

describe('check-catalogs', () => {
  it('lists every English message without a translation, including multi-line ones', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: en\\n"',
      '',
      'msgid "Hola"',
      'msgstr "Hello"',
      '',
      'msgid "Adiós"',
      'msgstr ""',
      '',
      'msgid "Largo"',
      'msgstr ""',
      '"Long"',
      '',
      '#~ msgid "Viejo"',
      '#~ msgstr ""',
    ].join('\n')
    expect(untranslated(po)).toEqual(['Adiós'])
  })
})
