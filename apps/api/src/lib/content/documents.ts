import { readdir, readFile, stat } from 'node:fs/promises'
import { extname, join } from 'node:path'
import MarkdownIt from 'markdown-it'
import { parse as parseYaml } from 'yaml'
import { fillUniversity, type University } from './university'

/** A document of the content folder, with every field; `text` is its source, sent only when asked. */
export type StoredDocument = Record<string, unknown> & {
  slug: string
  path: string
  dir: string
  extension: string
  updatedAt: string
  text?: string
}

// Raw HTML is off: a `<script>` or an `onerror=` written in a document is shown as text, never run; and
// markdown-it's link check refuses `javascript:`, `vbscript:`, `file:` and `data:` (but images) addresses.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false })

/** Markdown as HTML that is safe to put in a page as it is. */
export function renderMarkdown(source: string): string {
  return markdown.render(source)
}

export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The fields of a document's source, by its kind; a source that does not parse is reported by its path. */
export function parseSource(source: string, extension: string, file: string): Record<string, unknown> {
  try {
    if (extension === '.md') {
      const match = FRONT_MATTER.exec(source)
      const front = match ? parseYaml(match[1] ?? '') : {}
      const text = match ? source.slice(match[0].length) : source
      return { ...(isPlainObject(front) ? front : {}), body: renderMarkdown(text), text }
    }
    const data: unknown = extension === '.json' ? JSON.parse(source) : parseYaml(source)
    // As nuxt content does: an object's keys are the document's fields, anything else is its body.
    return isPlainObject(data) ? data : { body: data }
  } catch (error) {
    throw new Error(`content: ${file} does not parse: ${(error as Error).message}`)
  }
}

const extensions = new Set(['.md', '.yml', '.yaml', '.json'])

/** A document's source as written (placeholders unfilled), its kind and when it last changed. */
export type SourceFile = { source: string; extension: string; modifiedAt: Date }

/** Every document file under `root`, by path (`/es/info/privacy`). Symbolic links are not followed. */
export async function readSources(root: string): Promise<Map<string, SourceFile>> {
  const sources = new Map<string, SourceFile>()
  async function walk(dir: string, segments: string[]) {
    let entries: import('node:fs').Dirent[]
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch (error) {
      // No content folder is an empty service (every path a 404), not a server that cannot start.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      const file = join(dir, entry.name)
      if (entry.isDirectory()) {
        await walk(file, [...segments, entry.name])
        continue
      }
      const extension = extname(entry.name)
      if (!entry.isFile() || !extensions.has(extension)) continue
      const path = `/${[...segments, entry.name.slice(0, -extension.length)].join('/')}`
      const [source, stats] = await Promise.all([readFile(file, 'utf8'), stat(file)])
      sources.set(path, { source, extension, modifiedAt: stats.mtime })
    }
  }
  await walk(root, [])
  return sources
}

/** The document of a source at `path`, with the university's settings filled in (university.ts). */
export function toDocument(path: string, file: SourceFile, university?: University): StoredDocument {
  const cut = path.lastIndexOf('/')
  const slug = path.slice(cut + 1)
  const dir = path.slice(0, cut) || '/'
  const fields = parseSource(
    fillUniversity(file.source, university),
    file.extension,
    `${path}${file.extension}`,
  )
  // An edited date in the front matter wins: a checkout's file times say nothing about the text.
  const declared = typeof fields.updatedAt === 'string' ? new Date(fields.updatedAt) : null
  const updatedAt = declared && !Number.isNaN(declared.getTime()) ? declared : file.modifiedAt
  return {
    title: slug,
    ...fields,
    slug,
    path,
    dir,
    extension: file.extension,
    updatedAt: updatedAt.toISOString(),
  }
}

/**
 * Every document under `root`, by path (`/es/info/privacy`), with the university's settings filled in
 * (university.ts). Symbolic links are not followed.
 */
export async function readDocuments(
  root: string,
  university?: University,
): Promise<Map<string, StoredDocument>> {
  const documents = new Map<string, StoredDocument>()
  for (const [path, file] of await readSources(root)) documents.set(path, toDocument(path, file, university))
  return documents
}
