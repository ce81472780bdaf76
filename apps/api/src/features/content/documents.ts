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

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The fields of a document's source, by its kind; a source that does not parse is reported by its path. */
function parseSource(source: string, extension: string, file: string): Record<string, unknown> {
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

/**
 * Every document under `root`, by path (`/es/info/privacy`), with the university's settings filled in
 * (university.ts). Symbolic links are not followed.
 */
export async function readDocuments(
  root: string,
  university?: University,
): Promise<Map<string, StoredDocument>> {
  const documents = new Map<string, StoredDocument>()
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
      const slug = entry.name.slice(0, -extension.length)
      const dirPath = `/${segments.join('/')}`
      const path = `${dirPath === '/' ? '' : dirPath}/${slug}`
      const [source, stats] = await Promise.all([readFile(file, 'utf8'), stat(file)])
      const fields = parseSource(fillUniversity(source, university), extension, file)
      // An edited date in the front matter wins: a checkout's file times say nothing about the text.
      const declared = typeof fields.updatedAt === 'string' ? new Date(fields.updatedAt) : null
      const updatedAt = declared && !Number.isNaN(declared.getTime()) ? declared : stats.mtime
      documents.set(path, {
        title: slug,
        ...fields,
        slug,
        path,
        dir: dirPath,
        extension,
        updatedAt: updatedAt.toISOString(),
      })
    }
  }
  await walk(root, [])
  return documents
}
