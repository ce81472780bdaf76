// Test support of the job bank: companies with their recruiter, alumni with a CV, offers in any state, and
// what the outbox holds. Only imported by *.test.ts files.
import { randomBytes } from 'node:crypto'
import type { OfferStatus } from '@egresa/api-contract/jobs'
import type { Role } from '@egresa/api-contract/permissions'
import { asc, eq } from 'drizzle-orm'
import { jobApplications, jobOffers } from '../db/schema/jobs'
import { mailOutbox } from '../db/schema/mail'
import { companies, users } from '../db/schema/users'
import { form, pdf } from './fixtures'
import type { TestApp } from './harness'

export type Actor = { id: string; hash: string; email: string; token: string }
export type CompanyActor = Actor & { companyId: string; companyHash: string }

let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`

/** A validated company and its signed-in recruiter. */
export async function createCompany(
  t: TestApp,
  options: { name?: string; language?: string; notify?: boolean; recruiter?: string } = {},
): Promise<CompanyActor> {
  const email = `rrhh.${unique()}@empresa.test`
  const user = await t.createUser({ email, role: 'company', name: options.recruiter ?? 'Carmen' })
  if (options.language)
    await t.database.db.update(users).set({ language: options.language }).where(eq(users.id, user.id))
  const [company] = await t.database.db
    .insert(companies)
    .values({
      hash: randomBytes(9).toString('base64url'),
      userId: user.id,
      name: options.name ?? 'Innovación Mediterránea S.L.',
      contactName: 'Carmen Vidal',
      documentNumber: 'B12345674',
      notifyApplications: options.notify ?? true,
      validatedAt: new Date(),
    })
    .returning({ id: companies.id, hash: companies.hash })
  if (!company) throw new Error('no company')
  return { ...user, token: await t.login(email), companyId: company.id, companyHash: company.hash }
}

/** A signed-in person (Premium alumni unless told), with a CV uploaded when `cv` is true. */
export async function createPerson(
  t: TestApp,
  options: { role?: Role; cv?: boolean; name?: string; surname?: string; language?: string } = {},
): Promise<Actor> {
  const email = `persona.${unique()}@alumni.test`
  const user = await t.createUser({
    email,
    role: options.role ?? 'alumniPremium',
    name: options.name ?? 'Lucía',
  })
  await t.database.db
    .update(users)
    .set({ surname: options.surname ?? 'Martín Pérez', language: options.language ?? 'es' })
    .where(eq(users.id, user.id))
  const token = await t.login(email)
  if (options.cv) {
    const res = await t.request('/usr/users/cv', {
      method: 'POST',
      body: form('file', pdf(`CV ${email}`), 'cv.pdf', 'application/pdf'),
      token,
    })
    if (res.status !== 200) throw new Error(`CV upload failed: ${res.status}`)
  }
  return { ...user, token }
}

/** A valid offer form; a start date a month ahead. */
export function offerInput(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  return {
    title: 'Ingeniera de datos',
    description: 'Buscamos una persona para el equipo de análisis.',
    workstation: 'Analista',
    location: 'Valencia',
    contract: 'INDEFINITE',
    working_hours: 'FULL-TIME',
    date_incorporation: start,
    ...overrides,
  }
}

/** An offer of the company, created through the API and then put in `status` directly in the database. */
export async function offerIn(
  t: TestApp,
  company: CompanyActor,
  status: OfferStatus,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await t.request('/usr/company/offers', { json: offerInput(overrides), token: company.token })
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`)
  const { hash } = (await res.json()) as { hash: string }
  if (status !== 'UNPUBLISHED') await setOfferStatus(t, hash, status)
  return hash
}

export async function setOfferStatus(t: TestApp, hash: string, status: OfferStatus) {
  const now = new Date()
  await t.database.db
    .update(jobOffers)
    .set({
      status,
      publishedAt: status === 'PUBLISHED' || status === 'CLOSED' ? now : null,
      closedAt: status === 'CLOSED' ? now : null,
    })
    .where(eq(jobOffers.hash, hash))
}

/** The offer's row as the database holds it. */
export async function offerRow(t: TestApp, hash: string) {
  const [row] = await t.database.db.select().from(jobOffers).where(eq(jobOffers.hash, hash))
  return row ?? null
}

/** The applications of an offer, oldest first. */
export async function applicationsOf(t: TestApp, hash: string) {
  return t.database.db
    .select({ hash: jobApplications.hash, status: jobApplications.status, userId: jobApplications.userId })
    .from(jobApplications)
    .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
    .where(eq(jobOffers.hash, hash))
    .orderBy(asc(jobApplications.createdAt))
}

/** The mails waiting in the outbox for an address, oldest first. */
export async function outboxFor(t: TestApp, address: string) {
  return t.database.db
    .select({
      template: mailOutbox.template,
      locale: mailOutbox.locale,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      to: mailOutbox.toAddress,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(asc(mailOutbox.createdAt))
}
