import { inArray } from 'drizzle-orm'
import { projects, workExperiences } from '../../db/schema/profile'
import { users } from '../../db/schema/users'
import { inBatches } from '../batches'
import { DEMO_ACCOUNTS } from './accounts'
import type { DemoContext } from './context'
import { experienceRows } from './experiences'
import { projectRows } from './projects'

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
  for (const userId of alumniIds) {
    experiences.push(...experienceRows(ctx, userId, f.number.int({ min: 0, max: 3 })))
    portfolio.push(...projectRows(ctx, userId, f.number.int({ min: 0, max: 1 }), 0))
  }
  await inBatches(experiences, 1000, (batch) => tx.insert(workExperiences).values(batch))
  await inBatches(portfolio, 1000, (batch) => tx.insert(projects).values(batch))
}
