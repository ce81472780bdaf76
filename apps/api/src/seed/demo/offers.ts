import { jobOffers } from '../../db/schema/jobs'
import { inBatches } from '../batches'
import { type DemoContext, REF_DATE } from './context'
import { offerDescription } from './text'

/** `count` job offers of the given companies, published within the last year; most of them published. */
export async function seedOffers(ctx: DemoContext, count: number, companyIds: string[]): Promise<void> {
  const { f, tx } = ctx
  const offers = Array.from({ length: count }, () => {
    const published = f.date.past({ years: 1, refDate: REF_DATE })
    return {
      hash: ctx.hash(),
      companyId: f.helpers.arrayElement(companyIds),
      title: f.person.jobTitle(),
      description: offerDescription(f),
      workstation: f.person.jobType(),
      location: f.location.city(),
      contract: f.helpers.arrayElement(['INDEFINITE', 'TEMPORAL', 'FREELANCE']),
      workingHours: f.helpers.arrayElement(['PART-TIME', 'FULL-TIME']),
      dateIncorporation: f.date.soon({ days: 60, refDate: REF_DATE }).toISOString().slice(0, 10),
      categoryId: f.helpers.arrayElement(ctx.leafCategories),
      status: f.helpers.weightedArrayElement([
        { weight: 70, value: 'PUBLISHED' },
        { weight: 10, value: 'PENDING' },
        { weight: 10, value: 'UNPUBLISHED' },
        { weight: 10, value: 'CLOSED' },
      ]),
      publishedAt: published,
      createdAt: published,
    }
  })
  await inBatches(offers, 500, (batch) => tx.insert(jobOffers).values(batch))
}
