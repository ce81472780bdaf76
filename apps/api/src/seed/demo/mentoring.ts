import { and, asc, eq, inArray, isNull, like, notInArray } from 'drizzle-orm'
import { jobOffers } from '../../db/schema/jobs'
import { mentoringRequests, mentorOffers } from '../../db/schema/mentoring'
import { workExperiences } from '../../db/schema/profile'
import { companies, users } from '../../db/schema/users'
import { companyKey } from '../../lib/company-key'
import { DEMO_ACCOUNTS } from './accounts'
import type { DemoContext } from './context'
import { REF_DATE } from './context'

const DAY = 86_400_000

const TOPICS = [
  'Preparar entrevistas y revisar tu CV.',
  'Dar el salto de la universidad a tu primer empleo.',
  'Cómo es el día a día en mi sector y qué buscan las empresas.',
  'Orientación para elegir un máster o un doctorado.',
  'Emprender: de la idea al primer cliente.',
  'Trabajar fuera de España: búsqueda, idiomas y trámites.',
]

const MESSAGES = [
  'Hola, acabo de terminar el grado y me gustaría saber por dónde empezar a buscar trabajo en tu sector.',
  'Me interesa mucho tu empresa: ¿podrías contarme cómo es trabajar allí y qué perfil buscan?',
  'Estoy dudando entre dos másteres y me vendría muy bien tu opinión.',
  'Tengo una entrevista en unas semanas y me gustaría prepararla con alguien con experiencia.',
]

/**
 * Mentoring (docs/mentoring.md): some twelve demo alumni who appear to members offer to mentor, the first four
 * at the companies of published offers (so an offer's page shows "alumni who work at this company and
 * mentor"), the others at their current job; one paused. A few requests in each state, with accepted and ended
 * mentorships for the mentoring page and the reports. Never the documented demo accounts. Every draw is from
 * `w`, after the event's (the last step that drew from it), so the rest of the data set stays as it was.
 */
export async function seedDemoMentoring(ctx: DemoContext): Promise<void> {
  const { w, tx } = ctx
  const ref = new Date(REF_DATE).getTime()
  const people = await tx
    .select({
      id: users.id,
      hash: users.hash,
      categoryId: users.categoryId,
      currentCompany: users.currentCompany,
    })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        like(users.role, 'alumni%'),
        eq(users.isAppearByUser, true),
        notInArray(users.email, Object.values(DEMO_ACCOUNTS)),
      ),
    )
    .orderBy(asc(users.hash))
  if (people.length < 8) return
  const offerCompanies = await tx
    .selectDistinct({ name: companies.name })
    .from(jobOffers)
    .innerJoin(companies, eq(companies.id, jobOffers.companyId))
    .where(eq(jobOffers.status, 'PUBLISHED'))
    .orderBy(asc(companies.name))
  const chosen = w.helpers.arrayElements(people, Math.min(12, Math.floor(people.length / 2)))
  const mentors = chosen.slice(0, Math.max(4, chosen.length - 4))
  const mentees = chosen.slice(mentors.length)
  const atOffers = w.helpers.arrayElements(offerCompanies, Math.min(4, offerCompanies.length))
  const current = await tx
    .select({
      id: workExperiences.id,
      userId: workExperiences.userId,
      companyName: workExperiences.companyName,
    })
    .from(workExperiences)
    .where(
      and(
        inArray(
          workExperiences.userId,
          mentors.map((m) => m.id),
        ),
        isNull(workExperiences.end),
      ),
    )
    .orderBy(asc(workExperiences.hash))

  const capacities: number[] = []
  await tx.insert(mentorOffers).values(
    mentors.map((mentor, i) => {
      const atOffer = atOffers[i]
      const job = atOffer ? undefined : current.find((c) => c.userId === mentor.id)
      const companyName = atOffer?.name ?? job?.companyName ?? mentor.currentCompany
      const areas = w.helpers.arrayElements(ctx.areaTagIds, w.number.int({ min: 1, max: 2 }))
      const specialty = w.number.int(2) === 0 ? w.helpers.arrayElements(ctx.specialtyTagIds, 1) : []
      // At an offer's company: room for the mentees an offer's page may bring.
      const capacity = atOffer ? w.number.int({ min: 2, max: 3 }) : w.number.int({ min: 1, max: 3 })
      capacities.push(capacity)
      const createdAt = new Date(ref - w.number.int({ min: 20, max: 200 }) * DAY)
      return {
        userId: mentor.id,
        categoryIds: mentor.categoryId ? [mentor.categoryId] : [],
        tagIds: [...areas, ...specialty],
        experienceId: job?.id ?? null,
        companyName,
        companyKey: companyKey(companyName),
        topics: w.helpers.arrayElement(TOPICS),
        capacity,
        // The last one takes a break.
        pausedAt: i === mentors.length - 1 ? new Date(ref - 5 * DAY) : null,
        createdAt,
        updatedAt: createdAt,
      }
    }),
  )

  // Requests to the mentors not at an offer's company (those keep their room): one of each state, in turn.
  const states = ['accepted', 'ended', 'pending', 'declined', 'accepted', 'withdrawn'] as const
  const targets = mentors.map((m, i) => ({ m, i })).filter(({ i }) => !atOffers[i] && i < mentors.length - 1)
  const rows: (typeof mentoringRequests.$inferInsert)[] = []
  for (const [k, state] of states.entries()) {
    const target = targets[k % Math.max(1, targets.length)]
    const mentee = mentees[k % Math.max(1, mentees.length)]
    if (!target || !mentee) break
    // One open request per pair, and no more mentees than the mentor takes.
    const taken = rows.filter((r) => r.mentorId === target.m.id && r.state === 'accepted').length
    if (
      rows.some((r) => r.mentorId === target.m.id && r.menteeId === mentee.id) ||
      (state === 'accepted' && taken >= (capacities[target.i] ?? 1))
    )
      continue
    const createdAt = new Date(ref - w.number.int({ min: 10, max: 120 }) * DAY)
    const answered = state === 'accepted' || state === 'ended' || state === 'declined'
    const answeredAt = answered
      ? new Date(createdAt.getTime() + w.number.int({ min: 1, max: 4 }) * DAY)
      : null
    const endedAt =
      state === 'ended'
        ? new Date((answeredAt ?? createdAt).getTime() + 30 * DAY)
        : state === 'withdrawn'
          ? new Date(createdAt.getTime() + 2 * DAY)
          : null
    rows.push({
      hash: w.string.alphanumeric(12),
      menteeId: mentee.id,
      mentorId: target.m.id,
      message: w.helpers.arrayElement(MESSAGES),
      state,
      endedBy: state === 'ended' ? ('mentee' as const) : null,
      feedback: state === 'ended' ? 'Me ayudó mucho a preparar las entrevistas. ¡Gracias!' : null,
      createdAt,
      answeredAt,
      endedAt,
      updatedAt: endedAt ?? answeredAt ?? createdAt,
    })
  }
  if (rows.length) await tx.insert(mentoringRequests).values(rows)
}
