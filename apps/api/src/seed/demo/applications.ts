import { eq, sql } from 'drizzle-orm'
import { expectedRow } from '../../db/rows'
import { jobApplications, jobOfferClosings } from '../../db/schema/jobs'
import { users } from '../../db/schema/users'
import { inBatches } from '../batches'
import { DEMO_ACCOUNTS } from './accounts'
import type { DemoAlumnus } from './alumni'
import { type DemoContext, type DemoSize, REF_DATE } from './context'
import { demoCvPdf } from './cv'
import type { DemoOffer } from './offers'

/**
 * Applicants of an offer: the demo company's get more, so its candidate lists fill a page. On huge, about
 * 6.5 an offer: some 100,000 applications to its 15,600 published and closed offers.
 */
const APPLICANTS: Record<DemoSize, { demo: [number, number]; other: [number, number] }> = {
  small: { demo: [3, 6], other: [0, 3] },
  full: { demo: [6, 14], other: [0, 5] },
  huge: { demo: [6, 14], other: [3, 10] },
}

type Person = { id: string; name: string; surname: string }
type Status = 'PENDING' | 'ACCEPTED' | 'CANCELLED'

const between = (ctx: DemoContext, from: Date, to: Date) =>
  from.getTime() >= to.getTime() ? from : ctx.f.date.between({ from, to })

/**
 * The job seekers among the Premium-tier alumni (and the Premium demo account) each get a CV, and
 * apply to the published and closed offers in every status; each closed offer gets the feedback its company
 * gave when it closed it (and, when it hired, whom). `alumni.premium@` has applications in each status, to
 * the demo company's offers and another one. Answers the number of applications.
 */
export async function seedApplications(
  ctx: DemoContext,
  offers: DemoOffer[],
  alumni: DemoAlumnus[],
  n: { size: DemoSize; seekers: number },
): Promise<number> {
  const { f, tx } = ctx
  const premium = expectedRow(
    await tx
      .select({ id: users.id, name: users.name, surname: users.surname })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.premium)),
  )
  const pool = alumni.filter(
    (a) => a.status === 'active' && (a.role === 'alumniPremium' || a.role === 'alumniDesempleados'),
  )
  const seekers = f.helpers.arrayElements(pool, Math.min(n.seekers, pool.length))

  // CVs: the demo Premium account and every seeker (a candidate "without CV" looks like broken data). The
  // seekers once drawn without one (15 %) are still drawn, and their CVs' keys come from `w`, so every row
  // seeded after this stays as it was.
  const drawn = new Set(seekers.filter(() => f.datatype.boolean({ probability: 0.85 })))
  const withCv: Person[] = [premium, ...seekers.filter((s) => drawn.has(s))]
  const later = seekers.filter((s) => !drawn.has(s))
  const wHash = () => ctx.w.string.alphanumeric(12)
  const cvs = [...withCv.map((p) => [p, ctx.hash] as const), ...later.map((p) => [p, wHash] as const)].map(
    ([p, hash]) => {
      const key = `cvs/demo-${hash()}${hash()}.pdf`
      const name = `cv-${f.helpers.slugify(`${p.name} ${p.surname}`).toLowerCase()}.pdf`
      ctx.files.push({
        key,
        contentType: 'application/pdf',
        body: demoCvPdf(`${p.name} ${p.surname}`, [
          'Curriculum vitae',
          '',
          'Titulada por la universidad, con experiencia en empresas del sector.',
          'Idiomas: español, valenciano e inglés (B2).',
          'Disponibilidad inmediata.',
        ]),
      })
      return { id: p.id, key, name }
    },
  )
  await inBatches(
    cvs,
    1000,
    (batch) =>
      tx.execute(sql`update ${users} set cv_key = v.key, cv_name = v.name
      from (values ${sql.join(
        batch.map((c) => sql`(${c.id}::uuid, ${c.key}, ${c.name})`),
        sql`, `,
      )}) as v(id, key, name) where ${users.id} = v.id`),
    (done) => ctx.progress('CVs', done, cvs.length),
  )

  type Row = typeof jobApplications.$inferInsert & { id: string; status: Status }
  const applications: Row[] = []
  const taken = new Set<string>()
  const apply = (offer: DemoOffer, userId: string, status: Status) => {
    if (taken.has(`${offer.id}:${userId}`) || !offer.publishedAt) return
    taken.add(`${offer.id}:${userId}`)
    const createdAt = between(ctx, offer.publishedAt, offer.closedAt ?? new Date(REF_DATE))
    applications.push({
      id: f.string.uuid(),
      hash: ctx.hash(),
      offerId: offer.id,
      userId,
      status,
      createdAt,
      updatedAt:
        status === 'PENDING' ? createdAt : between(ctx, createdAt, offer.closedAt ?? new Date(REF_DATE)),
    })
  }

  const live = offers.filter((o) => o.status === 'PUBLISHED' || o.status === 'CLOSED')
  // The Premium demo account: pending, in process and discarded at the demo company, pending elsewhere.
  const demoOpen = live.filter((o) => o.demo && o.status === 'PUBLISHED')
  const demoClosed = live.find((o) => o.demo && o.status === 'CLOSED')
  const elsewhere = live.find((o) => !o.demo && o.status === 'PUBLISHED')
  const mine: [DemoOffer | undefined, Status][] = [
    [demoOpen[0], 'PENDING'],
    [demoOpen[1], 'ACCEPTED'],
    [demoClosed, 'CANCELLED'],
    [elsewhere, 'PENDING'],
  ]
  for (const [offer, status] of mine) if (offer) apply(offer, premium.id, status)

  for (const offer of live) {
    const [min, max] = APPLICANTS[n.size][offer.demo ? 'demo' : 'other']
    const howMany = Math.min(f.number.int({ min, max }), seekers.length)
    for (const seeker of f.helpers.arrayElements(seekers, howMany)) {
      apply(
        offer,
        seeker.id,
        f.helpers.weightedArrayElement(
          offer.status === 'CLOSED'
            ? [
                { weight: 2, value: 'PENDING' as const },
                { weight: 4, value: 'ACCEPTED' as const },
                { weight: 4, value: 'CANCELLED' as const },
              ]
            : [
                { weight: 5, value: 'PENDING' as const },
                { weight: 3, value: 'ACCEPTED' as const },
                { weight: 2, value: 'CANCELLED' as const },
              ],
        ),
      )
    }
  }
  await inBatches(
    applications,
    1000,
    (batch) => tx.insert(jobApplications).values(batch),
    (done) => ctx.progress('applications', done, applications.length),
  )

  // The closing feedback: two ratings and, when the company hired, one of the people it had in process.
  const accepted = new Map<string, Row[]>()
  for (const a of applications) {
    if (a.status !== 'ACCEPTED') continue
    const list = accepted.get(a.offerId)
    if (list) list.push(a)
    else accepted.set(a.offerId, [a])
  }
  const closings = offers
    .filter((o) => o.status === 'CLOSED' && o.closedAt)
    .map((o) => {
      const inProcess = accepted.get(o.id) ?? []
      const hired = inProcess.length > 0 && f.datatype.boolean({ probability: 0.6 })
      return {
        offerId: o.id,
        serviceRating: f.helpers.weightedArrayElement([
          { weight: 1, value: 2 },
          { weight: 2, value: 3 },
          { weight: 4, value: 4 },
          { weight: 3, value: 5 },
        ]),
        candidatesRating: f.number.int({ min: 1, max: 5 }),
        hired,
        hiredApplicationId: hired ? f.helpers.arrayElement(inProcess).id : null,
        closedAt: o.closedAt ?? new Date(REF_DATE),
      }
    })
  await inBatches(closings, 1000, (batch) => tx.insert(jobOfferClosings).values(batch))
  return applications.length
}
