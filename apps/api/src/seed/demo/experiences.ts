import type { workExperiences } from '../../db/schema/profile'
import type { DemoContext } from './context'
import { experienceText, jobTitle, spanishCity } from './text'

/** A person's job experiences, from the oldest job to the current one (no end date), one after another. */
export function experienceRows(
  ctx: DemoContext,
  userId: string,
  howMany: number,
): (typeof workExperiences.$inferInsert)[] {
  const { f } = ctx
  const rows: (typeof workExperiences.$inferInsert)[] = []
  let year = f.number.int({ min: 2008, max: 2016 })
  for (let j = 0; j < howMany; j++) {
    const start = `${year}-${String(f.number.int({ min: 1, max: 12 })).padStart(2, '0')}-01`
    const current = j === howMany - 1
    const endYear = year + f.number.int({ min: 1, max: 3 })
    rows.push({
      hash: ctx.hash(),
      userId,
      name: jobTitle(ctx),
      contract: f.helpers.arrayElement(['INDEFINITE', 'TEMPORAL', 'FREELANCE', 'INTERNSHIP']),
      companyName: f.company.name(),
      start,
      end: current ? null : `${endYear}-06-30`,
      location: spanishCity(ctx),
      content: experienceText(f),
    })
    year = endYear + 1
  }
  return rows
}
