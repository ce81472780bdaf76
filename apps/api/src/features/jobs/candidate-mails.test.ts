// The mails a candidate expects from the job bank (docs/jobs.md), read from a real SMTP server: the receipt
// of an application, and a notice when an offer they applied to is closed or removed; a closed offer stays
// in their applications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkIn, type Mailbox, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type CompanyActor, createCompany, createPerson, offerIn, setOfferStatus } from '../../test/jobs'

let t: TestApp
let mailbox: Mailbox
let company: CompanyActor

beforeAll(async () => {
  t = await createTestApp()
  mailbox = await startMailbox(t)
  company = await createCompany(t, { name: 'Innovación Mediterránea S.L.', notify: false })
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

const apply = (hash: string, token: string) =>
  t.request(`/usr/jobs/${hash}/application`, { method: 'POST', token })
const mark = (offer: string, hash: string, status: string) =>
  t.request(`/usr/company/offers/${offer}/candidates/${hash}`, {
    method: 'PATCH',
    json: { status },
    token: company.token,
  })
const close = (offer: string) =>
  t.request(`/usr/company/offers/${offer}/close`, {
    json: { service_rating: 4, candidates_rating: 3, hired: false },
    token: company.token,
  })

describe('the mails of a candidate', () => {
  it('sends the receipt of an application in the person’s language', async () => {
    const offer = await offerIn(t, company, 'PUBLISHED', {
      title: 'Técnica de laboratorio',
      title_en: 'Lab technician',
      description_en: 'Lab.',
    })
    const jane = await createPerson(t, { cv: true, name: 'Jane', language: 'en' })
    const jordi = await createPerson(t, { cv: true, name: 'Jordi', language: 'ca' })
    expect((await apply(offer, jane.token)).status).toBe(201)
    expect((await apply(offer, jordi.token)).status).toBe(201)
    // A refused application (again) mails nothing.
    expect((await apply(offer, jane.token)).status).toBe(409)

    const mails = await mailbox.deliver()
    expect(mails.map((m) => recipients(m)).sort()).toEqual([[jane.email], [jordi.email]].sort())
    const to = (email: string) => mails.find((m) => recipients(m).includes(email))
    expect(to(jane.email)?.subject).toBe('We have received your application to "Lab technician"')
    expect(to(jane.email)?.text).toContain(
      'You applied to the offer "Lab technician" of Innovación Mediterránea S.L.',
    )
    expect(linkIn(to(jane.email)).pathname).toBe('/en/user/jobs/subscribed')
    expect(to(jordi.email)?.subject).toBe('Hem rebut la teva candidatura a «Técnica de laboratorio»')
    expect(linkIn(to(jordi.email)).pathname).toBe('/ca/user/jobs/subscribed')
  })

  it('tells the candidates still in the running that the offer closed, and keeps it in their applications', async () => {
    const offer = await offerIn(t, company, 'PUBLISHED', { title: 'Analista de datos' })
    const pending = await createPerson(t, { cv: true, name: 'Lucía', language: 'es' })
    const accepted = await createPerson(t, { cv: true, name: 'Jane', language: 'en' })
    const discarded = await createPerson(t, { cv: true, name: 'Pau', language: 'ca' })
    const hashes: string[] = []
    for (const person of [pending, accepted, discarded]) {
      const res = await apply(offer, person.token)
      hashes.push(((await res.json()) as { hash: string }).hash)
    }
    await mark(offer, hashes[1] ?? '', 'ACCEPTED')
    await mark(offer, hashes[2] ?? '', 'CANCELLED')
    await mailbox.deliver()

    expect((await close(offer)).status).toBe(200)
    const mails = await mailbox.deliver()
    // The discarded candidate was told already; the other two are told now.
    expect(mails.map((m) => recipients(m)[0]).sort()).toEqual([pending.email, accepted.email].sort())
    const to = (email: string) => mails.find((m) => recipients(m).includes(email))
    expect(to(pending.email)?.subject).toBe('La oferta «Analista de datos» se ha cerrado')
    expect(to(pending.email)?.text).toContain(
      'Innovación Mediterránea S.L. ha cerrado la oferta «Analista de datos», en la que te inscribiste: ya no admite candidaturas.',
    )
    expect(linkIn(to(pending.email)).pathname).toBe('/es/user/jobs/subscribed')
    expect(to(accepted.email)?.subject).toBe('The offer "Analista de datos" has been closed')

    // "Ofertas inscritas" still lists it, as closed.
    const mine = await t.request('/usr/applications', { token: pending.token })
    expect(((await mine.json()) as { items: unknown[] }).items).toMatchObject([
      { status: 'PENDING', offer: { hash: offer, status: 'CLOSED' } },
    ])

    // Deleting it once closed does not mail them a second time.
    expect(
      (await t.request(`/usr/company/offers/${offer}`, { method: 'DELETE', token: company.token })).status,
    ).toBe(204)
    expect(await mailbox.deliver()).toEqual([])
  })

  it('tells the candidates that an offer was removed when it is deleted without being closed', async () => {
    const offer = await offerIn(t, company, 'PUBLISHED', { title: 'Soporte técnico' })
    const person = await createPerson(t, { cv: true, name: 'Jordi', language: 'ca' })
    await apply(offer, person.token)
    // An edit sent the published offer back to review; from there the company may delete it.
    await setOfferStatus(t, offer, 'PENDING')
    await mailbox.deliver()

    expect(
      (await t.request(`/usr/company/offers/${offer}`, { method: 'DELETE', token: company.token })).status,
    ).toBe(204)
    const mails = await mailbox.deliver()
    expect(mails.map((m) => recipients(m))).toEqual([[person.email]])
    expect(mails[0]?.subject).toBe('L’oferta «Soporte técnico» s’ha retirat')
    expect(mails[0]?.text).toContain(
      'Innovación Mediterránea S.L. ha retirat l’oferta «Soporte técnico», a la qual et vas inscriure',
    )
    expect(linkIn(mails[0]).pathname).toBe('/ca/ocupacio')
    // Gone with its applications.
    const mine = await t.request('/usr/applications', { token: person.token })
    expect(((await mine.json()) as { total: number }).total).toBe(0)
  })
})
