// Security, round two: impossible and absurd dates (1, 12). Every date field of every request is a real day
// in its field's range, checked by the contract before anything runs (packages/api-contract/src/dates.ts):
// a 400 naming the range in the caller's language and nothing written, never PostgreSQL's "date/time field
// value out of range" as a 500, never a day silently moved, and no difference between a registered address
// and an unknown one at registration.
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles } from '../db/schema/content'
import { jobOffers } from '../db/schema/jobs'
import { mailOutbox } from '../db/schema/mail'
import {
  membershipCharges,
  membershipCollectionRuns,
  membershipMandates,
  membershipTierChanges,
} from '../db/schema/membership'
import { projects, workExperiences } from '../db/schema/profile'
import { users } from '../db/schema/users'
import { collectionCommands } from '../features/membership/collection-commands'
import { CREDITOR_ENV, daysAhead, upgradedMember } from '../test/collections'
import { alumniRegistration } from '../test/fixtures'
import { createTestApp, type TestApp } from '../test/harness'
import { type Actor, type CompanyActor, createCompany, createPerson, offerIn, offerInput } from '../test/jobs'

type Locale = 'es' | 'en'
type Texts = Record<Locale, string>
type Answer = { status: number; body: { errors?: Record<string, string[]> } & Record<string, unknown> }

let t: TestApp
let office: Actor
let alumni: Actor
let company: CompanyActor
let member: Actor
let payer: Actor & { mandate: string }
let experienceId: string
let projectHash: string
let offerId: string
let articleHash: string

async function send(method: string, path: string, json: unknown, token?: string, locale: Locale = 'es') {
  const res = await t.request(path, { method, json, token, locale })
  return { status: res.status, body: (await res.json()) as Answer['body'] }
}

/** A day `years`, `months` and `days` from today (UTC), as the contract counts its ranges. */
function shifted({ years = 0, months = 0, days = 0 }): string {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() + years, d.getUTCMonth() + months, d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Every row a refused request could have touched. */
async function everything() {
  const db = t.database.db
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    experiences: await db.select().from(workExperiences).orderBy(asc(workExperiences.id)),
    projects: await db.select().from(projects).orderBy(asc(projects.id)),
    offers: await db.select().from(jobOffers).orderBy(asc(jobOffers.id)),
    articles: await db.select().from(articles).orderBy(asc(articles.id)),
    charges: await db.select().from(membershipCharges).orderBy(asc(membershipCharges.id)),
    mandates: await db.select().from(membershipMandates).orderBy(asc(membershipMandates.id)),
    tierChanges: await db.select().from(membershipTierChanges).orderBy(asc(membershipTierChanges.id)),
    runs: await db.select().from(membershipCollectionRuns).orderBy(asc(membershipCollectionRuns.id)),
    mail: await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)),
  }
}

let events = 0
/** An event whose slug no other has: a refusal can only be the date's. */
const event = () => ({
  type: 'EVENT',
  title: `Cena anual de la promoción ${++events}`,
  text: '<p>Nos vemos en la cena.</p>',
  place: 'Hotel Las Arenas, Valencia',
  starts_at: '2027-06-12T21:00:00+02:00',
  ends_at: null,
})

const at = (day: string) => `${day}T10:00:00Z`

beforeAll(async () => {
  t = await createTestApp({
    env: CREDITOR_ENV,
    accountLimits: {
      recoveryPerAddress: 20,
      recoveryPerAccount: 3,
      wrongPasswordPerAccount: 10,
      registrationPerAddress: 1000,
      windowSeconds: 900,
    },
  })
  office = await createPerson(t, { role: 'admin' })
  alumni = await createPerson(t, { role: 'alumniPremium' })
  company = await createCompany(t)
  member = await createPerson(t, { role: 'alumniFreemium' })
  payer = await upgradedMember(t, { name: 'Oriol', surname: 'Mas' })
  const run = await send('POST', '/usr/admin/collection-runs', { date: daysAhead(30) }, office.token)
  expect(run.status).toBe(201)

  await send('PATCH', '/usr/users', { birthdate: '1990-05-17' }, alumni.token)
  const experience = await send(
    'POST',
    '/usr/workExperiences',
    { name: 'Analista', contract: 'INDEFINITE', company_name: 'ACME', start: '2015-01-01' },
    alumni.token,
  )
  experienceId = String(experience.body.id)
  const project = await send('POST', '/usr/projects', { name: 'Tesis', date: '2024-06-30' }, alumni.token)
  projectHash = String(project.body.hash)
  offerId = await offerIn(t, company, 'UNPUBLISHED')
  const article = await send('POST', '/usr/admin/articles', event(), office.token)
  articleHash = String(article.body.hash)
  expect([experience.status, project.status, article.status]).toEqual([201, 201, 201])
})

afterAll(async () => {
  await t?.close()
})

const notADay: Texts = {
  es: 'Esa fecha no existe: el mes no tiene ese día.',
  en: 'That date does not exist: the month has no such day.',
}

type Case = {
  name: string
  method: string
  path: () => string
  token: () => string | undefined
  field: string
  body: (value: string) => unknown
  /** The field's range, as its message says it. */
  range: Texts
  /** Real days outside the range. */
  outside: () => string[]
  timestamp?: boolean
}

const birthdate: Texts = {
  es: 'La fecha de nacimiento debe estar entre 1900 y hoy.',
  en: 'The birth date must be between 1900 and today.',
}
const experienceStart: Texts = {
  es: 'La fecha de inicio debe estar entre 1900 y hoy.',
  en: 'The start date must be between 1900 and today.',
}
const experienceEnd: Texts = {
  es: 'La fecha de fin debe estar entre 1900 y dentro de 10 años.',
  en: 'The end date must be between 1900 and 10 years from today.',
}
const projectDate: Texts = {
  es: 'La fecha del proyecto debe estar entre 1900 y dentro de un año.',
  en: 'The project date must be between 1900 and a year from today.',
}
const offerStart: Texts = {
  es: 'La fecha de incorporación debe estar entre hoy y dentro de 2 años.',
  en: 'The start date must be between today and 2 years from today.',
}
const eventStart: Texts = {
  es: 'El inicio del evento debe estar entre 1950 y dentro de 5 años.',
  en: 'The start of the event must be between 1950 and 5 years from today.',
}
const eventEnd: Texts = {
  es: 'El final del evento debe estar entre 1950 y dentro de 5 años.',
  en: 'The end of the event must be between 1950 and 5 years from today.',
}
const tierUntil: Texts = {
  es: 'El último día de Premium debe ser posterior a hoy y como mucho dentro de 5 años.',
  en: 'The last day of Premium must be after today and at most 5 years from today.',
}
const paidOn: Texts = {
  es: 'La fecha del pago debe estar entre hace un año y hoy.',
  en: 'The payment date must be between a year ago and today.',
}
const returnedOn: Texts = {
  es: 'La fecha de la devolución debe estar entre hace 13 meses (el plazo de devolución SEPA) y hoy.',
  en: 'The return date must be between 13 months ago (the SEPA refund period) and today.',
}
const collectionDate: Texts = {
  es: 'La fecha de cobro debe ser posterior a hoy y como mucho dentro de 3 meses.',
  en: 'The collection date must be after today and at most 3 months from today.',
}

const tomorrow = () => shifted({ days: 1 })
const experienceEntry = { name: 'Analista', contract: 'INDEFINITE', company_name: 'ACME' }

const cases: Case[] = [
  {
    name: 'birthdate at registration',
    method: 'POST',
    path: () => '/usr/register',
    token: () => undefined,
    field: 'birthdate',
    body: (birthdate) => alumniRegistration('nueva.persona@example.org', { birthdate }),
    range: birthdate,
    outside: () => ['1899-12-31', tomorrow()],
  },
  {
    name: 'birthdate of the profile',
    method: 'PATCH',
    path: () => '/usr/users',
    token: () => alumni.token,
    field: 'birthdate',
    body: (birthdate) => ({ birthdate }),
    range: birthdate,
    outside: () => ['1899-12-31', tomorrow()],
  },
  {
    name: 'start of a new experience',
    method: 'POST',
    path: () => '/usr/workExperiences',
    token: () => alumni.token,
    field: 'start',
    body: (start) => ({ ...experienceEntry, start }),
    range: experienceStart,
    outside: () => ['1899-12-31', tomorrow()],
  },
  {
    name: 'end of a new experience',
    method: 'POST',
    path: () => '/usr/workExperiences',
    token: () => alumni.token,
    field: 'end',
    body: (end) => ({ ...experienceEntry, start: '2015-01-01', end }),
    range: experienceEnd,
    outside: () => ['1899-12-31', shifted({ years: 10, days: 1 })],
  },
  {
    name: 'start of an experience changed',
    method: 'PATCH',
    path: () => `/usr/workExperiences/${experienceId}`,
    token: () => alumni.token,
    field: 'start',
    body: (start) => ({ start }),
    range: experienceStart,
    outside: () => ['1899-12-31', tomorrow()],
  },
  {
    name: 'end of an experience changed',
    method: 'PATCH',
    path: () => `/usr/workExperiences/${experienceId}`,
    token: () => alumni.token,
    field: 'end',
    body: (end) => ({ end }),
    range: experienceEnd,
    outside: () => ['1899-12-31', shifted({ years: 10, days: 1 })],
  },
  {
    name: 'date of a new project',
    method: 'POST',
    path: () => '/usr/projects',
    token: () => alumni.token,
    field: 'date',
    body: (date) => ({ name: 'Proyecto', date }),
    range: projectDate,
    outside: () => ['1899-12-31', shifted({ years: 1, days: 1 })],
  },
  {
    name: 'date of a project changed',
    method: 'PATCH',
    path: () => `/usr/projects/${projectHash}`,
    token: () => alumni.token,
    field: 'date',
    body: (date) => ({ date }),
    range: projectDate,
    outside: () => ['1899-12-31', shifted({ years: 1, days: 1 })],
  },
  {
    name: 'start date of a new offer',
    method: 'POST',
    path: () => '/usr/company/offers',
    token: () => company.token,
    field: 'date_incorporation',
    body: (date) => offerInput({ date_incorporation: date }),
    range: offerStart,
    outside: () => [shifted({ days: -1 }), shifted({ years: 2, days: 1 })],
  },
  {
    name: 'start date of an offer changed',
    method: 'PATCH',
    path: () => `/usr/company/offers/${offerId}`,
    token: () => company.token,
    field: 'date_incorporation',
    body: (date) => ({ date_incorporation: date }),
    range: offerStart,
    outside: () => [shifted({ days: -1 }), shifted({ years: 2, days: 1 })],
  },
  {
    name: 'start of a new event',
    method: 'POST',
    path: () => '/usr/admin/articles',
    token: () => office.token,
    field: 'starts_at',
    body: (startsAt) => ({ ...event(), starts_at: startsAt }),
    range: eventStart,
    outside: () => ['1949-12-31', shifted({ years: 5, days: 1 })],
    timestamp: true,
  },
  {
    name: 'end of a new event',
    method: 'POST',
    path: () => '/usr/admin/articles',
    token: () => office.token,
    field: 'ends_at',
    body: (endsAt) => ({ ...event(), ends_at: endsAt }),
    range: eventEnd,
    outside: () => ['1949-12-31', shifted({ years: 5, days: 1 })],
    timestamp: true,
  },
  {
    name: 'start of an event changed',
    method: 'PATCH',
    path: () => `/usr/admin/articles/${articleHash}`,
    token: () => office.token,
    field: 'starts_at',
    body: (startsAt) => ({ starts_at: startsAt }),
    range: eventStart,
    outside: () => ['1949-12-31', shifted({ years: 5, days: 1 })],
    timestamp: true,
  },
  {
    name: 'last day of a tier given by the office',
    method: 'PUT',
    path: () => `/usr/admin/membership/${member.hash}/tier`,
    token: () => office.token,
    field: 'until',
    body: (until) => ({ role: 'alumniPremium', reason: 'Beca del consejo social', until }),
    range: tierUntil,
    outside: () => [shifted({}), '9999-12-31', shifted({ years: 5, days: 1 })],
  },
  {
    name: 'day of a card payment',
    method: 'POST',
    path: () => `/usr/admin/membership/${member.hash}/card-payment`,
    token: () => office.token,
    field: 'paid_on',
    body: (paidOn) => ({ reference: 'flywire-0001', paid_on: paidOn }),
    range: paidOn,
    outside: () => [tomorrow(), shifted({ years: -1, days: -1 })],
  },
  {
    name: 'day of a return',
    method: 'POST',
    path: () => '/usr/admin/collection-returns',
    token: () => office.token,
    field: 'returned_on',
    body: (returnedOn) => ({ reference: payer.mandate, reason: 'AM04', returned_on: returnedOn }),
    range: returnedOn,
    outside: () => [tomorrow(), '0001-01-01', shifted({ months: -13, days: -1 })],
  },
  {
    name: 'collection date of a run',
    method: 'POST',
    path: () => '/usr/admin/collection-runs',
    token: () => office.token,
    field: 'date',
    body: (date) => ({ date }),
    range: collectionDate,
    outside: () => [shifted({}), shifted({ months: 3, days: 1 })],
  },
]

describe('1 and 12. every date field takes only real days in its range', () => {
  it.each(cases)('$name', async (c) => {
    const before = await everything()
    const wanted: [string, Texts][] = [
      ['2026-02-30', notADay],
      ['2027-02-29', notADay],
      ['0000-01-01', c.range],
      ...c.outside().map((day): [string, Texts] => [day, c.range]),
    ]
    for (const [day, message] of wanted)
      for (const locale of ['es', 'en'] as const) {
        const value = c.timestamp ? at(day) : day
        const res = await send(c.method, c.path(), c.body(value), c.token(), locale)
        expect({ value, locale, status: res.status, errors: res.body.errors }).toEqual({
          value,
          locale,
          status: 400,
          errors: { [c.field]: [message[locale]] },
        })
      }
    expect(await everything()).toEqual(before)
  })
})

describe('1. registration answers an impossible date the same, registered address or not', () => {
  it('the same 400 for an address with an account and one without, and nothing written or mailed', async () => {
    await t.createUser({ email: 'registrada@example.org', name: 'Marta' })
    const before = await everything()
    for (const birthdate of ['2026-02-30', '2027-02-29', '0000-01-01', '1899-12-31', tomorrow()]) {
      const known = await send(
        'POST',
        '/usr/register',
        alumniRegistration('registrada@example.org', { birthdate }),
      )
      const unknown = await send(
        'POST',
        '/usr/register',
        alumniRegistration('nadie@example.org', { birthdate }),
      )
      expect(known.status).toBe(400)
      expect(unknown).toEqual(known)
    }
    expect(await everything()).toEqual(before)
  })
})

describe('12. office dates: a far-off end, an ancient return, a day that does not exist', () => {
  it('refuses a tier until 9999-12-31; a person whose stored end is that far still pays by card', async () => {
    const refused = await send(
      'PUT',
      `/usr/admin/membership/${member.hash}/tier`,
      { role: 'alumniPremium', reason: 'Para siempre', until: '9999-12-31' },
      office.token,
      'en',
    )
    expect(refused).toMatchObject({ status: 400, body: { errors: { until: [tierUntil.en] } } })

    // An end date written before the rule existed: the card payment cannot add a year to it, and keeps it.
    const far = await createPerson(t, { role: 'alumniPremium' })
    await t.database.db
      .update(users)
      .set({ subscriptionType: 'grant', subscriptionEnd: '9999-12-31' })
      .where(eq(users.id, far.id))
    const paid = await send(
      'POST',
      `/usr/admin/membership/${far.hash}/card-payment`,
      { reference: 'flywire-far-future' },
      office.token,
    )
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ membership: { role: 'alumniPremium', premium_until: '9999-12-31' } })
    const [charge] = await t.database.db
      .select()
      .from(membershipCharges)
      .where(eq(membershipCharges.externalReference, 'flywire-far-future'))
    expect(charge).toMatchObject({ status: 'paid', coversUntil: '9999-12-31' })
  })

  it('a return dated 0001-01-01, or before its charge went to the bank, lapses nobody', async () => {
    const still = async () => {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, payer.id))
      const charges = await t.database.db
        .select({ status: membershipCharges.status })
        .from(membershipCharges)
        .where(eq(membershipCharges.userId, payer.id))
      return { role: row?.role, charges }
    }
    expect(await still()).toEqual({ role: 'alumniPremium', charges: [{ status: 'exported' }] })
    const ancient = await send(
      'POST',
      '/usr/admin/collection-returns',
      { reference: payer.mandate, reason: 'AM04', returned_on: '0001-01-01' },
      office.token,
    )
    expect(ancient).toMatchObject({ status: 400, body: { errors: { returned_on: [returnedOn.es] } } })
    // The charge was exported today: the bank cannot have returned it yesterday.
    const early = await send(
      'POST',
      '/usr/admin/collection-returns',
      { reference: payer.mandate, reason: 'AM04', returned_on: shifted({ days: -1 }) },
      office.token,
      'en',
    )
    expect(early).toMatchObject({
      status: 400,
      body: {
        errors: {
          returned_on: [
            `The charge went to the bank on ${shifted({})}: it cannot have been returned before that day.`,
          ],
        },
      },
    })
    // The command line reads its dates with the same rules.
    const commands = collectionCommands()
    const cli = (name: string, args: string[]) =>
      commands[name]?.run({ database: t.database, env: t.env, args, print: () => {} })
    await expect(cli('membership:return', [payer.mandate, 'AM04', '--on', '0001-01-01'])).rejects.toThrow(
      `--on: ${returnedOn.en}`,
    )
    await expect(
      cli('membership:return', [payer.mandate, 'AM04', '--on', shifted({ days: -1 })]),
    ).rejects.toThrow(`The charge went to the bank on ${shifted({})}`)
    await expect(cli('membership:export', ['--date', '2026-02-30'])).rejects.toThrow(`--date: ${notADay.en}`)
    expect(await still()).toEqual({ role: 'alumniPremium', charges: [{ status: 'exported' }] })

    // A real return of today lapses the member: the refusals above were the dates', not the setup's.
    const today = await send(
      'POST',
      '/usr/admin/collection-returns',
      { reference: payer.mandate, reason: 'AM04', returned_on: shifted({}) },
      office.token,
    )
    expect(today.status).toBe(200)
    expect(await still()).toEqual({ role: 'alumniFreemium', charges: [{ status: 'returned' }] })
  })

  it('an event on 2027-02-30 is refused, not moved to 2 March; a zone JavaScript cannot read is a 400', async () => {
    const before = await everything()
    const moved = await send(
      'POST',
      '/usr/admin/articles',
      { ...event(), starts_at: '2027-02-30T10:00:00Z' },
      office.token,
      'en',
    )
    expect(moved).toMatchObject({ status: 400, body: { errors: { starts_at: [notADay.en] } } })
    for (const startsAt of ['2027-06-12T21:00:00+02', '2027-06-12T21:00:00 +02:00']) {
      const unreadable = await send(
        'POST',
        '/usr/admin/articles',
        { ...event(), starts_at: startsAt },
        office.token,
        'en',
      )
      expect(unreadable).toMatchObject({
        status: 400,
        body: {
          errors: {
            starts_at: ['It must be an ISO 8601 date and time with a zone (2026-05-14T18:00:00+02:00).'],
          },
        },
      })
    }
    expect(await everything()).toEqual(before)
  })
})
