import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { differences, untranslated } from '../scripts/check-catalogs.mjs'

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

  it('lists the messages another catalog translates differently, and only those both have', () => {
    const app = [
      'msgid "Cerrar"',
      'msgstr "Close"',
      '',
      'msgid "Guardar"',
      'msgstr "Save"',
      '',
      'msgid "Solo aquí"',
      'msgstr "Only here"',
    ].join('\n')
    const ui = [
      'msgid "Cerrar"',
      'msgstr "Close"',
      '',
      'msgid "Guardar"',
      'msgstr "Save changes"',
      '',
      'msgid "Solo allí"',
      'msgstr "Only there"',
    ].join('\n')
    expect(differences(app, ui)).toEqual([{ msgid: 'Guardar', ours: 'Save', theirs: 'Save changes' }])
  })
})
