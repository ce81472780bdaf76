import type { ConsentKind, PolicyKind } from '@egresa/api-contract/privacy'
import { policyKinds } from '@egresa/api-contract/privacy'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { consentRecords } from '../db/schema/privacy'
import type { ContentStore } from './content/store'

// Consent records (GDPR art. 7, docs/privacy.md, "Consent records"): registration, the profile's choices, the
// policies accepted again and the cookie banner write them; the apps ask again when a policy's version changed.

/** The documents of the content service whose version a consent names. */
const documents: Record<PolicyKind | 'cookies', string> = {
  conditions: 'conditions',
  privacy: 'privacy',
  cookies: 'cookies',
}

/**
 * The current version of the conditions, the privacy policy and the cookie policy: each Spanish document's
 * `updatedAt` as its front matter writes it (`/es/info/<slug>`), which the university changes with the text.
 * Read through the content service's documents (lib/content/store.ts), so a version saved from the admin app
 * counts as soon as the service shows it. Null when a document has none (then nobody is asked again).
 */
export async function documentVersions(store: ContentStore): Promise<Record<string, string | null>> {
  const { sources } = await store.documents()
  return Object.fromEntries(
    Object.entries(documents).map(([kind, slug]) => {
      const text = sources.get(`/es/info/${slug}`)?.source ?? ''
      const front = /^---\s*\n([\s\S]*?)\n---/.exec(text)?.[1] ?? ''
      const updated = /^updatedAt:\s*['"]?([^'"\n]+?)['"]?\s*$/m.exec(front)?.[1] ?? null
      return [kind, updated] as const
    }),
  )
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
export async function policiesToAccept(db: Db, userId: string, content: ContentStore): Promise<PolicyKind[]> {
  const versions = await documentVersions(content)
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
