// The test every app and package runs (`src/inline-translations.test.ts`): its shipped sources hold no
// message written in several languages at once (see inline-translations.ts).
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  inlineTranslations,
  type NotTexts,
  packageInlineTranslations,
  shippedSources,
} from './inline-translations'

/**
 * Describes the package whose `src/inline-translations.test.ts` is at `testUrl` (its `import.meta.url`);
 * `notTexts`: its files whose literals are not texts (each with its reason where it is given).
 */
export function describeNoInlineTranslations(testUrl: string, notTexts: NotTexts = []): void {
  const dir = fileURLToPath(new URL('..', testUrl))

  describe('inline multi-language literals', () => {
    it('are none in the shipped sources: every message is a Lingui message of the catalogs', () => {
      expect(shippedSources(dir, notTexts).length).toBeGreaterThan(0)
      expect(packageInlineTranslations(dir, notTexts)).toEqual([])
    })

    it('are found in a fixture, in each form a message was written before it was a Lingui message', () => {
      const fixture = [
        "const a = localized({ es: 'Indica a quién has contratado.', en: 'Say whom you hired.' })",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source code with templates
        'const b = { es: `Elige como mucho ${MAX} etiquetas.`, en: `Choose at most ${MAX} tags.` }',
        "const c = { required: { es: 'Obligatorio.', en: 'Required.', ca: 'Obligatori.' } }",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source code with templates
        "const d = { 'es': (f) => `El campo ${f}`, 'en': (f) => `The ${f} field` }",
        'const e = { es, en, ca }',
        "const f = mustAccept({ es: 'Debes aceptar' + ' la política.', en: 'You must accept the policy.' })",
      ].join('\n')
      expect(inlineTranslations(fixture, 'fixture.ts')).toEqual([
        { file: 'fixture.ts', line: 1, languages: ['es', 'en'] },
        { file: 'fixture.ts', line: 2, languages: ['es', 'en'] },
        { file: 'fixture.ts', line: 3, languages: ['es', 'en', 'ca'] },
        { file: 'fixture.ts', line: 4, languages: ['es', 'en'] },
        { file: 'fixture.ts', line: 5, languages: ['es', 'en', 'ca'] },
        { file: 'fixture.ts', line: 6, languages: ['es', 'en'] },
      ])
    })

    it('are not a catalog loader, a list of languages or one language’s text', () => {
      const fixture = [
        "const catalogs = { es: () => import('./locales/es/messages.po'), en: () => import('./locales/en/messages.po') }",
        "export const messageLocales = ['es', 'en', 'ca'] as const",
        "v.safeParse(schema, input, { lang: 'en' })",
        "const one = { es: 'Hola' }",
        'const counts = { es: 1, en: 2 }',
        "const required = msg({ message: 'Este campo es obligatorio.' })",
        "const intl = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' }",
        "const og = { es: 'es_ES', en: 'en_GB' }",
        "const alternates = { es: href({ to: '/$locale/news' }), en: href({ to: '/$locale/news' }) }",
        'const names = { es: t`En español`, en: t`En inglés` }',
      ].join('\n')
      expect(inlineTranslations(fixture, 'fixture.ts')).toEqual([])
    })
  })
}
