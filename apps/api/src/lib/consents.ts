import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ConsentKind, PolicyKind } from '@egresa/api-contract/privacy'
import { policyKinds } from '@egresa/api-contract/privacy'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { consentRecords } from '../db/schema/privacy'

// Consent records (GDPR art. 7, docs/privacy.md, "Consent records"): registration, the profile's choices, the
// policies accepted again and the cookie banner write them; the apps ask again when a policy's version changed.

/** The documents of the content service whose version a consent names. */
const documents: Record<PolicyKind | 'cookies', string> = {
  conditions: 'conditions',
  privacy: 'privacy',
  cookies: 'cookies',
}

/** How long a read of the documents' versions is kept: a changed document is asked for within a minute. */
const VERSIONS_TTL_MS = 60_000
const cache = new Map<string, { at: number; versions: Promise<Record<string, string | null>> }>()

/**
 * The current version of the conditions, the privacy policy and the cookie policy: each Spanish document's
 * `updatedAt` (`content/es/info/<slug>.md`), which the university changes with the text. Null when a document
 * has none (then nobody is asked again).
 */
export function documentVersions(contentDir: string): Promise<Record<string, string | null>> {
  const kept = cache.get(contentDir)
  if (kept && Date.now() - kept.at < VERSIONS_TTL_MS) return kept.versions
  const versions = Promise.all(
    Object.entries(documents).map(async ([kind, slug]) => {
      const text = await readFile(join(contentDir, 'es', 'info', `${slug}.md`), 'utf8').catch(() => '')
      const front = /^---\s*\n([\s\S]*?)\n---/.exec(text)?.[1] ?? ''
      const updated = /^updatedAt:\s*['"]?([^'"\n]+?)['"]?\s*$/m.exec(front)?.[1] ?? null
      return [kind, updated] as const
    }),
  ).then((pairs) => Object.fromEntries(pairs))
  cache.set(contentDir, { at: Date.now(), versions })
  return versions
}

/** Forgets the versions read (a test that changes a document). */
export function forgetDocumentVersions(): void {
  cache.clear()
}

export type ConsentRecord = { kind: ConsentKind; granted: boolean; version?: string | null; source: string }

/** Writes consent records of one person (in the caller's transaction). */
export async function recordConsents(db: Db, userId: string, records: ConsentRecord[]): Promise<void> {
  if (records.length === 0) return
  await db.insert(consentRecords).values(
    records.map((r) => ({
      userId,
      kind: r.kind,
      granted: r.granted,
      version: r.version ?? null,
      source: r.source,
    })),
  )
}

/**
 * The policies the person must accept again: those whose current version differs from the version of their
 * last acceptance (or that they never accepted with a version). None when a document has no version.
 */
export async function policiesToAccept(db: Db, userId: string, contentDir: string): Promise<PolicyKind[]> {
  const versions = await documentVersions(contentDir)
  const due: PolicyKind[] = []
  for (const kind of policyKinds) {
    const current = versions[kind]
    if (!current) continue
    const [last] = await db
      .select({ version: consentRecords.version })
      .from(consentRecords)
      .where(
        and(eq(consentRecords.userId, userId), eq(consentRecords.kind, kind), sql`${consentRecords.granted}`),
      )
      .orderBy(desc(consentRecords.at))
      .limit(1)
    if (last?.version !== current) due.push(kind)
  }
  return due
}
