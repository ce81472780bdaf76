import { randomBytes } from 'node:crypto'
import type { ConversationList } from '@egresa/api-contract/conversations'
import type {
  AcceptedMentoring,
  MentoringRequest,
  MentorList,
  MentorOfferState,
  MyMentoring,
  OfferMentors,
  OfficeMentor,
  OfficeMentorList,
} from '@egresa/api-contract/mentoring'
import type { Report } from '@egresa/api-contract/reports'
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { mentoringRequests, mentorOffers } from '../../db/schema/mentoring'
import { workExperiences } from '../../db/schema/profile'
import { categories, tags } from '../../db/schema/reference'
import { users } from '../../db/schema/users'
import { createTestApp, type TestApp } from '../../test/harness'
import {
  type Actor,
  type CompanyActor,
  createCompany,
  createPerson,
  offerIn,
  outboxFor,
} from '../../test/jobs'
import { eraseDue, personExport } from '../../test/privacy'

// Mentoring (docs/mentoring.md): who may offer and ask, what the search and an offer's page show, the rules of
// a request from asking to ending, the office's pause, its figures, and mentoring in the export and erasure.

let t: TestApp
let company: CompanyActor
let office: Actor
let admin: Actor
let parentStudies: string
let childStudies: string
let childId: number
let area: { hash: string; id: number }
let otherArea: { hash: string; id: number }
let specialty: { hash: string; id: number }

type Json = Record<string, unknown>

const call = async (
  who: Actor | null,
  path: string,
  init: { method?: string; json?: unknown; locale?: 'es' | 'en' | 'ca' } = {},
) => {
  const res = await t.request(path, {
    method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
    ...(init.json !== undefined ? { json: init.json } : {}),
    ...(who ? { token: who.token } : {}),
    ...(init.locale ? { locale: init.locale } : {}),
  })
  return { status: res.status, body: (await res.json()) as Json }
}

let n = 0
/** A member who appears to others (unless told) and offers mentoring with `offer`. */
async function mentor(
  offer: Json = {},
  options: { appears?: boolean; name?: string; language?: string } = {},
) {
  const who = await createPerson(t, {
    role: 'alumniFreemium',
    name: options.name ?? `Mentora${n++}`,
    surname: 'Gil',
    language: options.language ?? 'es',
  })
  await t.database.db
    .update(users)
    .set({ isAppearByUser: options.appears ?? true })
    .where(eq(users.id, who.id))
  const res = await call(who, '/usr/mentoring/offer', {
    method: 'PUT',
    json: { studies: [childStudies], tags: [area.hash], capacity: 2, ...offer },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return who
}

const ask = (who: Actor, mentorHash: string, message = 'Me gustaría que me orientases.') =>
  call(who, `/usr/mentoring/mentors/${mentorHash}/requests`, { json: { message } })

const search = async (who: Actor, query = '') => {
  const res = await call(who, `/usr/mentoring/mentors${query}`)
  expect(res.status).toBe(200)
  return res.body as unknown as MentorList
}
const found = (list: MentorList) => list.items.map((m) => m.person.hash)

beforeAll(async () => {
  t = await createTestApp()
  company = await createCompany(t, { name: 'Innovación Mediterránea S.L.' })
  office = { ...(await t.createUser({ email: 'oficina@mentoring.test', role: 'office' })), token: '' }
  office.token = await t.login(office.email)
  admin = { ...(await t.createUser({ email: 'admin@mentoring.test', role: 'admin' })), token: '' }
  admin.token = await t.login(admin.email)
  const [child] = await t.database.db
    .select({ id: categories.id, hash: categories.hash, parentId: categories.parentId })
    .from(categories)
    .where(isNotNull(categories.parentId))
    .limit(1)
  if (!child?.parentId) throw new Error('no studies tree')
  const [parent] = await t.database.db
    .select({ hash: categories.hash })
    .from(categories)
    .where(eq(categories.id, child.parentId))
  parentStudies = parent?.hash ?? ''
  childStudies = child.hash
  childId = child.id
  const areas = await t.database.db
    .select({ hash: tags.hash, id: tags.id })
    .from(tags)
    .where(and(eq(tags.type, 'USER'), eq(tags.group, 'area')))
    .limit(2)
  const [specialtyRow] = await t.database.db
    .select({ hash: tags.hash, id: tags.id })
    .from(tags)
    .where(and(eq(tags.type, 'USER'), eq(tags.group, 'specialty')))
    .limit(1)
  if (!areas[1] || !areas[0] || !specialtyRow) throw new Error('no tags')
  area = areas[0]
  otherArea = areas[1]
  specialty = specialtyRow
})
afterAll(async () => {
  await t.close()
})

describe('who may use mentoring', () => {
  it('members of every tier; not companies, the office or anonymous callers', async () => {
    for (const role of [
      'alumniFreemium',
      'alumniPremium',
      'empleadoFreemium',
      'alumniDesempleados',
    ] as const) {
      const who = await createPerson(t, { role })
      expect((await call(who, '/usr/mentoring')).status, role).toBe(200)
    }
    const refused = await call(company, '/usr/mentoring')
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      'La mentoría es entre miembros de la comunidad de antiguos alumnos: ofrecerla y pedirla es cosa de sus miembros.',
    )
    const english = await call(company, '/usr/mentoring/mentors', { locale: 'en' })
    expect(english.body.message).toBe(
      'Mentoring is between members of the alumni community: offering it and asking for it is for its members.',
    )
    expect((await call(office, '/usr/mentoring/offer')).status).toBe(403)
    expect((await call(admin, '/usr/mentoring/offer')).status).toBe(403)
    expect((await call(null, '/usr/mentoring')).status).toBe(401)
    // The office's list: the office and admin only.
    expect((await call(office, '/usr/admin/mentoring/mentors')).status).toBe(200)
    expect((await call(admin, '/usr/admin/mentoring/mentors')).status).toBe(200)
    const member = await createPerson(t)
    expect((await call(member, '/usr/admin/mentoring/mentors')).status).toBe(403)
  })
})

describe('a mentor offer', () => {
  it('is made with studies, tags, a current experience’s company, topics and capacity; paused and resumed', async () => {
    const who = await createPerson(t, { role: 'alumniFreemium' })
    expect(((await call(who, '/usr/mentoring/offer')).body as MentorOfferState).offer).toBeNull()
    expect((await call(who, '/usr/mentoring/offer/pause', { json: {} })).status).toBe(404)
    const [job] = await t.database.db
      .insert(workExperiences)
      .values({
        hash: randomBytes(9).toString('base64url'),
        userId: who.id,
        name: 'Analista',
        contract: 'INDEFINITE',
        companyName: 'Innovación Mediterránea, S. L.',
        start: '2020-01-01',
      })
      .returning({ hash: workExperiences.hash })
    const [old] = await t.database.db
      .insert(workExperiences)
      .values({
        hash: randomBytes(9).toString('base64url'),
        userId: who.id,
        name: 'Becaria',
        contract: 'INTERNSHIP',
        companyName: 'Otra S.A.',
        start: '2015-01-01',
        end: '2016-01-01',
      })
      .returning({ hash: workExperiences.hash })
    const put = (json: Json) => call(who, '/usr/mentoring/offer', { method: 'PUT', json })
    const both = await put({ capacity: 1, experience: job?.hash, company: 'Otra' })
    expect(both.status).toBe(400)
    expect((both.body.errors as Json).company).toEqual([
      'Elige una de tus experiencias o escribe la empresa, no las dos.',
    ])
    expect(((await put({ capacity: 1, experience: old?.hash })).body.errors as Json).experience).toEqual([
      'Elige una de tus experiencias laborales actuales.',
    ])
    expect(((await put({ capacity: 1, studies: ['nope'] })).body.errors as Json).studies).toBeTruthy()
    expect(((await put({ capacity: 1, tags: ['nope'] })).body.errors as Json).tags).toBeTruthy()
    const tooMany = await put({ capacity: 11 })
    expect(tooMany.status).toBe(400)
    expect((tooMany.body.errors as Json).capacity).toEqual(['Debe ser como máximo 10.'])

    const saved = await put({
      studies: [childStudies],
      tags: [area.hash, specialty.hash],
      experience: job?.hash,
      topics: 'Cómo preparar una entrevista técnica.',
      capacity: 3,
    })
    expect(saved.status).toBe(200)
    const offer = (saved.body as MentorOfferState).offer
    expect(offer).toMatchObject({
      company: 'Innovación Mediterránea, S. L.',
      experience: job?.hash,
      topics: 'Cómo preparar una entrevista técnica.',
      capacity: 3,
      paused: false,
      paused_by_office: false,
      active: 0,
      pending: 0,
      // Not listed: the person does not appear to other members.
      listed: false,
    })
    expect(offer?.studies.map((s) => s.hash)).toEqual([childStudies])
    expect(offer?.tags.map((s) => [s.hash, s.group])).toEqual([
      [area.hash, 'area'],
      [specialty.hash, 'specialty'],
    ])
    const [row] = await t.database.db.select().from(mentorOffers).where(eq(mentorOffers.userId, who.id))
    expect(row?.companyKey).toBe('innovacion mediterranea')

    await t.database.db.update(users).set({ isAppearByUser: true }).where(eq(users.id, who.id))
    expect(((await call(who, '/usr/mentoring/offer')).body as MentorOfferState).offer?.listed).toBe(true)
    const paused = (await call(who, '/usr/mentoring/offer/pause', { json: {} })).body as MentorOfferState
    expect(paused.offer).toMatchObject({ paused: true, listed: false })
    const resumed = (await call(who, '/usr/mentoring/offer/resume', { json: {} })).body as MentorOfferState
    expect(resumed.offer).toMatchObject({ paused: false, listed: true })
    // Written instead of taken from an experience.
    const written = await put({ company: 'Banco del Turia', capacity: 1 })
    expect((written.body as MentorOfferState).offer).toMatchObject({
      company: 'Banco del Turia',
      experience: null,
    })
  })
})

describe('the mentoring search', () => {
  let seeker: Actor
  let visible: Actor
  let elsewhere: Actor
  beforeAll(async () => {
    seeker = await createPerson(t, { role: 'alumniFreemium' })
    visible = await mentor({ company: 'Innovación Mediterránea SL', tags: [area.hash] }, { name: 'Visible' })
    elsewhere = await mentor(
      { company: 'Banco del Turia S.A.', tags: [otherArea.hash], studies: [] },
      { name: 'Elsewhere' },
    )
  })

  it('finds members who offer, filtered by company, studies (a parent’s sub-items too) and area', async () => {
    const all = found(await search(seeker, '?size=50'))
    expect(all).toEqual(expect.arrayContaining([visible.hash, elsewhere.hash]))
    expect(found(await search(seeker, '?company=innovacion&size=50'))).toContain(visible.hash)
    expect(found(await search(seeker, '?company=innovacion&size=50'))).not.toContain(elsewhere.hash)
    expect(found(await search(seeker, `?company=${encodeURIComponent('BANCO DEL TÚRIA')}&size=50`))).toEqual(
      expect.arrayContaining([elsewhere.hash]),
    )
    const byParent = found(await search(seeker, `?studies=${parentStudies}&size=50`))
    expect(byParent).toContain(visible.hash)
    expect(byParent).not.toContain(elsewhere.hash)
    const byArea = found(await search(seeker, `?area=${otherArea.hash}&size=50`))
    expect(byArea).toContain(elsewhere.hash)
    expect(byArea).not.toContain(visible.hash)
    // A specialty is not an area.
    expect(found(await search(seeker, `?area=${specialty.hash}&size=50`))).toEqual([])
    const page = await search(seeker, '?company=innovacion&size=1')
    expect(page.items).toHaveLength(1)
    expect(page.maxPages).toBe(Math.ceil(page.total / 1))
    const card = (await search(seeker, '?company=innovacion+mediterranea&size=50')).items.find(
      (m) => m.person.hash === visible.hash,
    )
    expect(card).toMatchObject({ company: 'Innovación Mediterránea SL', capacity: 2, places_left: 2 })
    expect(card?.studies.map((s) => s.hash)).toEqual([childStudies])
  })

  it('leaves out hidden, paused (by the person or the office), full and erased-away mentors, and the caller', async () => {
    const hidden = await mentor({}, { appears: false })
    const paused = await mentor()
    await call(paused, '/usr/mentoring/offer/pause', { json: {} })
    const officePaused = await mentor()
    expect(
      (await call(office, `/usr/admin/mentoring/mentors/${officePaused.hash}/pause`, { json: {} })).status,
    ).toBe(200)
    const full = await mentor({ capacity: 1 })
    const mentee = await createPerson(t)
    const asked = (await ask(mentee, full.hash)).body as unknown as MentoringRequest
    expect((await call(full, `/usr/mentoring/requests/${asked.hash}/accept`, { json: {} })).status).toBe(200)
    const disabled = await mentor()
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id))

    const all = found(await search(seeker, '?size=50'))
    for (const gone of [hidden, paused, officePaused, full, disabled]) expect(all).not.toContain(gone.hash)
    expect(found(await search(visible, '?size=50'))).not.toContain(visible.hash)
  })
})

describe('an offer’s company mentors', () => {
  it('lists the mentors whose company is the offer’s, whatever the accents, case or legal form', async () => {
    const same = await mentor({ company: 'INNOVACION MEDITERRANEA, S.L.U.' })
    const part = await mentor({ company: 'Innovación' })
    const paused = await mentor({ company: 'Innovación Mediterránea' })
    await call(paused, '/usr/mentoring/offer/pause', { json: {} })
    const published = await offerIn(t, company, 'PUBLISHED')
    const draft = await offerIn(t, company, 'UNPUBLISHED')
    const reader = await createPerson(t, { role: 'alumniFreemium' })
    const res = await call(reader, `/usr/jobs/${published}/mentors`)
    expect(res.status).toBe(200)
    const body = res.body as unknown as OfferMentors
    expect(body.company).toBe('Innovación Mediterránea S.L.')
    const hashes = body.items.map((m) => m.person.hash)
    expect(hashes).toContain(same.hash)
    expect(hashes).not.toContain(part.hash)
    expect(hashes).not.toContain(paused.hash)
    expect((await call(reader, `/usr/jobs/${draft}/mentors`)).status).toBe(404)
    expect((await call(company, `/usr/jobs/${published}/mentors`)).status).toBe(403)
  })
})

describe('asking, accepting, declining, withdrawing, ending', () => {
  it('refuses oneself, a second open request, a paused or full mentor, someone hidden; mails the mentor', async () => {
    const m = await mentor({ capacity: 1 }, { language: 'en' })
    const mentee = await createPerson(t, { name: 'Lucía', surname: 'Martín' })
    const self = await ask(m, m.hash)
    expect(self.status).toBe(409)
    expect(self.body.message).toBe('No puedes pedirte mentoría a ti mismo.')
    expect((await ask(mentee, m.hash, '   ')).status).toBe(400)
    const first = await ask(mentee, m.hash, 'Quiero saber cómo es trabajar en <b>tu</b> empresa.')
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ side: 'mentee', state: 'pending', person: { hash: m.hash } })
    const twice = await ask(mentee, m.hash)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe('Ya has pedido mentoría a esta persona: espera a que te responda.')
    const mails = await outboxFor(t, m.email)
    expect(mails.map((x) => [x.template, x.locale])).toEqual([['mentoring-request', 'en']])
    expect(mails[0]?.subject).toBe('Lucía Martín asks you for mentoring')
    expect(mails[0]?.text).toContain('Quiero saber cómo es trabajar en <b>tu</b> empresa.')

    // Accepted: the mentor is full for everybody else.
    const accepted = await call(m, `/usr/mentoring/requests/${first.body.hash}/accept`, { json: {} })
    const other = await createPerson(t)
    const full = await ask(other, m.hash)
    expect(full.status).toBe(409)
    expect(full.body.message).toBe(
      'Esta persona ya acompaña a todas las personas que puede: prueba más adelante o pide mentoría a otra persona.',
    )
    expect(accepted.status).toBe(200)
    expect((await ask(mentee, m.hash)).body.message).toBe(
      'Esta persona ya es tu mentora: tenéis una mentoría en marcha.',
    )

    const paused = await mentor()
    await call(paused, '/usr/mentoring/offer/pause', { json: {} })
    const refused = await ask(other, paused.hash)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Esta persona ha pausado su mentoría: ahora no acepta solicitudes.')
    const hidden = await mentor({}, { appears: false })
    expect((await ask(other, hidden.hash)).status).toBe(404)
    const noOffer = await createPerson(t)
    expect((await ask(other, noOffer.hash)).status).toBe(404)
    expect((await ask(company, m.hash)).status).toBe(403)
  })

  it('accepts, which opens a conversation both may write in, and mails the mentee', async () => {
    const m = await mentor({}, { name: 'Marta' })
    const mentee = await createPerson(t, { language: 'en', role: 'alumniFreemium' })
    const asked = (await ask(mentee, m.hash)).body as unknown as MentoringRequest
    const byMentee = await call(mentee, `/usr/mentoring/requests/${asked.hash}/accept`, { json: {} })
    expect(byMentee.status).toBe(403)
    expect(byMentee.body.message).toBe('Solo la persona a la que se pidió la mentoría puede aceptarla.')
    const stranger = await createPerson(t)
    expect((await call(stranger, `/usr/mentoring/requests/${asked.hash}/accept`, { json: {} })).status).toBe(
      404,
    )
    const res = await call(m, `/usr/mentoring/requests/${asked.hash}/accept`, { json: {} })
    expect(res.status).toBe(200)
    const body = res.body as unknown as AcceptedMentoring
    expect(body.conversation).toEqual(expect.any(String))
    // A free member may not start conversations, but writes first in the one an accepted request opened.
    const sent = await call(mentee, `/usr/conversations/${body.conversation}/messages`, {
      json: { body: 'Thank you, Marta!' },
    })
    expect(sent.status).toBe(201)
    const inbox = (await call(m, '/usr/conversations')).body as unknown as ConversationList
    expect(inbox.items[0]).toMatchObject({
      hash: body.conversation,
      unread: 1,
      last_message: 'Thank you, Marta!',
    })
    expect(body.request).toMatchObject({ state: 'accepted', side: 'mentor', person: { hash: mentee.hash } })
    expect(body.request.answered_at).not.toBeNull()
    expect((await call(m, `/usr/mentoring/requests/${asked.hash}/accept`, { json: {} })).status).toBe(409)
    expect((await outboxFor(t, mentee.email)).map((x) => [x.template, x.subject])).toEqual([
      ['mentoring-accepted', 'Marta Gil has agreed to be your mentor'],
    ])
    const page = (await call(mentee, '/usr/mentoring')).body as unknown as MyMentoring
    expect(page.as_mentee.active.map((r) => r.hash)).toEqual([asked.hash])
    const theirs = (await call(m, '/usr/mentoring')).body as unknown as MyMentoring
    expect(theirs.as_mentor.active.map((r) => r.hash)).toEqual([asked.hash])
    expect(theirs.offer?.active).toBe(1)
  })

  it('declines with a kind default message in the request’s language, or the mentor’s words', async () => {
    const m = await mentor()
    const mentee = await createPerson(t, { language: 'en' })
    const asked = (await ask(mentee, m.hash)).body as unknown as MentoringRequest
    const res = await call(m, `/usr/mentoring/requests/${asked.hash}/decline`, { json: {} })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ state: 'declined', decline_default: true })
    expect(res.body.decline_message).toMatch(/^Gracias por escribirme y por tu interés\./)
    const english = (await call(mentee, '/usr/mentoring', { locale: 'en' })).body as unknown as MyMentoring
    expect(english.as_mentee.past[0]).toMatchObject({
      hash: asked.hash,
      state: 'declined',
      decline_default: true,
    })
    expect(english.as_mentee.past[0]?.decline_message).toMatch(
      /^Thank you for writing to me and for your interest\./,
    )
    const catalan = (await call(mentee, '/usr/mentoring', { locale: 'ca' })).body as unknown as MyMentoring
    expect(catalan.as_mentee.past[0]?.decline_message).toMatch(/^Gràcies per escriure’m/)
    const [mail] = await outboxFor(t, mentee.email)
    expect(mail?.template).toBe('mentoring-declined')
    expect(mail?.text).toContain('Thank you for writing to me and for your interest.')
    expect((await call(m, `/usr/mentoring/requests/${asked.hash}/decline`, { json: {} })).status).toBe(409)

    const again = (await ask(mentee, m.hash)).body as unknown as MentoringRequest
    const own = await call(m, `/usr/mentoring/requests/${again.hash}/decline`, {
      json: { message: 'Este trimestre no puedo; escríbeme en enero.' },
    })
    expect(own.body).toMatchObject({
      decline_message: 'Este trimestre no puedo; escríbeme en enero.',
      decline_default: false,
    })
  })

  it('lets the mentee withdraw while pending, and either person end with feedback only the office reads', async () => {
    const m = await mentor()
    const mentee = await createPerson(t)
    const asked = (await ask(mentee, m.hash)).body as unknown as MentoringRequest
    const byMentor = await call(m, `/usr/mentoring/requests/${asked.hash}/withdraw`, { json: {} })
    expect(byMentor.status).toBe(403)
    expect(
      (await call(mentee, `/usr/mentoring/requests/${asked.hash}/withdraw`, { json: {} })).body,
    ).toMatchObject({
      state: 'withdrawn',
    })
    expect((await call(mentee, `/usr/mentoring/requests/${asked.hash}/withdraw`, { json: {} })).status).toBe(
      409,
    )
    expect((await call(m, `/usr/mentoring/requests/${asked.hash}/accept`, { json: {} })).status).toBe(409)

    const second = (await ask(mentee, m.hash)).body as unknown as MentoringRequest
    expect((await call(mentee, `/usr/mentoring/requests/${second.hash}/end`, { json: {} })).status).toBe(409)
    await call(m, `/usr/mentoring/requests/${second.hash}/accept`, { json: {} })
    const ended = await call(mentee, `/usr/mentoring/requests/${second.hash}/end`, {
      json: { feedback: 'Muy útil: me ayudó a preparar dos entrevistas.' },
    })
    expect(ended.status).toBe(200)
    expect(ended.body).toMatchObject({
      state: 'ended',
      ended_by: 'mentee',
      feedback: 'Muy útil: me ayudó a preparar dos entrevistas.',
    })
    const mentorsView = (await call(m, '/usr/mentoring')).body as unknown as MyMentoring
    expect(mentorsView.as_mentor.past.find((r) => r.hash === second.hash)).toMatchObject({
      state: 'ended',
      ended_by: 'mentee',
      feedback: null,
    })
    const [row] = await t.database.db
      .select()
      .from(mentoringRequests)
      .where(eq(mentoringRequests.hash, second.hash))
    expect(row?.feedback).toBe('Muy útil: me ayudó a preparar dos entrevistas.')
    // The mentor ends one too, without feedback (an empty body).
    const third = (await ask(mentee, m.hash)).body as unknown as MentoringRequest
    await call(m, `/usr/mentoring/requests/${third.hash}/accept`, { json: {} })
    const res = await t.request(`/usr/mentoring/requests/${third.hash}/end`, {
      method: 'POST',
      token: m.token,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ state: 'ended', ended_by: 'mentor', feedback: null })
  })
})

describe('the office', () => {
  it('lists mentors with their counts, pauses one (audited, with its reason) and resumes it', async () => {
    const m = await mentor({ company: 'Pausas S.L.' }, { name: 'Pausable' })
    const mentee = await createPerson(t)
    const asked = (await ask(mentee, m.hash)).body as unknown as MentoringRequest
    await call(m, `/usr/mentoring/requests/${asked.hash}/accept`, { json: {} })
    await ask(await createPerson(t), m.hash)
    const list = (await call(office, '/usr/admin/mentoring/mentors?text=pausable&size=200'))
      .body as unknown as OfficeMentorList
    expect(list.items.find((x) => x.person.hash === m.hash)).toMatchObject({
      company: 'Pausas S.L.',
      active: 1,
      pending: 1,
      accepted: 1,
      ended: 0,
      paused_by_office: false,
    })
    const paused = await call(office, `/usr/admin/mentoring/mentors/${m.hash}/pause`, {
      json: { reason: 'Varias quejas de falta de respuesta.' },
    })
    expect(paused.status).toBe(200)
    expect(paused.body as unknown as OfficeMentor).toMatchObject({
      paused_by_office: true,
      office_reason: 'Varias quejas de falta de respuesta.',
    })
    expect((await call(office, `/usr/admin/mentoring/mentors/${m.hash}/pause`, { json: {} })).status).toBe(
      409,
    )
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mentoring.pause'), eq(auditLog.objectId, m.hash)))
    expect(entry).toMatchObject({ actorId: office.id, reason: 'Varias quejas de falta de respuesta.' })
    // The person sees it, and cannot resume it themselves.
    const own = (await call(m, '/usr/mentoring/offer')).body as MentorOfferState
    expect(own.offer).toMatchObject({
      paused_by_office: true,
      office_reason: 'Varias quejas de falta de respuesta.',
    })
    const resume = await call(m, '/usr/mentoring/offer/resume', { json: {} })
    expect(resume.status).toBe(409)
    expect(resume.body.message).toBe(
      'La oficina de antiguos alumnos ha pausado tu oferta de mentoría: escríbele si quieres reanudarla.',
    )
    const pausedOnly = (await call(office, '/usr/admin/mentoring/mentors?state=paused&size=200'))
      .body as unknown as OfficeMentorList
    expect(pausedOnly.items.map((x) => x.person.hash)).toContain(m.hash)
    const resumed = await call(office, `/usr/admin/mentoring/mentors/${m.hash}/resume`, { json: {} })
    expect(resumed.body).toMatchObject({ paused_by_office: false, office_reason: null })
    expect((await call(office, `/usr/admin/mentoring/mentors/${m.hash}/resume`, { json: {} })).status).toBe(
      409,
    )
    expect((await call(office, '/usr/admin/mentoring/mentors/nobody/pause', { json: {} })).status).toBe(404)
    const [resumedEntry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mentoring.resume'), eq(auditLog.objectId, m.hash)))
    expect(resumedEntry).toBeTruthy()
  })

  it('reads the figures in the community report: offers, requests, accepted and ended this month', async () => {
    const counts = (
      (await t.database.db.execute(sql`select
        (select count(*)::int from mentor_offers) as offers,
        (select count(*)::int from mentoring_requests) as requests,
        (select count(*)::int from mentoring_requests where state in ('accepted', 'ended') and answered_at is not null) as accepted,
        (select count(*)::int from mentoring_requests where state = 'ended') as ended`)) as unknown as {
        rows: { offers: number; requests: number; accepted: number; ended: number }[]
      }
    ).rows[0]
    const res = await call(office, '/usr/admin/reports/community')
    expect(res.status).toBe(200)
    const chart = (res.body as unknown as Report).charts.find((c) => c.id === 'mentoring')
    expect(chart?.series.map((s) => s.key)).toEqual(['offers', 'requests', 'accepted', 'ended'])
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date())
      .slice(0, 7)
    const row = chart?.rows.find((r) => r.key === month)
    expect(row?.values).toEqual([counts?.offers, counts?.requests, counts?.accepted, counts?.ended])
    expect(counts?.ended).toBeGreaterThan(0)
  })
})

describe('the person’s data', () => {
  it('exports the offer and the requests on both sides', async () => {
    const m = await mentor({ topics: 'Entrevistas', company: 'Exporta S.L.' }, { name: 'Exportable' })
    const mentee = await createPerson(t, { name: 'Pedro', surname: 'Ruiz' })
    const asked = (await ask(mentee, m.hash, 'Hola, ¿me orientas?')).body as unknown as MentoringRequest
    await call(m, `/usr/mentoring/requests/${asked.hash}/accept`, { json: {} })
    await call(m, `/usr/mentoring/requests/${asked.hash}/end`, { json: { feedback: 'Poco compromiso.' } })
    const exportOf = (userId: string) => personExport(t, userId)
    const mine = await exportOf(m.id)
    const [offer] = mine.mentor_offer as { studies: string[] }[]
    expect(offer).toMatchObject({ company: 'Exporta S.L.', topics: 'Entrevistas', capacity: 2 })
    expect(offer?.studies).toHaveLength(1)
    expect(mine.mentoring_received).toEqual([
      expect.objectContaining({
        mentee: 'Pedro Ruiz',
        message: 'Hola, ¿me orientas?',
        state: 'ended',
        feedback: 'Poco compromiso.',
      }),
    ])
    const theirs = await exportOf(mentee.id)
    expect(theirs.mentor_offer).toEqual([])
    // The mentor's feedback is not the mentee's data.
    expect(theirs.mentoring_asked).toEqual([
      expect.objectContaining({
        mentor: 'Exportable Gil',
        state: 'ended',
        ended_by: 'mentor',
        feedback: null,
      }),
    ])
  })

  it('on erasure withdraws pending requests, ends mentorships and leaves a former member to the other', async () => {
    const leaving = await mentor({}, { name: 'Leaving' })
    const active = await createPerson(t)
    const waiting = await createPerson(t)
    const a = (await ask(active, leaving.hash)).body as unknown as MentoringRequest
    await call(leaving, `/usr/mentoring/requests/${a.hash}/accept`, { json: {} })
    const w = (await ask(waiting, leaving.hash)).body as unknown as MentoringRequest
    // The leaving person also asked someone else.
    const other = await mentor()
    const asked = (await ask(leaving, other.hash, 'Mi mensaje')).body as unknown as MentoringRequest

    await t.database.db
      .update(users)
      .set({ eraseAfter: sql`now() - interval '1 second'` })
      .where(eq(users.id, leaving.id))
    expect((await eraseDue(t)).erased).toBeGreaterThanOrEqual(1)

    const activeView = (await call(active, '/usr/mentoring')).body as unknown as MyMentoring
    expect(activeView.as_mentee.active).toEqual([])
    expect(activeView.as_mentee.past.find((r) => r.hash === a.hash)).toMatchObject({
      state: 'ended',
      ended_by: 'erasure',
      person: null,
    })
    const waitingView = (await call(waiting, '/usr/mentoring')).body as unknown as MyMentoring
    expect(waitingView.as_mentee.past.find((r) => r.hash === w.hash)).toMatchObject({
      state: 'withdrawn',
      person: null,
    })
    const otherView = (await call(other, '/usr/mentoring')).body as unknown as MyMentoring
    expect(otherView.as_mentor.pending).toEqual([])
    expect(otherView.as_mentor.past.find((r) => r.hash === asked.hash)).toMatchObject({
      state: 'withdrawn',
      person: null,
      message: null,
    })
    expect(
      await t.database.db.select().from(mentorOffers).where(eq(mentorOffers.userId, leaving.id)),
    ).toEqual([])
    const left = await t.database.db
      .select()
      .from(mentoringRequests)
      .where(and(isNull(mentoringRequests.mentorId), eq(mentoringRequests.hash, a.hash)))
    expect(left).toHaveLength(1)
    void childId
  })
})
