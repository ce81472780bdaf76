import type {
  AddCommunityMemberInput,
  CommunityCandidates,
  CommunityCuration,
  CommunityMemberTexts,
} from '@egresa/api-contract/admin-content'
import {
  type CommunityPerson,
  type CommunitySectionKey,
  communitySectionKeys,
} from '@egresa/api-contract/content'
import { notPeopleRoles } from '@egresa/api-contract/permissions'
import { msg } from '@lingui/core/macro'
import { and, asc, eq, max, notInArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { communityMembers } from '../../db/schema/content'
import { users } from '../../db/schema/users'
import type { AuditEntry } from '../../lib/audit'
import type { StoredDocument } from '../../lib/content/documents'
import { ApiError, notFound } from '../../lib/errors'
import { fileUrl } from '../../lib/files'
import { type Locale, translate } from '../../lib/i18n'

// The people of the community page's curated sections (docs/content.md, "Community curation"): the office
// chooses them among those who agree to appear in the directory, and orders them. The page shows a person
// only while they still agree (the query checks it at each read); an erased account takes its rows with it.

/** Who may be shown: an active person of the portal (not a company, not the office) agreeing to appear. */
const appears: SQL = and(
  eq(users.isAppearByUser, true),
  eq(users.status, 'active'),
  notInArray(users.role, [...notPeopleRoles]),
) as SQL

const memberColumns = {
  section: communityMembers.section,
  position: communityMembers.position,
  roleEs: communityMembers.roleEs,
  roleEn: communityMembers.roleEn,
  roleCa: communityMembers.roleCa,
  textEs: communityMembers.textEs,
  textEn: communityMembers.textEn,
  textCa: communityMembers.textCa,
  hash: users.hash,
  name: users.name,
  surname: users.surname,
  avatarKey: users.avatarKey,
}

/** Every section's people, in order, as the office sees them (with whether the page shows them). */
export async function curation(db: Db): Promise<CommunityCuration> {
  const rows = await db
    .select({ ...memberColumns, appears: sql<boolean>`(${appears})` })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .orderBy(asc(communityMembers.section), asc(communityMembers.position))
  return {
    sections: communitySectionKeys.map((key) => ({
      key,
      members: rows
        .filter((r) => r.section === key)
        .map((r) => ({
          hash: r.hash,
          name: r.name,
          surname: r.surname,
          avatar: r.avatarKey ? fileUrl(r.avatarKey) : null,
          role_es: r.roleEs,
          role_en: r.roleEn,
          role_ca: r.roleCa,
          text_es: r.textEs,
          text_en: r.textEn,
          text_ca: r.textCa,
          appears: Boolean(r.appears),
        })),
    })),
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** People who may be shown, found by the words of their name (each word, without accents); 20 at most. */
export async function candidates(db: Db, q: string | undefined): Promise<CommunityCandidates> {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6)
  const matches = words.map(
    (word) =>
      sql`egresa_unaccent(lower(${users.name} || ' ' || ${users.surname})) like egresa_unaccent(${`%${escapeLike(word)}%`})`,
  )
  const rows = await db
    .select({
      hash: users.hash,
      name: users.name,
      surname: users.surname,
      avatarKey: users.avatarKey,
      graduationYear: users.graduationYear,
    })
    .from(users)
    .where(and(appears, ...matches))
    .orderBy(
      asc(sql`egresa_unaccent(lower(${users.surname}))`),
      asc(sql`egresa_unaccent(lower(${users.name}))`),
    )
    .limit(20)
  return {
    items: rows.map((r) => ({
      hash: r.hash,
      name: r.name,
      surname: r.surname,
      avatar: r.avatarKey ? fileUrl(r.avatarKey) : null,
      graduation_year: r.graduationYear,
    })),
  }
}

type Audit = (tx: Db, entry: AuditEntry) => Promise<void>

const textsOf = (input: CommunityMemberTexts) => ({
  roleEs: input.role_es,
  roleEn: input.role_en ?? null,
  roleCa: input.role_ca ?? null,
  textEs: input.text_es ?? null,
  textEn: input.text_en ?? null,
  textCa: input.text_ca ?? null,
})

const personLabel = (p: { name: string; surname: string }) => `${p.name} ${p.surname}`.trim()

/** Adds a person who appears to a section, last; a 400 for anyone else, a 409 when already there. */
export async function addMember(
  db: Db,
  section: CommunitySectionKey,
  input: AddCommunityMemberInput,
  deps: { locale: Locale; audit: Audit },
): Promise<void> {
  const [person] = await db
    .select({ id: users.id, hash: users.hash, name: users.name, surname: users.surname })
    .from(users)
    .where(and(eq(users.hash, input.person), appears))
  if (!person)
    throw new ApiError(400, 'validation_failed', {
      errors: {
        person: [
          translate(
            deps.locale,
            msg`Solo puede mostrarse a alguien con la cuenta activa que haya aceptado aparecer en el directorio.`,
          ),
        ],
      },
    })
  await db.transaction(async (tx) => {
    const [there] = await tx
      .select({ id: communityMembers.id })
      .from(communityMembers)
      .where(and(eq(communityMembers.section, section), eq(communityMembers.userId, person.id)))
    if (there)
      throw new ApiError(409, 'conflict', {
        message: msg`Esta persona ya está en esta sección.`,
      })
    const [last] = await tx
      .select({ position: max(communityMembers.position) })
      .from(communityMembers)
      .where(eq(communityMembers.section, section))
    await tx.insert(communityMembers).values({
      section,
      userId: person.id,
      position: (last?.position ?? 0) + 1,
      ...textsOf(input),
    })
    await deps.audit(tx, {
      action: 'community.add',
      object: { type: 'user', id: person.hash, label: personLabel(person) },
      changes: { section: { before: null, after: section }, role_es: { before: null, after: input.role_es } },
    })
  })
}

/** The member row of a person in a section, or a 404. */
async function memberOf(db: Db, section: CommunitySectionKey, hash: string) {
  const [row] = await db
    .select({ ...memberColumns, id: communityMembers.id })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .where(and(eq(communityMembers.section, section), eq(users.hash, hash)))
  if (!row) throw notFound()
  return row
}

export async function editMember(
  db: Db,
  section: CommunitySectionKey,
  hash: string,
  input: CommunityMemberTexts,
  deps: { audit: Audit },
): Promise<void> {
  const row = await memberOf(db, section, hash)
  const after = textsOf(input)
  const changes: Record<string, { before: unknown; after: unknown }> = {}
  for (const [key, value] of Object.entries(after)) {
    const before = row[key as keyof typeof after]
    if (before !== value)
      changes[key.replace(/[A-Z]/, (c) => `_${c.toLowerCase()}`)] = { before, after: value }
  }
  await db.transaction(async (tx) => {
    await tx.update(communityMembers).set(after).where(eq(communityMembers.id, row.id))
    await deps.audit(tx, {
      action: 'community.edit',
      object: { type: 'user', id: row.hash, label: personLabel(row) },
      changes: Object.keys(changes).length ? changes : null,
    })
  })
}

/** Puts a section in the order given: every one of its people, each once; a 400 otherwise. */
export async function orderSection(
  db: Db,
  section: CommunitySectionKey,
  order: string[],
  deps: { locale: Locale; audit: Audit },
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: communityMembers.id, hash: users.hash })
      .from(communityMembers)
      .innerJoin(users, eq(users.id, communityMembers.userId))
      .where(eq(communityMembers.section, section))
      .orderBy(asc(communityMembers.position))
    const byHash = new Map(rows.map((r) => [r.hash, r.id]))
    if (
      order.length !== rows.length ||
      new Set(order).size !== order.length ||
      order.some((h) => !byHash.has(h))
    )
      throw new ApiError(400, 'validation_failed', {
        errors: {
          order: [
            translate(
              deps.locale,
              msg`La lista ha cambiado mientras la ordenabas: vuelve a cargar la página e inténtalo de nuevo.`,
            ),
          ],
        },
      })
    for (const [index, hash] of order.entries())
      await tx
        .update(communityMembers)
        .set({ position: index + 1 })
        .where(eq(communityMembers.id, byHash.get(hash) ?? ''))
    await deps.audit(tx, {
      action: 'community.order',
      object: { type: 'community', id: section, label: section },
      changes: { order: { before: rows.map((r) => r.hash), after: order } },
    })
  })
}

export async function removeMember(
  db: Db,
  section: CommunitySectionKey,
  hash: string,
  deps: { audit: Audit },
): Promise<void> {
  const row = await memberOf(db, section, hash)
  await db.transaction(async (tx) => {
    await tx.delete(communityMembers).where(eq(communityMembers.id, row.id))
    await deps.audit(tx, {
      action: 'community.remove',
      object: { type: 'user', id: row.hash, label: personLabel(row) },
      changes: { section: { before: section, after: null } },
    })
  })
}

const COMMUNITY_PATH = /^\/[^/]+\/community$/

/**
 * The community page's document with the curated people in the sections whose `key` has any (in order, in
 * `locale`, the Spanish role or text where the office wrote none), read now: a person who stopped agreeing
 * to appear is no longer among them. Another document is returned as it is.
 */
export async function withCuratedPeople(
  db: Db,
  document: StoredDocument,
  locale: Locale,
): Promise<StoredDocument> {
  if (!COMMUNITY_PATH.test(document.path) || !Array.isArray(document.sections)) return document
  const sections = document.sections as { key?: unknown; people?: unknown }[]
  if (!sections.some((s) => typeof s?.key === 'string')) return document
  const rows = await db
    .select(memberColumns)
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .where(appears)
    .orderBy(asc(communityMembers.position))
  if (!rows.length) return document
  const say = (es: string | null, en: string | null, ca: string | null) =>
    (locale === 'en' ? en : locale === 'ca' ? ca : null) ?? es
  return {
    ...document,
    sections: sections.map((section) => {
      const people = rows.filter((r) => r.section === section?.key)
      if (!people.length) return section
      return {
        ...section,
        people: people.map((r): CommunityPerson => {
          const text = say(r.textEs, r.textEn, r.textCa)
          return {
            name: personLabel(r),
            role: say(r.roleEs, r.roleEn, r.roleCa) ?? r.roleEs,
            ...(text ? { text } : {}),
            ...(r.avatarKey ? { photo: fileUrl(r.avatarKey) } : {}),
            hash: r.hash,
          }
        }),
      }
    }),
  }
}
