import type { ReportReason } from '@egresa/api-contract/workgroups'
import { eq, sql } from 'drizzle-orm'
import {
  workgroupCommentLikes,
  workgroupComments,
  workgroupMembers,
  workgroupReports,
  workgroups,
} from '../../db/schema/content'
import { users } from '../../db/schema/users'
import { inBatches } from '../batches'
import { DEMO_ACCOUNTS } from './accounts'
import { type DemoContext, type DemoSize, REF_DATE } from './context'
import { groupName, groupText, spanishCity } from './text'

export type SeededGroup = { id: string; type: string; creatorId: string }

/** `count` published workgroups, public or private, each created (and administered) by one of the alumni. */
export async function seedWorkgroups(
  ctx: DemoContext,
  count: number,
  alumniIds: string[],
): Promise<SeededGroup[]> {
  const { f, tx } = ctx
  const groups = Array.from({ length: count }, (_, i) => {
    const name = groupName(f, spanishCity(ctx))
    return {
      hash: ctx.hash(),
      slug: `${f.helpers.slugify(name).toLowerCase()}-${i + 1}`,
      name,
      type: f.helpers.arrayElement(['PUBLIC', 'PRIVATE']),
      status: 'PUBLISHED',
      content: groupText(f),
      // Names and descriptions are Spanish (\`groupName\`, \`groupText\`): an English page marks them.
      language: 'es',
      creatorId: f.helpers.arrayElement(alumniIds),
      // A group every three days back from the demo's today (no draw from faker: the later steps keep theirs).
      createdAt: new Date(new Date(REF_DATE).getTime() - i * 3 * 24 * 3_600_000),
      updatedAt: new Date(new Date(REF_DATE).getTime() - i * 3 * 24 * 3_600_000),
    } satisfies typeof workgroups.$inferInsert
  })
  const seeded: SeededGroup[] = []
  await inBatches(groups, 500, async (batch) => {
    const rows = await tx
      .insert(workgroups)
      .values(batch)
      .returning({ id: workgroups.id, type: workgroups.type, creatorId: workgroups.creatorId })
    for (const r of rows) if (r.creatorId) seeded.push({ id: r.id, type: r.type, creatorId: r.creatorId })
  })
  // The creator of a group administers it (docs/workgroups.md).
  await inBatches(seeded, 500, (batch) =>
    tx.insert(workgroupMembers).values(
      batch.map((g) => ({
        workgroupId: g.id,
        userId: g.creatorId,
        role: 'ADMINISTRATOR' as const,
        status: 'ACCEPTED' as const,
      })),
    ),
  )
  return seeded
}

const comments = [
  '¿Alguien va a la feria de empleo del mes que viene? Podríamos quedar allí.',
  'Comparto la presentación de la última charla, por si a alguien le sirve.',
  'Buscamos a alguien con experiencia en análisis de datos para un proyecto. ¿Conocéis a alguien?',
  'Gracias a todos por venir al encuentro del jueves, fue un placer.',
  'He encontrado un curso gratuito muy bueno sobre gestión de proyectos.',
  'Propongo hacer la próxima reunión en línea para que puedan venir los que viven fuera.',
  '¿Qué tal la experiencia de trabajar en remoto en vuestras empresas?',
  'Bienvenidos a los nuevos miembros del grupo.',
]
const replies = [
  '¡Yo me apunto!',
  'Muy útil, gracias por compartirlo.',
  'Te escribo por privado.',
  'Totalmente de acuerdo.',
  'Cuenta conmigo para organizarlo.',
]

/**
 * Life in the groups: followers (and requests to join the private ones), comments with replies and likes,
 * and the Premium demo member administering one private group (with requests waiting) and following a
 * public one. Runs last: it draws from the shared faker after every other step.
 */
export async function seedWorkgroupLife(
  ctx: DemoContext,
  groups: SeededGroup[],
  alumniIds: string[],
  size: DemoSize,
): Promise<void> {
  const { f, tx } = ctx
  const [premium] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.premium))
  const [free] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.free))
  const administered = groups.find((g) => g.type === 'PRIVATE')
  const followed = groups.find((g) => g.type === 'PUBLIC')
  if (premium && administered) {
    await tx.update(workgroups).set({ creatorId: premium.id }).where(eq(workgroups.id, administered.id))
    await tx.delete(workgroupMembers).where(eq(workgroupMembers.workgroupId, administered.id))
    administered.creatorId = premium.id
  }
  const base = new Date(REF_DATE).getTime()
  const members: (typeof workgroupMembers.$inferInsert)[] = []
  const commentRows: (typeof workgroupComments.$inferInsert & { id: string })[] = []
  const likes: (typeof workgroupCommentLikes.$inferInsert)[] = []
  const perGroup =
    size === 'small' ? { followers: [3, 8], comments: [2, 6] } : { followers: [2, 12], comments: [0, 5] }
  for (const group of groups) {
    const chosen = f.helpers
      .arrayElements(
        alumniIds,
        f.number.int({ min: perGroup.followers[0] ?? 0, max: perGroup.followers[1] ?? 0 }),
      )
      .filter((id) => id !== group.creatorId)
    const accepted = [group.creatorId]
    for (const userId of chosen) {
      const pending = group.type === 'PRIVATE' && f.number.int({ min: 1, max: 4 }) === 1
      members.push({
        workgroupId: group.id,
        userId,
        role: 'FOLLOWER',
        status: pending ? 'PENDING' : 'ACCEPTED',
      })
      if (!pending) accepted.push(userId)
    }
    if (group === administered && premium) {
      members.push({ workgroupId: group.id, userId: premium.id, role: 'ADMINISTRATOR', status: 'ACCEPTED' })
      // Requests waiting for the Premium member, so the demo shows them.
      for (const userId of f.helpers.arrayElements(
        alumniIds.filter((id) => !chosen.includes(id)),
        2,
      ))
        members.push({ workgroupId: group.id, userId, role: 'FOLLOWER', status: 'PENDING' })
    }
    if (group === followed && premium && group.creatorId !== premium.id) {
      members.push({ workgroupId: group.id, userId: premium.id, role: 'FOLLOWER', status: 'ACCEPTED' })
      accepted.push(premium.id)
      // The free demo member has commented in it (free members comment in public groups).
      if (free) accepted.push(free.id)
    }
    const n = f.number.int({ min: perGroup.comments[0] ?? 0, max: perGroup.comments[1] ?? 0 })
    for (let i = 0; i < n; i++) {
      const id = f.string.uuid()
      const at = base - f.number.int({ min: 1, max: 120 * 24 * 60 }) * 60_000
      commentRows.push({
        id,
        hash: ctx.hash(),
        workgroupId: group.id,
        parentId: null,
        authorId: f.helpers.arrayElement(accepted),
        content: f.helpers.arrayElement(comments),
        createdAt: new Date(at),
      })
      for (let r = f.number.int({ min: 0, max: 2 }); r > 0; r--) {
        commentRows.push({
          id: f.string.uuid(),
          hash: ctx.hash(),
          workgroupId: group.id,
          parentId: id,
          authorId: f.helpers.arrayElement(accepted),
          content: f.helpers.arrayElement(replies),
          createdAt: new Date(at + r * 3_600_000),
        })
      }
      for (const userId of f.helpers.arrayElements(accepted, f.number.int({ min: 0, max: accepted.length })))
        likes.push({ commentId: id, userId })
    }
  }
  await inBatches(members, 1000, (batch) => tx.insert(workgroupMembers).values(batch).onConflictDoNothing())
  // Parents first: a reply names its parent's row.
  const walls = commentRows.filter((c) => !c.parentId)
  const threads = commentRows.filter((c) => c.parentId)
  await inBatches(walls, 1000, (batch) => tx.insert(workgroupComments).values(batch))
  await inBatches(threads, 1000, (batch) => tx.insert(workgroupComments).values(batch))
  await inBatches(likes, 1000, (batch) =>
    tx.insert(workgroupCommentLikes).values(batch).onConflictDoNothing(),
  )
}

/**
 * What members reported to the office, seeded last with no draw from faker (so the rest of the set stays as
 * it was): the three latest wall comments of published groups, each reported by up to two accepted members
 * other than its author (the first by e-mail), so the office's moderation has something to review.
 */
export async function seedDemoReports(ctx: DemoContext): Promise<void> {
  const picked = (await ctx.tx.execute(sql`
    with latest as (
      select c.id, c.hash, c.content, c.author_id, c.workgroup_id, c.created_at
      from ${workgroupComments} c
      join ${workgroups} g on g.id = c.workgroup_id and g.status = 'PUBLISHED'
      where c.parent_id is null and c.author_id is not null
      order by c.created_at desc, c.content
      limit 3
    )
    select l.id, l.hash, l.content, l.author_id, l.workgroup_id, r.id as reporter_id, r.rank
    from latest l
    cross join lateral (
      select u.id, row_number() over (order by u.email) as rank
      from ${workgroupMembers} m join ${users} u on u.id = m.user_id
      where m.workgroup_id = l.workgroup_id and m.status = 'ACCEPTED' and m.user_id <> l.author_id
      order by u.email
      limit 2
    ) r
    order by l.created_at desc, l.content, r.rank
  `)) as unknown as {
    rows: {
      id: string
      hash: string
      content: string
      author_id: string
      workgroup_id: string
      reporter_id: string
      rank: number | string
    }[]
  }
  const reasons: ReportReason[] = ['spam', 'offensive', 'personal_data']
  const rows = picked.rows.map((row, i) => ({
    hash: `demo-report-${i + 1}`,
    workgroupId: row.workgroup_id,
    kind: 'comment' as const,
    itemHash: row.hash,
    commentId: row.id,
    excerpt: row.content.length > 300 ? `${row.content.slice(0, 299)}…` : row.content,
    authorId: row.author_id,
    reporterId: row.reporter_id,
    reason: reasons[i % reasons.length] ?? ('other' as const),
    note: Number(row.rank) === 1 ? 'No tiene que ver con el grupo.' : null,
    createdAt: new Date(new Date(REF_DATE).getTime() - (i + 1) * 3_600_000),
  }))
  if (rows.length) await ctx.tx.insert(workgroupReports).values(rows)
}
