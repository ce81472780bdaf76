import type { EventQuestion } from '@egresa/api-contract/events'
import { articles, eventRegistrations } from '../../db/schema/content'
import type { DemoAlumnus } from './alumni'
import type { DemoContext } from './context'

const DAY = 86_400_000

/** The demo's event with sign-ups in the portal: the office's attendees and check-in pages have people. */
export const DEMO_EVENT_SLUG = 'encuentro-anual-de-antiguos-alumnos'

const dietary: EventQuestion = {
  id: 'dieta',
  label: {
    es: 'Necesidades alimentarias',
    en: 'Dietary needs',
    ca: 'Necessitats alimentàries',
  },
  kind: 'choice',
  options: [
    { id: 'ninguna', label: { es: 'Ninguna', en: 'None', ca: 'Cap' } },
    { id: 'vegetariana', label: { es: 'Vegetariana', en: 'Vegetarian', ca: 'Vegetariana' } },
    { id: 'vegana', label: { es: 'Vegana', en: 'Vegan', ca: 'Vegana' } },
    { id: 'sin-gluten', label: { es: 'Sin gluten', en: 'Gluten-free', ca: 'Sense gluten' } },
  ],
  required: false,
}

/** 18:00 in Madrid on the day `days` after today (UTC), whatever the season's offset. */
function madridSixPm(days: number): Date {
  const day = new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + 18 * 3_600_000)
  const madrid = new Date(day.toLocaleString('en-US', { timeZone: 'Europe/Madrid' }))
  const utc = new Date(day.toLocaleString('en-US', { timeZone: 'UTC' }))
  return new Date(day.getTime() - (madrid.getTime() - utc.getTime()))
}

/**
 * «Encuentro anual de antiguos alumnos», three weeks after the day the data is seeded at 18:00 (Madrid), 120
 * places for any member, one optional question (dietary needs), and some twenty demo alumni with a place (two
 * already checked in), never the documented demo accounts. Every draw is from `w`, and the step runs last,
 * so the rest of the data set stays as it was.
 */
export async function seedDemoEvent(ctx: DemoContext, alumni: DemoAlumnus[]): Promise<void> {
  const { w, tx } = ctx
  const startsAt = madridSixPm(21)
  const published = new Date(startsAt.getTime() - 30 * DAY)
  const [event] = await tx
    .insert(articles)
    .values({
      hash: w.string.alphanumeric(12),
      slug: DEMO_EVENT_SLUG,
      slugEn: 'annual-alumni-reunion',
      type: 'EVENT',
      status: 'PUBLISHED',
      title: 'Encuentro anual de antiguos alumnos',
      summary:
        'Una tarde para reencontrarse con compañeros de promoción, profesores y la oficina de antiguos alumnos.',
      text: '<p>Os esperamos en el encuentro anual: bienvenida, un repaso del año de la asociación y un cóctel para charlar con calma.</p><p>Inscríbete en el portal: recibirás tu entrada con un código QR para la puerta.</p>',
      titleEn: 'Annual alumni reunion',
      summaryEn: 'An evening to meet classmates, professors and the alumni office again.',
      textEn:
        '<p>Join us at the annual reunion: a welcome, a look back at the association’s year and drinks to catch up.</p><p>Sign up in the portal: you will get your ticket with a QR code for the door.</p>',
      place: 'Aula Magna, edificio central',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      signups: 'members',
      places: 120,
      questions: [dietary],
      publishedAt: published,
      createdAt: published,
      updatedAt: published,
    })
    .returning({ id: articles.id })
  if (!event) return
  const active = alumni.filter((a) => a.status === 'active' && a.role.startsWith('alumni'))
  const people = w.helpers.arrayElements(active, Math.min(20, active.length))
  // Most eat anything: the option "none" is drawn as often as the other three together.
  const diets = ['ninguna', 'ninguna', 'ninguna', 'vegetariana', 'vegana', 'sin-gluten']
  await tx.insert(eventRegistrations).values(
    people.map((person, i) => {
      const createdAt = new Date(published.getTime() + (i + 1) * 3_600_000 + w.number.int(50) * 60_000)
      return {
        hash: w.string.alphanumeric(12),
        articleId: event.id,
        userId: person.id,
        state: 'confirmed' as const,
        // One in five leaves the optional question unanswered.
        answers: (w.number.int(4) === 0 ? {} : { dieta: w.helpers.arrayElement(diets) }) as Record<
          string,
          string
        >,
        createdAt,
        // Two already checked in: the check-in page starts with people in.
        checkedInAt: i < 2 ? new Date(createdAt.getTime() + DAY) : null,
      }
    }),
  )
}
