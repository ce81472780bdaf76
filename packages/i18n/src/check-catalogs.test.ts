import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { checkCatalogs, differences, untranslated } from '../scripts/check-catalogs.mjs'

const fixture = join(import.meta.dirname, '__fixtures__', 'catalogs')
const copies: string[] = []

/** A copy of the fixture package (next to it, so its config resolves the same packages), changed by `edit`. */
function packageCopy(edit: (dir: string) => void = () => {}): string {
  const dir = mkdtempSync(join(import.meta.dirname, '__fixtures__', 'tmp-'))
  copies.push(dir)
  cpSync(fixture, dir, { recursive: true })
  edit(dir)
  return dir
}

const po = (dir: string, locale: string) => join(dir, 'src', 'locales', locale, 'messages.po')
const replaceIn = (file: string, from: string, to: string) =>
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to))

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

// Each test runs Lingui's extraction on a copy of the fixture: seconds each, more on a busy machine.
describe('checkCatalogs (pnpm i18n:check)', { timeout: 60_000 }, () => {
  const portal = { locales: ['es', 'en', 'ca'] }

  it('passes catalogs extracted and translated in every language', async () => {
    expect(await checkCatalogs(packageCopy(), portal)).toEqual([])
  })

  it('fails on a message without its Catalan text', async () => {
    const dir = packageCopy((d) => replaceIn(po(d, 'ca'), 'msgstr "Desa"', 'msgstr ""'))
    expect(await checkCatalogs(dir, portal)).toEqual(['src/locales/ca/messages.po: untranslated: "Guardar"'])
  })

  it('fails on a text of the code not extracted yet, and on an entry the code no longer has', async () => {
    const dir = packageCopy((d) => replaceIn(join(d, 'src', 'texts.ts'), 'msg`Guardar`', 'msg`Enviar`'))
    const problems = await checkCatalogs(dir, portal)
    expect(problems).toContain(
      'src/locales/en/messages.po: not in the catalog yet (run pnpm i18n:extract): "Enviar"',
    )
    expect(problems).toContain(
      'src/locales/ca/messages.po: obsolete, no longer in the code (run pnpm i18n:extract): "Guardar"',
    )
  })

  it('fails when the portal offers a language the catalogs lack', async () => {
    const problems = await checkCatalogs(packageCopy(), { locales: ['es', 'en', 'ca', 'eu'] })
    expect(problems).toEqual(['lingui.config: the portal offers "eu", this package\'s catalogs do not'])
  })

  it('fails on a shared text translated differently from the reference catalogs, in the same language', async () => {
    const reference = packageCopy((d) => replaceIn(po(d, 'ca'), 'msgstr "Desa"', 'msgstr "Guarda"'))
    const problems = await checkCatalogs(packageCopy(), {
      ...portal,
      references: [join(reference, 'src', 'locales')],
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^src\/locales\/ca\/messages\.po: "Guardar" is "Desa" here, "Guarda" in /)
  })
})

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

  it('tells a message in a context from the same text without one (or in another context)', () => {
    const app = [
      'msgid "Nombre"',
      'msgstr "First name"',
      '',
      'msgctxt "persona"',
      'msgid "Nombre"',
      'msgstr "Nam"',
    ].join('\n')
    const ui = ['msgctxt "persona"', 'msgid "Nombre"', 'msgstr "Name"'].join('\n')
    expect(differences(app, ui)).toEqual([{ msgid: 'Nombre', ours: 'Nam', theirs: 'Name' }])
  })
})
