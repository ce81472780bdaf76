// Every text a person reads is a message of the API's catalog (CONTRIBUTING rule 5), said with translate():
// none is written inline as `{ es: '…', en: '…' }`, which would leave Catalan (and the translators) out.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { inlineMessages } from '../../scripts/inline-messages.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Files whose texts are not the catalog's (yet), as paths under src. */
const outOfScope = [
  /\.test\.ts$/, // tests assert texts
  /^test\//, // test support
  /^seed\//, // reference data, stored in one column per language, and the demo set
]

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

describe('inline texts in several languages', () => {
  it('are found: an object with two or more of es/en/ca as strings or template literals', () => {
    const fixture = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source as text
      "const greeting = { es: 'Hola', en: `Hello ${name}` }",
      'const slugs = { es: row.slug, en: row.slugEn }', // data, not a text
      "const catalan = { 'ca': 'Bon dia' as string, es: 'Buenos días', route: 'home' }",
      "const single = { en: 'Only English' }",
      "const intl = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' }", // configuration, not a text
    ].join('\n')
    expect(inlineMessages(fixture, 'fixture.ts')).toEqual([
      { line: 1, languages: ['es', 'en'] },
      { line: 3, languages: ['ca', 'es'] },
    ])
  })

  it('are none in apps/api/src, but for the files out of the catalog’s scope', () => {
    const found = sourceFiles(root)
      .map((path) => relative(root, path).split('\\').join('/'))
      .filter((file) => !outOfScope.some((pattern) => pattern.test(file)))
      .flatMap((file) =>
        inlineMessages(readFileSync(join(root, file), 'utf8'), file).map(
          (m) => `src/${file}:${m.line} (${m.languages.join(', ')})`,
        ),
      )
    expect(found, 'write each as a msg message of the catalog, said with translate()').toEqual([])
  })
})
