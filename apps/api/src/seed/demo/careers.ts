import { inArray } from 'drizzle-orm'
import { projects, workExperiences } from '../../db/schema/profile'
import { users } from '../../db/schema/users'
import { inBatches } from '../batches'
import { DEMO_ACCOUNTS } from './accounts'
import type { DemoContext } from './context'
import { experienceRows } from './experiences'
import { projectRows } from './projects'

/** People whose rows are drawn, then written, at a time: the huge set's would not fit in memory at once. */
const CHUNK = 5000

/**
 * Job experiences and portfolio projects, drawn person by person (experiences, then projects), which is the
 * order the seeded faker's sequence depends on. The two demo alumni have three jobs and two published
 * projects, plus a draft so the "publish it" warning can be seen.
 */
export async function seedCareers(ctx: DemoContext, alumniIds: string[]): Promise<void> {
  const { f, tx } = ctx
  const demoAlumni = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.free, DEMO_ACCOUNTS.premium]))
  const experiences: (typeof workExperiences.$inferInsert)[] = []
  const portfolio: (typeof projects.$inferInsert)[] = []
  for (const demo of demoAlumni) {
    experiences.push(...experienceRows(ctx, demo.id, 3))
    portfolio.push(...projectRows(ctx, demo.id, 2, 1))
  }
  for (let from = 0; from < alumniIds.length; from += CHUNK) {
    for (const userId of alumniIds.slice(from, from + CHUNK)) {
      experiences.push(...experienceRows(ctx, userId, f.number.int({ min: 0, max: 3 })))
      portfolio.push(...projectRows(ctx, userId, f.number.int({ min: 0, max: 1 }), 0))
    }
    await inBatches(experiences.splice(0), 1000, (batch) => tx.insert(workExperiences).values(batch))
    await inBatches(portfolio.splice(0), 1000, (batch) => tx.insert(projects).values(batch))
    ctx.progress(
      'alumni with their experiences and projects',
      Math.min(from + CHUNK, alumniIds.length),
      alumniIds.length,
    )
  }
  await inBatches(experiences, 1000, (batch) => tx.insert(workExperiences).values(batch))
  await inBatches(portfolio, 1000, (batch) => tx.insert(projects).values(batch))
}
