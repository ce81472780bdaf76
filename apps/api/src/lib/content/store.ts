import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { readSources, type SourceFile, type StoredDocument, toDocument } from './documents'
import type { University } from './university'

// The content service's documents (docs/content.md): the files of the content folder, each replaced by its
// newest version saved from the admin app (table content_versions) when there is one. The files are the
// starting point of a new installation; the versions are the office's edits.

/** How old the documents read may be before the next call reads them again. */
export const CONTENT_RELOAD_MS = 5_000

/** A document's source, and the version it comes from (null: the installation's file). */
export type DocumentSource = SourceFile & { version: number | null }

export type Documents = {
  byPath: Map<string, StoredDocument>
  all: StoredDocument[]
  sources: Map<string, DocumentSource>
}

export type ContentStore = {
  /**
   * The documents read at the first call and kept; a call more than the reload time after the last read is
   * answered with them while they are read again, so an edit (a file, or a version saved by another process)
   * shows within seconds.
   */
  documents: () => Promise<Documents>
  /** Drops the documents kept: the next call reads them at once (this process saved a version). */
  forget: () => void
}

/** Where a saved version of a path is read as: an info page is Markdown, the rest YAML. */
function extensionOf(path: string): string {
  return /^\/[^/]+\/info\//.test(path) ? '.md' : '.yml'
}

type VersionRow = { id: number; path: string; source: string; created_at: Date | string }

/** The newest version of each path (by id: two saves in one millisecond keep their order). */
async function newestVersions(db: Db): Promise<VersionRow[]> {
  const result = (await db.execute(sql`
    select distinct on (path) id, path, source, created_at from content_versions order by path, id desc`)) as unknown as {
    rows: VersionRow[]
  }
  return result.rows
}

export function createContentStore({
  contentDir,
  university,
  db,
  reloadMs = CONTENT_RELOAD_MS,
}: {
  contentDir: string
  /** What fills the documents' `{{university.*}}` placeholders (university.ts). */
  university?: University
  /** Where the versions are; without one (the seed), the files only. */
  db?: Db
  reloadMs?: number
}): ContentStore {
  let kept: { documents: Documents; at: number } | null = null
  let reading: Promise<Documents> | null = null
  // The versions last read: a database that cannot be read (away, not yet migrated) keeps them.
  let lastVersions: VersionRow[] = []
  let generation = 0

  const read = (): Promise<Documents> => {
    if (reading) return reading
    const started = generation
    const promise: Promise<Documents> = Promise.all([
      readSources(contentDir),
      db
        ? newestVersions(db).then(
            (rows) => {
              lastVersions = rows
              return rows
            },
            () => lastVersions,
          )
        : Promise.resolve([]),
    ])
      .then(([files, versions]) => {
        const sources = new Map<string, DocumentSource>()
        for (const [path, file] of files) sources.set(path, { ...file, version: null })
        for (const row of versions)
          sources.set(row.path, {
            source: row.source,
            extension: extensionOf(row.path),
            modifiedAt: new Date(row.created_at),
            version: Number(row.id),
          })
        const byPath = new Map<string, StoredDocument>()
        for (const [path, source] of sources) byPath.set(path, toDocument(path, source, university))
        const documents = { byPath, all: [...byPath.values()], sources }
        // A read that began before a forget() may miss the version just saved: it is not kept.
        if (started === generation) kept = { documents, at: Date.now() }
        return documents
      })
      .finally(() => {
        // A folder that failed to read is tried again on the next call.
        if (reading === promise) reading = null
      })
    reading = promise
    return promise
  }

  return {
    documents: () => {
      if (!kept) return read()
      if (Date.now() - kept.at > reloadMs) read().catch(() => {})
      return Promise.resolve(kept.documents)
    },
    forget: () => {
      generation++
      kept = null
      reading = null
    },
  }
}
