import { jobOffers } from '../../db/schema/jobs'
import { inBatches } from '../batches'
import { type DemoContext, type DemoSize, REF_DATE } from './context'
import { randomCountry } from './people'
import {
  type OfferPosition,
  offerCities,
  offerDescription,
  offerDescriptionEn,
  offerPositions,
  reviewNotes,
  spanishCity,
} from './text'

/** What the applications step needs of an offer. */
export type DemoOffer = {
  id: string
  companyId: string
  status: 'UNPUBLISHED' | 'PENDING' | 'PUBLISHED' | 'CLOSED'
  publishedAt: Date | null
  closedAt: Date | null
  /** One of the demo company's offers. */
  demo: boolean
}

type Status = DemoOffer['status']

const fullDemoOffers: Status[] = [
  'PUBLISHED',
  'PUBLISHED',
  'PUBLISHED',
  'PUBLISHED',
  'PENDING',
  'PENDING',
  'UNPUBLISHED',
  'UNPUBLISHED',
  'CLOSED',
  'CLOSED',
  'CLOSED',
]
/** The demo company's offers: every state, so `empresa@` sees each of them (and candidates on the open and closed ones). */
const demoCompanyOffers: Record<DemoSize, Status[]> = {
  small: ['PUBLISHED', 'PUBLISHED', 'PENDING', 'UNPUBLISHED', 'CLOSED'],
  full: fullDemoOffers,
  huge: fullDemoOffers,
}

const DAY = 86_400_000
const isoDate = (d: Date) => d.toISOString().slice(0, 10)

/**
 * The studies, area and specialty a position asks for (coherent the demo), drawn through `w`; the draws
 * `f` made when they were random are still made, and set aside, so every row after them stays as it was. A
 * university's own studies tree or tags may lack the position's: then the random one stays.
 */
function positionFields(ctx: DemoContext, position: OfferPosition) {
  const { f, w } = ctx
  const random = {
    categoryId: f.helpers.arrayElement(ctx.leafCategories),
    areaTagId: f.helpers.arrayElement(ctx.areaTagIds),
    specialtyTagId: f.datatype.boolean({ probability: 0.7 })
      ? f.helpers.arrayElement(ctx.specialtyTagIds)
      : null,
  }
  return {
    categoryIds: [ctx.categoryIdByTitle.get(w.helpers.arrayElement(position.studies)) ?? random.categoryId],
    areaTagId: ctx.tagIdByTitle.get(`area:${position.area}`) ?? random.areaTagId,
    specialtyTagId: position.specialty
      ? (ctx.tagIdByTitle.get(`specialty:${position.specialty}`) ?? null)
      : null,
  }
}

/**
 * `count` job offers of the validated companies in every state (most published), a quarter of them also in
 * English, with the studies, academic area and specialty of its position, in Spain or abroad. The demo company's come first.
 * Published and closed ones were published within the last year; drafts and pending ones start next year,
 * so publishing one in the demo works; some drafts carry the office's reason for sending them back.
 */
export async function seedOffers(
  ctx: DemoContext,
  count: number,
  companyIds: string[],
  size: DemoSize,
): Promise<DemoOffer[]> {
  const { f, tx } = ctx
  const [demoCompany, ...others] = companyIds
  if (!demoCompany) throw new Error('no demo company')
  const demo = demoCompanyOffers[size]
  const result: DemoOffer[] = []
  const rows = Array.from({ length: count }, (_, i) => {
    const isDemo = i < demo.length
    const status: Status =
      demo[i] ??
      f.helpers.weightedArrayElement([
        { weight: 62, value: 'PUBLISHED' as const },
        { weight: 10, value: 'PENDING' as const },
        { weight: 12, value: 'UNPUBLISHED' as const },
        { weight: 16, value: 'CLOSED' as const },
      ])
    const position = f.helpers.arrayElement(offerPositions)
    // One offer in seven is an internship (prácticas), named as one; drawn without faker so the rest of
    // the demo data stays as it was.
    const internship = i % 7 === 3
    // The demo company writes its first offer of each kind in both languages.
    const english = (isDemo && i % 2 === 0) || f.datatype.boolean({ probability: 0.25 })
    const country = f.datatype.boolean({ probability: 0.75 }) ? 'ES' : randomCountry(ctx)
    const created = f.date.past({ years: 1, refDate: REF_DATE })
    const live = status === 'PUBLISHED' || status === 'CLOSED'
    const publishedAt = live ? new Date(created.getTime() + f.number.int({ min: 1, max: 4 }) * DAY) : null
    const closedAt =
      status === 'CLOSED' && publishedAt
        ? new Date(
            publishedAt.getTime() +
              f.number.int({
                min: 1,
                max: Math.max(1, Math.floor((Date.parse(REF_DATE) - publishedAt.getTime()) / DAY)),
              }) *
                DAY,
          )
        : null
    const start = live
      ? new Date((publishedAt ?? created).getTime() + f.number.int({ min: 15, max: 90 }) * DAY)
      : new Date(Date.parse(REF_DATE) + f.number.int({ min: 70, max: 300 }) * DAY)
    const id = f.string.uuid()
    const companyId = isDemo ? demoCompany : f.helpers.arrayElement(others.length ? others : [demoCompany])
    result.push({ id, companyId, status, publishedAt, closedAt, demo: isDemo })
    const row = {
      id,
      hash: ctx.hash(),
      companyId,
      title: internship ? `Prácticas: ${position.title[0]}` : position.title[0],
      description: offerDescription(f),
      workstation: position.workstation[0],
      titleEn: english ? (internship ? `Internship: ${position.title[1]}` : position.title[1]) : null,
      descriptionEn: english ? offerDescriptionEn(f) : null,
      workstationEn: english ? position.workstation[1] : null,
      location:
        country === 'ES' ? spanishCity(ctx) : f.helpers.arrayElement(offerCities[country] ?? ['Lisboa']),
      countryCode: country,
      contract: ((drawn: string) => (internship ? 'INTERNSHIP' : drawn))(
        f.helpers.arrayElement(['INDEFINITE', 'TEMPORAL', 'FREELANCE']),
      ),
      workingHours: f.helpers.arrayElement(['PART-TIME', 'FULL-TIME']),
      dateIncorporation: isoDate(start),
      ...positionFields(ctx, position),
      status,
      reviewNote:
        status === 'UNPUBLISHED' && (isDemo ? i % 2 === 0 : f.datatype.boolean({ probability: 0.3 }))
          ? f.helpers.arrayElement(reviewNotes)
          : null,
      publishedAt,
      closedAt,
      createdAt: created,
      updatedAt: closedAt ?? publishedAt ?? created,
    }
    // Sent to review when created (a draft never was, unless the office sent it back), reviewed when published;
    // no draw of `f`, so the rest of the demo set stays as it was.
    const submitted = status !== 'UNPUBLISHED' || row.reviewNote !== null
    // A draft sent back was reviewed two days after it was sent.
    const rejectedAt = status === 'UNPUBLISHED' && submitted ? new Date(created.getTime() + 2 * DAY) : null
    return { ...row, submittedAt: submitted ? created : null, reviewedAt: publishedAt ?? rejectedAt }
  })
  await inBatches(
    rows,
    500,
    (batch) => tx.insert(jobOffers).values(batch),
    (done) => ctx.progress('job offers', done, rows.length),
  )
  return result
}
