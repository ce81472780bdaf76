import { randomBytes } from 'node:crypto'
import type {
  WorkExperience,
  WorkExperienceInput,
  WorkExperienceList,
  WorkExperiencePatch,
} from '@egresa/api-contract/experiences'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { expectedRow } from '../../db/rows'
import { type WorkExperienceRow, workExperiences } from '../../db/schema/profile'

export function toExperience(row: WorkExperienceRow): WorkExperience {
  return {
    id: row.hash,
    hash: row.hash,
    name: row.name,
    contract: row.contract as WorkExperience['contract'],
    company_name: row.companyName,
    start: row.start,
    end: row.end,
    is_current: row.end === null,
    location: row.location,
    content: row.content || null,
  }
}

/** A person's experiences: current jobs first, then by start date, newest first. */
export async function listExperiences(
  db: Db,
  params: { userId: string; page: number; size: number },
): Promise<WorkExperienceList> {
  const where = eq(workExperiences.userId, params.userId)
  const [total] = await db.select({ n: count() }).from(workExperiences).where(where)
  const rows = await db
    .select()
    .from(workExperiences)
    .where(where)
    .orderBy(sql`${workExperiences.end} is null desc`, desc(workExperiences.start), desc(workExperiences.id))
    .limit(params.size)
    .offset((params.page - 1) * params.size)
  const n = Number(total?.n ?? 0)
  return { items: rows.map(toExperience), total: n, maxPages: Math.ceil(n / params.size) }
}

export async function findExperience(db: Db, params: { hash: string }): Promise<WorkExperienceRow | null> {
  const [row] = await db.select().from(workExperiences).where(eq(workExperiences.hash, params.hash)).limit(1)
  return row ?? null
}

export async function createExperience(
  db: Db,
  params: { userId: string; input: WorkExperienceInput },
): Promise<WorkExperience> {
  const { input } = params
  const rows = await db
    .insert(workExperiences)
    .values({
      hash: randomBytes(12).toString('base64url'),
      userId: params.userId,
      name: input.name,
      contract: input.contract,
      companyName: input.company_name,
      start: input.start,
      end: input.end ?? null,
      location: input.location ?? null,
      content: input.content ?? '',
    })
    .returning()
  return toExperience(expectedRow(rows))
}

const ownedBy = (userId: string, hash: string) =>
  and(eq(workExperiences.hash, hash), eq(workExperiences.userId, userId))

/**
 * Changes the owner's experience. 'bad_dates' when the result would end before it starts (the input alone
 * cannot tell when only one of the dates changes); null for another person's experience.
 */
export async function updateExperience(
  db: Db,
  params: { userId: string; hash: string; input: WorkExperiencePatch },
): Promise<WorkExperience | 'bad_dates' | null> {
  const { input } = params
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(workExperiences)
      .where(ownedBy(params.userId, params.hash))
      .limit(1)
      .for('update')
    if (!current) return null
    const start = input.start ?? current.start
    const end = input.end === undefined ? current.end : input.end
    if (end !== null && end < start) return 'bad_dates'
    const values: Partial<typeof workExperiences.$inferInsert> = { start, end, updatedAt: new Date() }
    if (input.name !== undefined) values.name = input.name
    if (input.contract !== undefined) values.contract = input.contract
    if (input.company_name !== undefined) values.companyName = input.company_name
    if (input.location !== undefined) values.location = input.location
    if (input.content !== undefined) values.content = input.content ?? ''
    const rows = await tx
      .update(workExperiences)
      .set(values)
      .where(eq(workExperiences.id, current.id))
      .returning()
    return toExperience(expectedRow(rows))
  })
}

export async function deleteExperience(db: Db, params: { userId: string; hash: string }): Promise<boolean> {
  const rows = await db
    .delete(workExperiences)
    .where(ownedBy(params.userId, params.hash))
    .returning({ id: workExperiences.id })
  return rows.length > 0
}
