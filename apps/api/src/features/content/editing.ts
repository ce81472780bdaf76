import type {
  ContentDocumentDetail,
  ContentDocumentKind,
  ContentDocumentRow,
  ContentLocale,
  ContentPreview,
} from '@egresa/api-contract/admin-content'
import { CommunityDocument, infoSlugs, ServicesDocument } from '@egresa/api-contract/content'
import { msg } from '@lingui/core/macro'
import { and, desc, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { parse as parseYaml } from 'yaml'
import type { Db } from '../../db/client'
import { contentVersions } from '../../db/schema/content'
import { users } from '../../db/schema/users'
import type { AuditEntry } from '../../lib/audit'
import { FRONT_MATTER, renderMarkdown } from '../../lib/content/documents'
import type { ContentStore, Documents } from '../../lib/content/store'
import { fillUniversity, type University } from '../../lib/content/university'
import { ApiError, type FieldErrors, notFound } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import { issuesToFieldErrors } from '../../lib/validator'

// The office edits the content service's documents (docs/content.md, "Editing from the admin app"): each save
// is a new version in content_versions, which the service shows over the file; a restore is a new version
// whose source is an older one's. Only the installation's documents are edited: the info pages of the
// languages' trees, the services home and the community page.

type Kind = ContentDocumentKind

/** A document the office may edit: its name in the language, its kind and its path in the service. */
export type EditableDocument = { locale: ContentLocale; name: string; kind: Kind; path: string }

export function kindOf(name: string): Kind {
  return name === 'services' || name === 'community' ? name : 'info'
}

export function pathOf(locale: ContentLocale, name: string): string {
  return kindOf(name) === 'info' ? `/${locale}/info/${name.slice('info.'.length)}` : `/${locale}/${name}`
}

/** The info pages of a language: those the apps link to, and any other the installation's folder has. */
function infoNames(documents: Documents, locale: ContentLocale): string[] {
  const slugs = new Set<string>(infoSlugs)
  for (const [path, source] of documents.sources) {
    const match = /^\/([^/]+)\/info\/([a-z0-9][a-z0-9-]*)$/.exec(path)
    if (match && (match[1] === 'es' || match[1] === locale) && source.extension === '.md')
      slugs.add(match[2] ?? '')
  }
  return [...slugs].sort().map((slug) => `info.${slug}`)
}

/** Every document the office may edit, in the portal's languages. */
export function editableDocuments(
  documents: Documents,
  locales: readonly ContentLocale[],
): EditableDocument[] {
  return locales.flatMap((locale) =>
    [...infoNames(documents, locale), 'services', 'community'].map((name) => ({
      locale,
      name,
      kind: kindOf(name),
      path: pathOf(locale, name),
    })),
  )
}

/** The document named, if the office may edit it; a 404 otherwise (no new paths, nothing outside the trees). */
export function findEditable(
  documents: Documents,
  locales: readonly ContentLocale[],
  locale: ContentLocale,
  name: string,
): EditableDocument {
  const found = editableDocuments(documents, locales).find((d) => d.locale === locale && d.name === name)
  if (!found) throw notFound()
  return found
}

/** The source the pages show for a document: its language's, else the Spanish one (`fallback`). */
function currentSource(documents: Documents, document: EditableDocument) {
  const own = documents.sources.get(document.path)
  if (own) return { source: own, fallback: false }
  const spanish = documents.sources.get(pathOf('es', document.name))
  return { source: spanish ?? null, fallback: true }
}

function titleOf(documents: Documents, document: EditableDocument, fallback: boolean): string {
  const shown = documents.byPath.get(fallback ? pathOf('es', document.name) : document.path)
  return typeof shown?.title === 'string' ? shown.title : document.name
}

type LastChange = { path: string; author_name: string | null; created_at: Date | string }

/** The documents of the list, each with its last version's date and author. */
export async function listDocuments(
  db: Db,
  documents: Documents,
  locales: readonly ContentLocale[],
): Promise<ContentDocumentRow[]> {
  const result = (await db.execute(sql`
    select distinct on (path) path, author_name, created_at from content_versions order by path, id desc`)) as unknown as {
    rows: LastChange[]
  }
  const last = new Map(result.rows.map((r) => [r.path, r]))
  return editableDocuments(documents, locales).map((document) => {
    const { fallback } = currentSource(documents, document)
    const change = last.get(document.path)
    return {
      ...document,
      title: titleOf(documents, document, fallback),
      changed_at: change ? new Date(change.created_at).toISOString() : null,
      changed_by: change?.author_name ?? null,
      fallback,
    }
  })
}

/** The Markdown after an info page's front matter. */
function bodyOf(source: string): string {
  const match = FRONT_MATTER.exec(source)
  return match ? source.slice(match[0].length) : source
}

/** An info page's text as the pages show it: placeholders filled, rendered with the service's renderer. */
function previewOf(source: string, university: University | undefined): string {
  return renderMarkdown(bodyOf(fillUniversity(source, university)))
}

/** A document to edit: source, preview and versions (newest first). */
export async function documentDetail(
  db: Db,
  documents: Documents,
  document: EditableDocument,
  university: University | undefined,
): Promise<ContentDocumentDetail> {
  const { source, fallback } = currentSource(documents, document)
  const rows = await db
    .select({
      id: contentVersions.id,
      author: contentVersions.authorName,
      createdAt: contentVersions.createdAt,
      restoredFrom: contentVersions.restoredFrom,
    })
    .from(contentVersions)
    .where(eq(contentVersions.path, document.path))
    .orderBy(desc(contentVersions.id))
    .limit(100)
  const text = source?.source ?? ''
  const newest = rows[0]
  return {
    ...document,
    title: titleOf(documents, document, fallback),
    changed_at: newest ? newest.createdAt.toISOString() : null,
    changed_by: newest?.author ?? null,
    fallback,
    source: text,
    preview: document.kind === 'info' ? previewOf(text, university) : null,
    versions: rows.map((r) => ({
      id: r.id,
      author: r.author,
      created_at: r.createdAt.toISOString(),
      restored_from: r.restoredFrom,
      current: !fallback && r.id === source?.version,
    })),
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const nonEmptyText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** A YAML text's data, or the message of where it does not parse. */
function parsedYaml(source: string, locale: Locale): { data: unknown } | { error: string } {
  try {
    return { data: parseYaml(source) }
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line
    return {
      error: line
        ? translate(
            locale,
            msg`El YAML no es válido en la línea ${line}: revisa la sangría, los dos puntos y las comillas.`,
          )
        : translate(locale, msg`El YAML no es válido: revisa la sangría, los dos puntos y las comillas.`),
    }
  }
}

/**
 * What a save would refuse, by field: an info page's front matter must parse and hold `title` and
 * `description`, and the page a text; a YAML document must parse and have its document's shape
 * (`ServicesDocument`, `CommunityDocument`). Empty when the source may be saved.
 */
export function sourceErrors(
  kind: Kind,
  source: string,
  locale: Locale,
  university: University | undefined,
): FieldErrors {
  const filled = fillUniversity(source, university)
  if (kind !== 'info') {
    const parsed = parsedYaml(filled, locale)
    if ('error' in parsed) return { source: [parsed.error] }
    const schema = kind === 'services' ? ServicesDocument : CommunityDocument
    const result = v.safeParse(schema, parsed.data, { lang: locale })
    return result.success ? {} : issuesToFieldErrors(result.issues, locale)
  }
  const match = FRONT_MATTER.exec(filled)
  if (!match)
    return {
      source: [
        translate(
          locale,
          msg`La página empieza por su encabezado entre dos líneas «---», con su título (title) y su descripción (description).`,
        ),
      ],
    }
  const front = parsedYaml(match[1] ?? '', locale)
  if ('error' in front) return { source: [front.error] }
  const fields = isPlainObject(front.data) ? front.data : {}
  const errors: FieldErrors = {}
  if (!nonEmptyText(fields.title))
    errors.title = [translate(locale, msg`Escribe el título de la página (title) en el encabezado.`)]
  if (!nonEmptyText(fields.description))
    errors.description = [
      translate(locale, msg`Escribe la descripción de la página (description) en el encabezado.`),
    ]
  if (fields.updatedAt !== undefined) {
    const date = typeof fields.updatedAt === 'string' ? fields.updatedAt : ''
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(new Date(date).getTime()))
      errors.updatedAt = [translate(locale, msg`La fecha de la versión (updatedAt) se escribe AAAA-MM-DD.`)]
  }
  if (filled.slice(match[0].length).trim() === '')
    errors.body = [translate(locale, msg`Escribe el texto de la página después del encabezado.`)]
  return errors
}

export function preview(
  kind: Kind,
  source: string,
  locale: Locale,
  university: University | undefined,
): ContentPreview {
  return {
    html: kind === 'info' ? previewOf(source, university) : null,
    errors: sourceErrors(kind, source, locale, university),
  }
}

/** The name the list of versions keeps for who saved: the account's name, else its address. */
async function authorName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) return null
  return `${row.name} ${row.surname}`.trim() || row.email
}

type SaveDeps = {
  content: ContentStore
  university: University | undefined
  locale: Locale
  authorId: string
  audit: (tx: Db, entry: AuditEntry) => Promise<void>
}

/** Writes a new version (in one transaction with its audit entry), then drops the documents kept. */
async function writeVersion(
  db: Db,
  document: EditableDocument,
  source: string,
  restoredFrom: number | null,
  deps: SaveDeps,
): Promise<void> {
  const before = currentSource(await deps.content.documents(), document)
  const author = await authorName(db, deps.authorId)
  await db.transaction(async (tx) => {
    // The first change of a file's text keeps that text as the first version, so it can be brought back.
    const file = !before.fallback && before.source?.version === null ? before.source : null
    if (file)
      await tx.insert(contentVersions).values({
        path: document.path,
        source: file.source,
        authorId: null,
        authorName: null,
        createdAt: file.modifiedAt,
      })
    const [row] = await tx
      .insert(contentVersions)
      .values({ path: document.path, source, authorId: deps.authorId, authorName: author, restoredFrom })
      .returning({ id: contentVersions.id })
    await deps.audit(tx, {
      action: restoredFrom === null ? 'content.save' : 'content.restore',
      object: { type: 'content', id: document.path, label: document.path },
      changes: {
        version: {
          before: before.fallback ? null : (before.source?.version ?? null),
          after: row?.id ?? null,
        },
        ...(restoredFrom === null ? {} : { restored_from: { before: null, after: restoredFrom } }),
      },
    })
  })
  // This process shows it at once; the others within their reload time (lib/content/store.ts).
  deps.content.forget()
}

/** Saves a checked source as the document's new version: a 400 with the fields' messages, nothing saved, otherwise. */
export async function saveDocument(
  db: Db,
  document: EditableDocument,
  source: string,
  deps: SaveDeps,
): Promise<void> {
  const errors = sourceErrors(document.kind, source, deps.locale, deps.university)
  if (Object.keys(errors).length) throw new ApiError(400, 'validation_failed', { errors })
  await writeVersion(db, document, source, null, deps)
}

/** Brings back a version of the document: a new version with its source. */
export async function restoreVersion(
  db: Db,
  document: EditableDocument,
  id: number,
  deps: SaveDeps,
): Promise<void> {
  const [old] = await db
    .select({ source: contentVersions.source })
    .from(contentVersions)
    .where(and(eq(contentVersions.id, id), eq(contentVersions.path, document.path)))
  if (!old) throw notFound()
  await writeVersion(db, document, old.source, id, deps)
}
