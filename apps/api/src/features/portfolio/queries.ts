import { randomBytes } from 'node:crypto'
import type { Project, ProjectInput, ProjectList, ProjectPatch } from '@egresa/api-contract/portfolio'
import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { expectedRow } from '../../db/rows'
import { type ProjectRow, projectImages, projects } from '../../db/schema/profile'
import { fileUrl } from '../../lib/files'

type ImageRow = typeof projectImages.$inferSelect

const newPublicHash = () => randomBytes(12).toString('base64url')

function toProject(row: ProjectRow, images: ImageRow[]): Project {
  return {
    hash: row.hash,
    name: row.name,
    date: row.date,
    content: row.content,
    links: row.links,
    images: images.map((i) => ({ hash: i.hash, url: fileUrl(i.fileKey) })),
    is_published: row.isPublished,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

async function withImages(db: Db, rows: ProjectRow[]): Promise<Project[]> {
  if (!rows.length) return []
  const images = await db
    .select()
    .from(projectImages)
    .where(
      inArray(
        projectImages.projectId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(projectImages.position), asc(projectImages.createdAt))
  return rows.map((row) =>
    toProject(
      row,
      images.filter((i) => i.projectId === row.id),
    ),
  )
}

/** A person's projects, newest first: all of them for the owner, or only the published ones. */
export async function listProjects(
  db: Db,
  params: { userId: string; publishedOnly: boolean; page: number; size: number },
): Promise<ProjectList> {
  const where = params.publishedOnly
    ? and(eq(projects.userId, params.userId), eq(projects.isPublished, true))
    : eq(projects.userId, params.userId)
  const [total] = await db.select({ n: count() }).from(projects).where(where)
  const rows = await db
    .select()
    .from(projects)
    .where(where)
    .orderBy(desc(projects.date), desc(projects.createdAt), desc(projects.id))
    .limit(params.size)
    .offset((params.page - 1) * params.size)
  const n = Number(total?.n ?? 0)
  return { items: await withImages(db, rows), total: n, maxPages: Math.ceil(n / params.size) }
}

/** The owner's project by hash; null for another person's (the caller answers 404). */
async function findOwnRow(db: Db, params: { userId: string; hash: string }): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.hash, params.hash), eq(projects.userId, params.userId)))
    .limit(1)
  return row ?? null
}

export async function findOwnProject(
  db: Db,
  params: { userId: string; hash: string },
): Promise<Project | null> {
  const row = await findOwnRow(db, params)
  return row ? ((await withImages(db, [row]))[0] ?? null) : null
}

export async function createProject(
  db: Db,
  params: { userId: string; input: ProjectInput },
): Promise<Project> {
  const { input } = params
  const rows = await db
    .insert(projects)
    .values({
      hash: newPublicHash(),
      userId: params.userId,
      name: input.name,
      date: input.date ?? null,
      content: input.content ?? '',
      links: input.links ?? [],
      isPublished: input.is_published ?? false,
    })
    .returning()
  return toProject(expectedRow(rows), [])
}

export async function updateProject(
  db: Db,
  params: { userId: string; hash: string; input: ProjectPatch },
): Promise<Project | null> {
  const { input } = params
  const values: Partial<typeof projects.$inferInsert> = { updatedAt: new Date() }
  if (input.name !== undefined) values.name = input.name
  if (input.date !== undefined) values.date = input.date
  if (input.content !== undefined) values.content = input.content
  if (input.links !== undefined) values.links = input.links
  if (input.is_published !== undefined) values.isPublished = input.is_published
  const [row] = await db
    .update(projects)
    .set(values)
    .where(and(eq(projects.hash, params.hash), eq(projects.userId, params.userId)))
    .returning()
  return row ? ((await withImages(db, [row]))[0] ?? null) : null
}

/** Deletes the owner's project; answers the storage keys of its images (to delete once committed), or null. */
export async function deleteProject(
  db: Db,
  params: { userId: string; hash: string },
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const row = await findOwnRow(tx, params)
    if (!row) return null
    const images = await tx
      .select({ key: projectImages.fileKey })
      .from(projectImages)
      .where(eq(projectImages.projectId, row.id))
    await tx.delete(projects).where(eq(projects.id, row.id))
    return images.map((i) => i.key)
  })
}

/** Adds a stored image to the owner's project, unless it already has `limit` images. */
export async function addProjectImage(
  db: Db,
  params: { userId: string; hash: string; key: string; limit: number },
): Promise<'added' | 'full' | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.hash, params.hash), eq(projects.userId, params.userId)))
      .limit(1)
      .for('update')
    if (!row) return null
    const [stats] = await tx
      .select({ n: count(), last: max(projectImages.position) })
      .from(projectImages)
      .where(eq(projectImages.projectId, row.id))
    if (Number(stats?.n ?? 0) >= params.limit) return 'full'
    await tx.insert(projectImages).values({
      hash: newPublicHash(),
      projectId: row.id,
      fileKey: params.key,
      position: (stats?.last ?? -1) + 1,
    })
    await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, row.id))
    return 'added'
  })
}

/** Removes an image of the owner's project; answers its storage key, or null when there is no such image. */
export async function removeProjectImage(
  db: Db,
  params: { userId: string; hash: string; imageHash: string },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const row = await findOwnRow(tx, params)
    if (!row) return null
    const [image] = await tx
      .delete(projectImages)
      .where(and(eq(projectImages.projectId, row.id), eq(projectImages.hash, params.imageHash)))
      .returning({ key: projectImages.fileKey })
    if (image) await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, row.id))
    return image?.key ?? null
  })
}
