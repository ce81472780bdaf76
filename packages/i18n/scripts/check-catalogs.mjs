#!/usr/bin/env node
// Fails (exit 1) when a translated catalog has an untranslated message. Spanish is the source language,
// so every other language's catalogs are checked (`en`, `ca`).
// Usage: node check-catalogs.mjs [--same-as reference.po ...] [catalog.po ...]
// Without catalogs it checks `src/locales/<locale>/*.po` under the current directory, every locale but `es`.
// `--same-as` (this repository's apps: the UI package's catalogs) also fails when a message of a checked
// catalog is in the reference catalog of the same language (its folder) with another translation, so a text
// of @egresa/ui reads the same in the apps and in the published package.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Entries of a PO file, `{ msgid, msgstr: string[] }`, with multi-line strings joined. Obsolete (#~) lines are ignored. */
export function parsePo(text) {
  const entries = []
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const entry = { msgid: undefined, msgstr: [] }
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
        } else {
          target = null
        }
      } else if (line.startsWith('"')) {
        if (target === 'msgid') entry.msgid += unquote(line)
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

/** Messages translated differently in `text` and in `reference`: `{ msgid, ours, theirs }`. */
export function differences(text, reference) {
  const theirs = new Map(parsePo(reference).map((e) => [e.msgid, e.msgstr.join('\n')]))
  return parsePo(text)
    .filter((e) => e.msgid !== '' && theirs.has(e.msgid) && theirs.get(e.msgid) !== e.msgstr.join('\n'))
    .map((e) => ({ msgid: e.msgid, ours: e.msgstr.join('\n'), theirs: theirs.get(e.msgid) }))
}

function defaultCatalogs() {
  const root = join(process.cwd(), 'src', 'locales')
  if (!existsSync(root)) return []
  return readdirSync(root)
    .filter((locale) => locale !== 'es')
    .sort()
    .flatMap((locale) =>
      readdirSync(join(root, locale))
        .filter((f) => f.endsWith('.po'))
        .map((f) => join(root, locale, f)),
    )
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (isMain) {
  const args = process.argv.slice(2)
  const references = []
  for (let i = args.indexOf('--same-as'); i !== -1; i = args.indexOf('--same-as')) {
    references.push(...args.splice(i, 2).slice(1))
  }
  const files = args.length > 0 ? args : defaultCatalogs()
  if (files.length === 0) {
    console.error('check-catalogs: no translated catalog found (expected src/locales/en/*.po)')
    process.exit(1)
  }
  let missing = 0
  let differing = 0
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const ids = untranslated(text)
    missing += ids.length
    for (const id of ids)
      console.error(`${relative(process.cwd(), file)}: untranslated: ${JSON.stringify(id)}`)
    for (const reference of references.filter((r) => basename(dirname(r)) === basename(dirname(file)))) {
      for (const d of differences(text, readFileSync(reference, 'utf8'))) {
        differing++
        console.error(
          `${relative(process.cwd(), file)}: ${JSON.stringify(d.msgid)} is ${JSON.stringify(d.ours)} here, ${JSON.stringify(d.theirs)} in ${relative(process.cwd(), reference)}`,
        )
      }
    }
  }
  if (missing > 0 || differing > 0) {
    console.error(`check-catalogs: ${missing} untranslated message(s), ${differing} translated differently`)
    process.exit(1)
  }
  console.log(`check-catalogs: ${files.length} catalog(s) fully translated`)
}
