#!/usr/bin/env node
// Fails (exit 1) when the catalogs of the package it runs in (its `lingui.config.ts`, in the current directory)
// are not what a translator should hand in:
// - a language the portal offers (`locales` of @egresa/i18n) that the config lacks, or a catalog file missing;
// - a message of the code not in a catalog yet, or an entry of a catalog no longer in the code (obsolete):
//   both mean `pnpm i18n:extract` was not run after the code changed;
// - a message without its translation in a language other than Spanish (the source).
// `--same-as <folder or file>` (this repository's apps: the UI package's catalogs) also fails when a message
// is translated differently there, in the same language, so a text of @egresa/ui reads the same everywhere.
// Usage: node check-catalogs.mjs [--same-as ../../packages/ui/src/locales] [catalog.po ...]
// With catalog files, only those are checked for untranslated messages (no config needed).
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Entries of a PO file, `{ msgctxt, msgid, msgstr: string[] }` (`msgctxt` undefined without a context), with
 * multi-line strings joined. Obsolete (#~) lines are ignored.
 */
export function parsePo(text) {
  const entries = []
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const entry = { msgctxt: undefined, msgid: undefined, msgstr: [] }
    let target = null
    for (const rawLine of block.split(/\r?\n/)) {
      const line = rawLine.trim()
      if (line === '' || line.startsWith('#')) continue
      const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line)
      if (keyword) {
        const [, key, value] = keyword
        if (key === 'msgid') {
          entry.msgid = unquote(value)
          target = 'msgid'
        } else if (key.startsWith('msgstr')) {
          entry.msgstr.push(unquote(value))
          target = entry.msgstr.length - 1
        } else if (key === 'msgctxt') {
          entry.msgctxt = unquote(value)
          target = 'msgctxt'
        } else {
          target = null
        }
      } else if (line.startsWith('"')) {
        if (target === 'msgid') entry.msgid += unquote(line)
        else if (target === 'msgctxt') entry.msgctxt += unquote(line)
        else if (typeof target === 'number') entry.msgstr[target] += unquote(line)
      }
    }
    if (entry.msgid !== undefined) entries.push(entry)
  }
  return entries
}

function unquote(value) {
  return JSON.parse(value)
}

export function untranslated(text) {
  return parsePo(text)
    .filter((e) => e.msgid !== '')
    .filter((e) => e.msgstr.length === 0 || e.msgstr.some((s) => s.trim() === ''))
    .map((e) => e.msgid)
}

/** A message's identity: its context and its text (the same text in two contexts is two messages). */
const messageKey = (e) => `${e.msgctxt ?? ''}\u0004${e.msgid}`

/** Messages translated differently in `text` and in `reference`: `{ msgid, ours, theirs }`. */
export function differences(text, reference) {
  const theirs = new Map(parsePo(reference).map((e) => [messageKey(e), e.msgstr.join('\n')]))
  return parsePo(text)
    .filter((e) => {
      const key = messageKey(e)
      return e.msgid !== '' && theirs.has(key) && theirs.get(key) !== e.msgstr.join('\n')
    })
    .map((e) => ({ msgid: e.msgid, ours: e.msgstr.join('\n'), theirs: theirs.get(messageKey(e)) }))
}

/** The languages the portal offers (`locales` of src/locales.ts, or of the built dist/locales.js). */
async function portalLocales() {
  const source = new URL('../src/locales.ts', import.meta.url)
  if (existsSync(source)) {
    const { createJiti } = await import('jiti')
    return (await createJiti(import.meta.url).import(source.pathname)).locales
  }
  return (await import(new URL('../dist/locales.js', import.meta.url).href)).locales
}

/** The reference catalog of `file`'s language: a `locales` folder gives `<folder>/<locale>/messages.po`. */
function referenceFor(reference, file, locale) {
  if (reference.endsWith('.po')) {
    return basename(dirname(reference)) === basename(dirname(file)) ? reference : undefined
  }
  const candidate = join(reference, locale, 'messages.po')
  return existsSync(candidate) ? candidate : undefined
}

/**
 * Every problem of the catalogs of the Lingui config in `cwd`, as lines to print (none: all is well).
 * `references`: catalogs (or `locales` folders) whose shared messages must read the same.
 */
export async function checkCatalogs(cwd, { references = [], locales } = {}) {
  const { getConfig } = await import('@lingui/conf')
  const { getCatalogs } = await import('@lingui/cli/api')
  const config = getConfig({ cwd, skipValidation: true })
  const problems = []
  const say = (file, text) => problems.push(`${relative(cwd, file)}: ${text}`)
  const offered = locales ?? (await portalLocales())
  for (const locale of offered) {
    if (!config.locales.includes(locale))
      problems.push(`lingui.config: the portal offers "${locale}", this package's catalogs do not`)
  }
  for (const catalog of await getCatalogs(config)) {
    const extracted = (await catalog.collect()) ?? {}
    const inCode = new Map(Object.entries(extracted).map(([id, m]) => [id, m.message ?? id]))
    for (const locale of config.locales) {
      const file = catalog.getFilename(locale)
      if (!existsSync(file)) {
        say(file, 'missing: run pnpm i18n:extract')
        continue
      }
      const entries = await catalog.read(locale)
      for (const [id, message] of inCode) {
        if (!entries[id])
          say(file, `not in the catalog yet (run pnpm i18n:extract): ${JSON.stringify(message)}`)
      }
      for (const [id, entry] of Object.entries(entries)) {
        const text = JSON.stringify(entry.message ?? id)
        if (entry.obsolete || !inCode.has(id)) {
          say(file, `obsolete, no longer in the code (run pnpm i18n:extract): ${text}`)
          continue
        }
        if (locale !== config.sourceLocale && !entry.translation?.trim()) say(file, `untranslated: ${text}`)
      }
      const po = readFileSync(file, 'utf8')
      for (const reference of references) {
        const other = referenceFor(resolve(cwd, reference), file, locale)
        if (!other || resolve(other) === resolve(file)) continue
        for (const d of differences(po, readFileSync(other, 'utf8'))) {
          say(
            file,
            `${JSON.stringify(d.msgid)} is ${JSON.stringify(d.ours)} here, ${JSON.stringify(d.theirs)} in ${relative(cwd, other)}`,
          )
        }
      }
    }
  }
  return problems
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (isMain) {
  const args = process.argv.slice(2)
  const references = []
  for (let i = args.indexOf('--same-as'); i !== -1; i = args.indexOf('--same-as')) {
    references.push(...args.splice(i, 2).slice(1))
  }
  if (args.length > 0) {
    // Only the given catalogs, for untranslated messages.
    let missing = 0
    for (const file of args) {
      for (const id of untranslated(readFileSync(file, 'utf8'))) {
        missing++
        console.error(`${relative(process.cwd(), file)}: untranslated: ${JSON.stringify(id)}`)
      }
    }
    if (missing > 0) process.exit(1)
    console.log(`check-catalogs: ${args.length} catalog(s) fully translated`)
  } else {
    const problems = await checkCatalogs(process.cwd(), { references })
    for (const line of problems) console.error(line)
    if (problems.length > 0) {
      console.error(`check-catalogs: ${problems.length} problem(s); pnpm i18n:extract, then translate`)
      process.exit(1)
    }
    console.log('check-catalogs: every catalog is extracted and translated in every language')
  }
}
