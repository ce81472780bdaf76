/// <reference types="node" />
// A message written in several languages at once (`{ es: 'Hola', en: 'Hello' }`) is a text no translator
// sees: it is in no catalog, so it is never translated into a language the catalogs gain, and a change of its
// Spanish goes unnoticed by the others (CONTRIBUTING rule 5). Every app and package keeps none: its
// `src/inline-translations.test.ts` (describeNoInlineTranslations) fails on one.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** The language codes a multi-language literal is keyed by. */
const LANGUAGES = new Set(['es', 'en', 'ca'])

export type InlineTranslation = { file: string; line: number; languages: string[] }

const nameOf = (name: ts.PropertyName): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined

/** A language tag (`es-ES`, `ca_ES`): a locale's configuration for Intl or Open Graph, not a text. */
const LANGUAGE_TAG = /^[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/

// A text somewhere in a value: a string or template with a letter in it, not a language tag, not inside a call.
function holdsText(node: ts.Node): boolean {
  // A call's answer is computed (an address, a catalog's chunk), and a tagged template is a Lingui message
  // (t`En español`): neither is a text written here in one language.
  if (ts.isCallExpression(node) || ts.isTaggedTemplateExpression(node)) return false
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return /\p{L}/u.test(node.text) && !LANGUAGE_TAG.test(node.text)
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
    return /\p{L}/u.test(node.text)
  return ts.forEachChild(node, (child) => (holdsText(child) ? true : undefined)) ?? false
}

/**
 * Each object literal of `source` with two or more language keys (`es`, `en`, `ca`) whose values hold text
 * (a string, a template, a function or object that returns or holds one), or that are shorthand (`{ es, en }`,
 * tables written elsewhere). A catalog loader (`{ es: () => import('./locales/es/messages.po') }`) is not one.
 */
export function inlineTranslations(source: string, file = 'source.ts'): InlineTranslation[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const found: InlineTranslation[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const languages = node.properties.flatMap((property) => {
        if (ts.isShorthandPropertyAssignment(property))
          return LANGUAGES.has(property.name.text) ? [property.name.text] : []
        if (!ts.isPropertyAssignment(property) && !ts.isMethodDeclaration(property)) return []
        const name = nameOf(property.name)
        return name && LANGUAGES.has(name) && holdsText(property) ? [name] : []
      })
      if (languages.length >= 2) {
        const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree))
        found.push({ file, line: line + 1, languages })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

/**
 * Files whose multi-language literals are not texts to translate, each with its reason in a comment beside it
 * (paths relative to the package, e.g. `src/segments.ts`: URL segments).
 */
export type NotTexts = RegExp[]

/** The TypeScript files of a package's `src` that ship (not its tests nor test support), relative to `dir`. */
export function shippedSources(dir: string, notTexts: NotTexts = []): string[] {
  const src = join(dir, 'src')
  return readdirSync(src, { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f) && !/\.d\.ts$/.test(f) && !/\.test\.tsx?$/.test(f))
    .filter((f) => !/(^|\/)test-[\w-]+\.tsx?$/.test(f) && !/(^|\/)(test|__fixtures__)\//.test(f))
    .filter((f) => !/routeTree\.gen\.ts$/.test(f))
    .map((f) => relative(dir, join(src, f)))
    .filter((f) => !notTexts.some((re) => re.test(f)))
    .sort()
}

/** Every inline multi-language literal of the shipped sources of the package in `dir`. */
export function packageInlineTranslations(dir: string, notTexts: NotTexts = []): InlineTranslation[] {
  return shippedSources(dir, notTexts).flatMap((file) =>
    inlineTranslations(readFileSync(join(dir, file), 'utf8'), file),
  )
}
