// A valid request for every operation of the API, on the small demo data set: the real hashes and slugs of
// its people, offers, articles and groups, sent with the session of a role that may call it. The handler fuzz
// (security/fuzz-handlers.test.ts) starts from these and changes one field at a time, so the changed request
// gets past authentication and reaches the handler. Only imported by *.test.ts files.
//
// Most entries are built once. An operation that cannot be repeated gets what it needs anew on every call of
// its entry (`fresh: true`), made directly in the database or through the API before the request is sent:
// - ending a session (logout, single sign-on logout) or every other session (password change): a session, or
//   a person and a session, of its own;
// - one-time tokens (password reset, e-mail confirmation, the single sign-on ticket): a new token each time;
// - deleting, and moving an object from one state to the next (publish, close, reopen, approve, reject,
//   verify, validate, apply, upgrade): a new object in the state the operation starts from;
// - uploads are multipart forms: the file (its name, declared type and bytes are fields like any other) and,
//   where the contract has a `dataField`, the JSON body as the text of that part.
import { randomBytes } from 'node:crypto'
import type { Role } from '@egresa/api-contract/permissions'
import { sql } from 'drizzle-orm'
import { sessions } from '../db/schema/users'
import { unsubscribeToken } from '../features/jobs/alerts'
import { newsletterToken } from '../features/newsletters/mails'
import { startSsoSession } from '../features/sso/service'
import { hashToken, newSessionToken, SESSION_LIFETIME_MS } from '../lib/auth/tokens'
import { mailLinkSecret } from '../lib/links'
import { DEMO_ACCOUNTS } from '../seed/demo/accounts'
import { CREDITOR_ENV, daysAhead, upgradedMember } from './collections'
import { createCompany } from './companies'
import { pdf, png } from './fixtures'
import { TEST_PASSWORD, type TestApp } from './harness'
import { setOfferStatus } from './jobs'
import { pain002Report } from './sepa'
import { commentForm } from './workgroups'

/** The environment the table needs: the office's collection runs, and single sign-on (its development provider). */
// OFFICE_IDLE_MINUTES at its largest: the office's sessions are then touched at most every 48 minutes, so
// a run's refusals leave the sessions table as it was (the handler fuzz checks they change nothing).
export const VALID_REQUESTS_ENV = { ...CREDITOR_ENV, SSO_DEV_PROVIDER: 'true', OFFICE_IDLE_MINUTES: '1440' }

export type Session = { token: string; deviceId: string }

export type UploadPart = {
  /** The file's form field, name, declared type and bytes. */
  file?: { field: string; name: string; type: string; bytes: Uint8Array }
  /** The form field carrying the JSON body (the contract's `dataField`). */
  dataField?: string
}

export type ValidRequest = {
  session: Session | null
  params?: Record<string, string>
  query?: Record<string, string>
  body?: Record<string, unknown>
  upload?: UploadPart
}

export type ValidRequestEntry = {
  /** Built anew for every request: the operation cannot be repeated on the same object or session. */
  fresh?: boolean
  build: () => Promise<ValidRequest>
}

let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`

async function rows<T>(t: TestApp, query: string): Promise<T[]> {
  const result = (await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }
  return result.rows
}

async function one<T>(t: TestApp, query: string): Promise<T> {
  const [row] = await rows<T>(t, query)
  if (!row) throw new Error(`No demo row for: ${query}`)
  return row
}

/** A session of the account, written as /usr/login writes it (without the slow password check). */
async function sessionOf(t: TestApp, userId: string): Promise<Session> {
  const token = newSessionToken()
  const deviceId = `fuzz-${unique()}`
  const now = new Date()
  await t.database.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    deviceId,
    deviceType: 2,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  })
  return { token, deviceId }
}

/** A new account of the role with a session. */
async function freshPerson(t: TestApp, role: Role = 'alumniFreemium', status?: 'pending' | 'active') {
  const user = await t.createUser({ email: `fuzz.${unique()}@alumni.test`, role, status })
  return { ...user, session: await sessionOf(t, user.id) }
}

/** A new active alumni who agrees to appear in the directory (the community page may show them). */
async function appearingPerson(t: TestApp) {
  const person = await t.createUser({ email: `fuzz.${unique()}@alumni.test` })
  await t.database.db.execute(sql`update users set is_appear_by_user = true where id = ${person.id}`)
  return person
}

async function demoSession(t: TestApp, email: string) {
  const { id } = await one<{ id: string }>(t, `select id from users where email = '${email}'`)
  return { id, session: await sessionOf(t, id) }
}

/** A set-up step through the API, as the session's owner: fails unless it is answered 2xx. */
async function call<T>(
  t: TestApp,
  session: Session,
  method: string,
  path: string,
  init: { json?: unknown; body?: FormData } = {},
): Promise<T> {
  const res = await t.request(path, {
    method,
    token: session.token,
    deviceId: session.deviceId,
    ...(init.json === undefined ? {} : { json: init.json }),
    ...(init.body ? { body: init.body } : {}),
  })
  const text = await res.text()
  if (res.status >= 300) throw new Error(`set-up ${method} ${path}: ${res.status} ${text}`)
  return (text ? JSON.parse(text) : undefined) as T
}

const imageFile = async (field: string) => ({
  field,
  name: 'foto.png',
  type: 'image/png',
  bytes: new Uint8Array(await png()),
})
const pdfFile = (field: string) => ({
  field,
  name: 'curriculum.pdf',
  type: 'application/pdf',
  bytes: new Uint8Array(pdf()),
})

const projectBody = () => ({
  name: 'Portfolio de diseño',
  date: '2024-05-01',
  content: 'Un proyecto de fin de grado.',
  links: ['https://example.com/proyecto'],
  is_published: true,
})
const experienceBody = () => ({
  name: 'Analista de datos',
  contract: 'INDEFINITE',
  company_name: 'Innovación Mediterránea',
  start: '2022-01-10',
  end: '2023-06-30',
  location: 'Valencia',
  content: 'Informes y cuadros de mando.',
})
const offerBody = () => ({
  title: 'Ingeniera de datos',
  description: 'Buscamos una persona para el equipo de análisis.',
  workstation: 'Analista',
  location: 'Valencia',
  country_code: 'ES',
  contract: 'INDEFINITE',
  working_hours: 'FULL-TIME',
  date_incorporation: daysAhead(30),
})
const articleBody = (tag: string) => ({
  type: 'EVENT',
  // The address (slug) comes from the title, and two articles cannot share one.
  title: `Encuentro de antiguos alumnos ${unique()}`,
  summary: 'Una tarde para reencontrarse.',
  text: 'Os esperamos en el **campus**.',
  title_en: `Alumni meeting ${unique()}`,
  summary_en: 'An afternoon to meet again.',
  text_en: 'See you on **campus**.',
  tags: [tag],
  place: 'Aula magna',
  starts_at: `${daysAhead(20)}T17:00:00Z`,
  ends_at: `${daysAhead(20)}T20:00:00Z`,
  subscription_url: 'https://example.com/inscripcion',
  subscription_email: 'eventos@example.com',
  online_url: 'https://meet.example.com/encuentro',
  // A published article takes an image only with its description (docs/articles.md).
  image_alt: 'Antiguos alumnos en el aula magna',
  image_alt_en: 'Alumni in the great hall',
})
const mandateBody = () => ({
  holder: 'Lucía Martín Pérez',
  bank: 'Banco de pruebas',
  iban: 'ES91 2100 0418 4502 0005 1332',
  acceptMandate: true,
  mandateVersion: 'sepa-core-2026-1',
})

/**
 * The valid request of every operation, by operationId, on a test app made with
 * `createTestApp({ seed: 'demo-small', env: VALID_REQUESTS_ENV })`. The set-up writes what the demo data
 * lacks (a CV, an avatar, a group with a file), so build it before measuring anything.
 */
export async function validRequests(t: TestApp): Promise<Record<string, ValidRequestEntry>> {
  const free = await demoSession(t, DEMO_ACCOUNTS.free)
  const premium = await demoSession(t, DEMO_ACCOUNTS.premium)
  const company = await demoSession(t, DEMO_ACCOUNTS.company)
  const admin = await demoSession(t, DEMO_ACCOUNTS.admin)

  // Reference data and the demo's own objects.
  const leaf = await one<{ hash: string }>(
    t,
    'select c.hash from categories c where not exists (select 1 from categories k where k.parent_id = c.id) order by c.id limit 1',
  )
  const userTag = await one<{ hash: string }>(
    t,
    "select hash from tags where type = 'USER' order by id limit 1",
  )
  const articleTag = await one<{ hash: string }>(
    t,
    "select hash from tags where type = 'ARTICLE' order by id limit 1",
  )
  const premiumUser = await one<{ hash: string }>(t, `select hash from users where id = '${premium.id}'`)
  const freeUser = await one<{ hash: string }>(t, `select hash from users where id = '${free.id}'`)
  const premiumExperience = await one<{ hash: string }>(
    t,
    `select hash from work_experiences where user_id = '${premium.id}' order by hash limit 1`,
  )
  const demoCompany = await one<{ id: string; hash: string }>(
    t,
    `select id, hash from companies where user_id = '${company.id}'`,
  )
  const publishedOffer = await one<{ hash: string }>(
    t,
    "select hash from job_offers where status = 'PUBLISHED' order by hash limit 1",
  )
  const companyOffer = await one<{ hash: string }>(
    t,
    `select hash from job_offers where company_id = '${demoCompany.id}' order by hash limit 1`,
  )
  const news = await one<{ hash: string; slug: string }>(
    t,
    "select hash, slug from articles where status = 'PUBLISHED' and type = 'NEWS' order by hash limit 1",
  )
  const event = await one<{ hash: string; slug: string }>(
    t,
    "select hash, slug from articles where status = 'PUBLISHED' and type = 'EVENT' order by hash limit 1",
  )
  const demoGroup = await one<{ hash: string; slug: string }>(
    t,
    "select hash, slug from workgroups where status = 'PUBLISHED' and type = 'PUBLIC' order by hash limit 1",
  )

  // What the demo data has no file for: the Premium account's CV and avatar.
  await call(t, premium.session, 'POST', '/usr/users/cv', { body: form(pdfFile('file')) })
  const avatar = await call<{ avatar: string }>(t, premium.session, 'POST', '/usr/users/avatar', {
    body: form(await imageFile('image')),
  })
  const avatarKey = new URL(avatar.avatar, 'http://localhost').pathname.replace(/^\/files\//, '')

  // A calendar feed of a person of its own (the free account's is replaced and revoked by its entries).
  const feedOwner = await freshPerson(t)
  const feed = await call<{ url: string }>(t, feedOwner.session, 'POST', '/usr/users/calendar')
  const feedFile = feed.url.split('/').pop() ?? ''

  // A person with a CV who applied to an offer of the demo company: the company's candidate.
  const applicant = await freshPerson(t, 'alumniPremium')
  await call(t, applicant.session, 'POST', '/usr/users/cv', { body: form(pdfFile('file')) })
  const hiring = await newOffer(t, company.session, 'PUBLISHED')
  await call(t, applicant.session, 'POST', `/usr/jobs/${hiring}/application`)
  // Seen by companies: the company directory shows only those who chose to appear there.
  await t.database.db.execute(sql`update users set is_appear_by_company = true where id = ${applicant.id}`)
  const candidate = await one<{ hash: string }>(
    t,
    `select a.hash from job_applications a join job_offers o on o.id = a.offer_id where o.hash = '${hiring}'`,
  )

  // A group of the Premium demo account, published by the office, with a comment carrying a file and a
  // follower (the applicant).
  const group = await newGroup(premium.session, 'PUBLISHED')
  const groupComment = await call<{ hash: string }>(
    t,
    premium.session,
    'POST',
    `/api/workgroups/${group.slug}/comments`,
    { body: commentForm({ content: 'Os dejo el programa.' }, pdfFile('file')) },
  )
  const groupFile = await one<{ hash: string }>(
    t,
    `select f.hash from workgroup_files f join workgroup_comments c on c.id = f.comment_id where c.hash = '${groupComment.hash}'`,
  )
  await call(t, applicant.session, 'PATCH', `/api/workgroups/${group.hash}/subscribe`, {
    json: { subscribed: true },
  })

  // A member who upgraded by direct debit, and a collection run of their first charge.
  const member = await upgradedMember(t, { name: 'Laia', surname: 'Ferrer' })
  const memberSession = { token: member.token, deviceId: 'test-device' }
  const run = await call<{ message_id: string }>(t, admin.session, 'POST', '/usr/admin/collection-runs', {
    json: { date: daysAhead(30) },
  })
  const charge = await one<{ end_to_end_id: string }>(
    t,
    `select end_to_end_id from membership_charges where user_id = '${member.id}'`,
  )

  const recoveryUser = await freshPerson(t)
  // Mentoring (docs/mentoring.md): mentors of their own, who appear to members; a request in a given state.
  const areaTag = await one<{ hash: string }>(
    t,
    "select hash from tags where type = 'USER' and \"group\" = 'area' order by id limit 1",
  )
  const newMentor = async () => {
    const person = await freshPerson(t)
    await t.database.db.execute(sql`update users set is_appear_by_user = true where id = ${person.id}`)
    await call(t, person.session, 'PUT', '/usr/mentoring/offer', {
      json: { studies: [leaf.hash], tags: [areaTag.hash], company: 'Innovación Mediterránea', capacity: 10 },
    })
    return person
  }
  const pausedMentor = await newMentor()
  const askedMentor = await newMentor()
  const mentoringRequest = async (accepted = false) => {
    const mentor = await newMentor()
    const mentee = await freshPerson(t)
    const asked = await call<{ hash: string }>(
      t,
      mentee.session,
      'POST',
      `/usr/mentoring/mentors/${mentor.hash}/requests`,
      {
        json: { message: '¿Me orientas?' },
      },
    )
    if (accepted) await call(t, mentor.session, 'POST', `/usr/mentoring/requests/${asked.hash}/accept`)
    return { mentor, mentee, hash: asked.hash }
  }
  const ownProject = await call<{ hash: string }>(t, free.session, 'POST', '/usr/projects', {
    json: projectBody(),
  })
  const ownExperience = await call<{ hash: string }>(t, free.session, 'POST', '/usr/workExperiences', {
    json: experienceBody(),
  })
  const ownArticle = await call<{ hash: string }>(t, admin.session, 'POST', '/usr/admin/articles', {
    json: articleBody(articleTag.hash),
  })
  const emailUser = await freshPerson(t)
  const subscribable = await call<{ hash: string }>(t, admin.session, 'POST', '/usr/admin/articles', {
    json: articleBody(articleTag.hash),
  })
  await call(t, admin.session, 'PUT', `/usr/admin/articles/${subscribable.hash}/status`, {
    json: { status: 'PUBLISHED' },
  })
  // An event with sign-ups in the portal (docs/events.md), where the Premium member has a place.
  const signupEvent = await call<{ hash: string }>(t, admin.session, 'POST', '/usr/admin/articles', {
    json: {
      ...articleBody(articleTag.hash),
      signups: 'members',
      places: 500,
      questions: [
        {
          id: 'diet',
          label: { es: 'Dieta', en: 'Diet' },
          kind: 'choice',
          required: true,
          options: [
            { id: 'none', label: { es: 'Ninguna' } },
            { id: 'veg', label: { es: 'Vegetariana' } },
          ],
        },
      ],
    },
  })
  await call(t, admin.session, 'PUT', `/usr/admin/articles/${signupEvent.hash}/status`, {
    json: { status: 'PUBLISHED' },
  })
  const signupBody = { answers: { diet: 'veg' } }
  await call(t, premium.session, 'POST', `/usr/events/${signupEvent.hash}/registration`, { json: signupBody })

  const newsletter = await call<{ hash: string }>(t, admin.session, 'POST', '/usr/admin/newsletters', {
    json: newsletterBody(),
  })
  // A conversation of the Premium demo account with the applicant (who appears to members): a message of
  // the Premium account with a file, and the applicant's answer, which the Premium account reports.
  await t.database.db.execute(sql`update users set is_appear_by_user = true where id = ${applicant.id}`)
  const talk = await call<{ hash: string }>(t, premium.session, 'POST', '/usr/conversations', {
    json: { person: applicant.hash },
  })
  const talkForm = form(pdfFile('file'))
  talkForm.set('data', JSON.stringify({ body: 'Te paso el programa.' }))
  const talkFile = await call<{ hash: string }>(
    t,
    premium.session,
    'POST',
    `/usr/conversations/${talk.hash}/messages/file`,
    { body: talkForm },
  )
  const answerTo = async (body: string) =>
    call<{ hash: string }>(t, applicant.session, 'POST', `/usr/conversations/${talk.hash}/messages`, {
      json: { body },
    })
  const talkAnswer = await answerTo('Gracias, lo miro.')

  const once = (request: ValidRequest): ValidRequestEntry => ({ build: async () => request })
  const fresh = (build: () => Promise<ValidRequest>): ValidRequestEntry => ({ fresh: true, build })
  const anonymous = null

  return {
    healthz: once({ session: anonymous }),
    readyz: once({ session: anonymous }),
    init: once({ session: free.session }),
    login: once({
      session: anonymous,
      body: {
        email: recoveryUser.email,
        password: TEST_PASSWORD,
        deviceId: 'fuzz-login',
        deviceType: 2,
        push: null,
      },
    }),
    logout: fresh(async () => ({ session: (await freshPerson(t)).session })),
    me: once({ session: free.session }),
    categoryTree: once({ session: anonymous }),
    countries: once({ session: anonymous }),
    tags: once({ session: anonymous, query: { type: 'USER', group: 'area' } }),
    ssoUrl: once({ session: anonymous, query: { isWeb: '1' } }),
    ssoLogin: fresh(async () => {
      const ticket = await startSsoSession(t.database.db, {
        claims: { email: DEMO_ACCOUNTS.free, email_verified: true },
        language: 'es',
        origins: {
          alumni: 'http://localhost',
          company: 'http://empresas.localhost',
          admin: 'http://admin.localhost',
        },
      })
      if (!('token' in ticket)) throw new Error(`no single sign-on ticket: ${ticket.error}`)
      return {
        session: anonymous,
        body: { token: ticket.token, deviceId: 'fuzz-sso', deviceType: 2, push: null },
      }
    }),
    ssoLogout: fresh(async () => {
      const { session } = await freshPerson(t)
      return { session: anonymous, query: { isWeb: '1', token: session.token } }
    }),
    register: once({
      session: anonymous,
      body: {
        name: 'Nuria',
        surname: 'Soler Vidal',
        email: 'nuria.soler@alumni.test',
        email_repeat: 'nuria.soler@alumni.test',
        password: 'Faro-de-Cullera-1987',
        password_repeat: 'Faro-de-Cullera-1987',
        document_type: 'dni',
        // Not the demo's (a DNI another account has is refused).
        document_number: '87654321X',
        is_privacy: true,
        is_conditions: true,
        phone: '+34 600 123 456',
        city: 'Valencia',
        country: 'ES',
        birthdate: '1990-04-12',
        gender: 'female',
        language: 'es',
        graduation_year: 2012,
        profile_type: 'student',
        category: leaf.hash,
        tags: [userTag.hash],
        url_linkedin: 'https://www.linkedin.com/in/nuria',
        is_newsletter: true,
      },
    }),
    recovery: once({ session: anonymous, body: { email: recoveryUser.email } }),
    // Fresh: the recovery request above replaces the person's token, whichever of the two runs first.
    recoveryCheck: fresh(async () => ({
      session: anonymous,
      body: { token: await accountToken(t, (await freshPerson(t)).id, 'password_reset') },
    })),
    recoveryReset: fresh(async () => {
      const user = await freshPerson(t)
      return {
        session: anonymous,
        body: {
          token: await accountToken(t, user.id, 'password_reset'),
          password: 'Faro-de-Cullera-1987',
          password_repeat: 'Faro-de-Cullera-1987',
        },
      }
    }),
    changePassword: fresh(async () => ({
      session: (await freshPerson(t)).session,
      body: {
        password_old: TEST_PASSWORD,
        password: 'Faro-de-Cullera-1987',
        password_repeat: 'Faro-de-Cullera-1987',
      },
    })),
    changeEmail: once({
      session: emailUser.session,
      body: {
        email: 'nueva.direccion@alumni.test',
        email_repeat: 'nueva.direccion@alumni.test',
        password_old: TEST_PASSWORD,
      },
    }),
    confirmEmail: fresh(async () => {
      const user = await freshPerson(t)
      return {
        session: anonymous,
        body: { token: await accountToken(t, user.id, 'email_change', `nueva.${unique()}@alumni.test`) },
      }
    }),
    revertEmail: fresh(async () => {
      const user = await freshPerson(t)
      return {
        session: anonymous,
        body: { token: await accountToken(t, user.id, 'email_revert', `antigua.${unique()}@alumni.test`) },
      }
    }),
    updateProfile: once({
      session: free.session,
      body: {
        name: 'Lucía',
        surname: 'Martín Pérez',
        document_type: 'dni',
        document_number: '12345678Z',
        payment: {
          bank: 'Banco de pruebas',
          name: 'Lucía Martín Pérez',
          iban: 'ES91 2100 0418 4502 0005 1332',
        },
        phone: '+34 600 123 456',
        address: 'Calle Mayor 1',
        city: 'Valencia',
        postal: '46001',
        country: 'ES',
        originalCountry: 'ES',
        birthdate: '1995-03-14',
        gender: 'female',
        language: 'es',
        graduation_year: 2018,
        profile_type: 'student',
        category: leaf.hash,
        tags: [userTag.hash],
        current_job: 'Analista',
        current_company: 'Innovación Mediterránea',
        formation: 'Grado en Ingeniería Informática',
        about_me: 'Me gustan los datos.',
        url_linkedin: 'https://www.linkedin.com/in/lucia',
        url_behance: '',
        url_portfolio: 'https://example.com',
        url_other: null,
        is_newsletter: true,
        is_receive_jobs: true,
        is_appear_by_company: true,
        is_appear_by_user: true,
      },
    }),
    uploadAvatar: once({ session: free.session, upload: { file: await imageFile('image') } }),
    deleteAvatar: once({ session: free.session }),
    uploadCv: once({ session: free.session, upload: { file: pdfFile('file') } }),
    deleteCv: once({ session: free.session }),
    downloadCv: once({ session: premium.session }),
    cvViews: once({ session: premium.session, query: { page: '1', size: '10' } }),
    requestDataExport: fresh(async () => ({ session: (await freshPerson(t)).session })),
    latestDataExport: once({ session: free.session }),
    myMentorOffer: once({ session: free.session }),
    saveMentorOffer: once({
      session: free.session,
      body: {
        studies: [leaf.hash],
        tags: [areaTag.hash],
        company: 'Innovación Mediterránea',
        topics: 'Entrevistas y primeros empleos.',
        capacity: 3,
      },
    }),
    pauseMentorOffer: once({ session: pausedMentor.session }),
    resumeMentorOffer: once({ session: pausedMentor.session }),
    mentors: once({
      session: free.session,
      query: { company: 'innovacion', studies: leaf.hash, area: areaTag.hash, page: '1', size: '10' },
    }),
    offerMentors: once({ session: free.session, params: { id: publishedOffer.hash } }),
    askMentoring: fresh(async () => ({
      session: (await freshPerson(t)).session,
      params: { id: askedMentor.hash },
      body: { message: 'Acabo el grado y me gustaría orientarme.' },
    })),
    myMentoring: once({ session: free.session }),
    acceptMentoring: fresh(async () => {
      const { mentor, hash } = await mentoringRequest()
      return { session: mentor.session, params: { id: hash } }
    }),
    declineMentoring: fresh(async () => {
      const { mentor, hash } = await mentoringRequest()
      return { session: mentor.session, params: { id: hash }, body: { message: 'Ahora no puedo.' } }
    }),
    withdrawMentoring: fresh(async () => {
      const { mentee, hash } = await mentoringRequest()
      return { session: mentee.session, params: { id: hash } }
    }),
    endMentoring: fresh(async () => {
      const { mentee, hash } = await mentoringRequest(true)
      return { session: mentee.session, params: { id: hash }, body: { feedback: 'Muy útil.' } }
    }),
    officeMentors: once({
      session: admin.session,
      query: { text: 'fuzz', state: 'active', page: '1', size: '20' },
    }),
    officePauseMentor: fresh(async () => ({
      session: admin.session,
      params: { id: (await newMentor()).hash },
      body: { reason: 'Varias quejas.' },
    })),
    officeResumeMentor: fresh(async () => {
      const mentor = await newMentor()
      await call(t, admin.session, 'POST', `/usr/admin/mentoring/mentors/${mentor.hash}/pause`)
      return { session: admin.session, params: { id: mentor.hash } }
    }),
    calendarFeed: once({ session: free.session }),
    createCalendarFeed: once({ session: free.session }),
    deleteCalendarFeed: once({ session: free.session }),
    calendarFeedIcs: once({ session: anonymous, params: { file: feedFile } }),
    recordConsent: once({ session: free.session, body: { kind: 'privacy', granted: true } }),
    eraseAccount: fresh(async () => ({
      session: (await freshPerson(t)).session,
      body: { password: TEST_PASSWORD },
    })),
    downloadDataExport: fresh(async () => {
      const { session } = await freshPerson(t)
      const asked = await call<{ id: string }>(t, session, 'POST', '/usr/users/exports')
      await t.app.settled()
      return { session, params: { id: asked.id } }
    }),
    publicFile: once({ session: anonymous, params: { key: avatarKey } }),
    adminUsers: once({
      session: admin.session,
      query: { status: 'active', role: 'alumniPremium', text: 'a', page: '1', size: '20' },
    }),
    verifyUser: fresh(async () => {
      const pending = await freshPerson(t, 'alumniFreemium', 'pending')
      return { session: admin.session, params: { hash: pending.hash } }
    }),
    adminUserCv: once({ session: admin.session, params: { hash: premiumUser.hash } }),
    officeQueues: once({ session: admin.session }),
    adminUser: once({ session: admin.session, params: { hash: premiumUser.hash } }),
    rejectUser: fresh(async () => {
      const pending = await freshPerson(t, 'alumniFreemium', 'pending')
      return {
        session: admin.session,
        params: { hash: pending.hash },
        body: { reason: 'No consta como alumno.' },
      }
    }),
    bulkUsers: fresh(async () => {
      const pending = await freshPerson(t, 'alumniFreemium', 'pending')
      return { session: admin.session, body: { action: 'approve', hashes: [pending.hash] } }
    }),
    auditLog: once({
      session: admin.session,
      query: {
        actor: 'admin',
        object_type: 'user',
        action: 'verifyUser',
        source: 'api',
        from: '2026-01-01',
        to: '2026-12-31',
        page: '1',
        size: '50',
      },
    }),
    auditLogCsv: once({ session: admin.session, query: { actor: 'admin', from: '2026-01-01' } }),
    contentDocuments: once({ session: admin.session }),
    contentDocument: once({ session: admin.session, params: { locale: 'es', name: 'info.cookies' } }),
    saveContentDocument: once({
      session: admin.session,
      params: { locale: 'en', name: 'info.benefits' },
      body: {
        source: '---\ntitle: Benefits\ndescription: What members get.\n---\nDiscounts and services.\n',
      },
    }),
    restoreContentVersion: fresh(async () => {
      const detail = await call<{ versions: { id: number }[] }>(
        t,
        admin.session,
        'PUT',
        '/usr/admin/content/documents/ca/info.benefits',
        { json: { source: '---\ntitle: Avantatges\ndescription: Què hi guanyes.\n---\nDescomptes.\n' } },
      )
      return {
        session: admin.session,
        params: { locale: 'ca', name: 'info.benefits', id: String(detail.versions[0]?.id) },
      }
    }),
    previewContent: once({
      session: admin.session,
      body: { kind: 'info', source: '---\ntitle: Prueba\ndescription: Una prueba.\n---\n**Hola**\n' },
    }),
    communityCuration: once({ session: admin.session }),
    communityCandidates: once({ session: admin.session, query: { q: 'ruiz' } }),
    addCommunityMember: fresh(async () => ({
      session: admin.session,
      params: { section: 'ambassadors' },
      body: {
        person: (await appearingPerson(t)).hash,
        role_es: 'Embajadora en Lisboa',
        role_en: 'Ambassador in Lisbon',
      },
    })),
    orderCommunitySection: fresh(async () => {
      const community = await call<{ sections: { key: string; members: { hash: string }[] }[] }>(
        t,
        admin.session,
        'GET',
        '/usr/admin/content/community',
      )
      const team = community.sections.find((s) => s.key === 'team')?.members.map((m) => m.hash) ?? []
      return { session: admin.session, params: { section: 'team' }, body: { order: [...team].reverse() } }
    }),
    editCommunityMember: fresh(async () => {
      const person = await appearingPerson(t)
      await call(t, admin.session, 'POST', '/usr/admin/content/community/careers', {
        json: { person: person.hash, role_es: 'Orientador' },
      })
      return {
        session: admin.session,
        params: { section: 'careers', hash: person.hash },
        body: { role_es: 'Orientador profesional', text_es: 'Pide cita por correo.' },
      }
    }),
    removeCommunityMember: fresh(async () => {
      const person = await appearingPerson(t)
      await call(t, admin.session, 'POST', '/usr/admin/content/community/team', {
        json: { person: person.hash, role_es: 'Coordinador' },
      })
      return { session: admin.session, params: { section: 'team', hash: person.hash } }
    }),
    report: once({
      session: admin.session,
      params: { report: 'outcomes' },
      query: { from: '2025-12', to: '2026-11' },
    }),
    reportCsv: once({
      session: admin.session,
      params: { report: 'jobs' },
      query: { from: '2025-12', to: '2026-11', chart: 'offers' },
    }),
    incomeReport: once({ session: admin.session, query: { from: '2025-12', to: '2026-11' } }),
    incomeReportCsv: once({
      session: admin.session,
      query: { from: '2025-12', to: '2026-11', chart: 'income' },
    }),
    adminPeople: once({
      session: admin.session,
      query: { q: 'ana', status: 'active', tier: 'free', graduationYear: '2019', page: '1', size: '20' },
    }),
    adminPerson: once({ session: admin.session, params: { hash: premiumUser.hash } }),
    resendVerification: once({ session: admin.session, params: { hash: premiumUser.hash } }),
    disablePerson: fresh(async () => ({
      session: admin.session,
      params: { hash: (await freshPerson(t)).hash },
      body: { reason: 'Cuenta duplicada' },
    })),
    enablePerson: fresh(async () => {
      const person = await t.createUser({ email: `fuzz.${unique()}@alumni.test`, status: 'disabled' })
      return { session: admin.session, params: { hash: person.hash }, body: { reason: 'Revisada' } }
    }),
    endPersonSessions: fresh(async () => ({
      session: admin.session,
      params: { hash: (await freshPerson(t)).hash },
    })),
    endPersonSession: fresh(async () => {
      const person = await freshPerson(t)
      const { id } = await one<{ id: string }>(t, `select id from sessions where user_id = '${person.id}'`)
      return { session: admin.session, params: { hash: person.hash, id } }
    }),
    adminCompany: once({ session: admin.session, params: { hash: demoCompany.hash } }),
    membershipMembers: once({
      session: admin.session,
      query: { tier: 'alumniPremium', page: '1', size: '50' },
    }),
    membershipRenewals: once({ session: admin.session, query: { days: '30', page: '1', size: '50' } }),
    membershipCardPayments: once({ session: admin.session, query: { page: '1', size: '50' } }),
    myProjects: once({ session: free.session, query: { page: '1', size: '24' } }),
    createProject: once({ session: free.session, body: projectBody() }),
    myProject: once({ session: free.session, params: { hash: ownProject.hash } }),
    updateProject: once({ session: free.session, params: { hash: ownProject.hash }, body: projectBody() }),
    deleteProject: fresh(async () => {
      const project = await call<{ hash: string }>(t, free.session, 'POST', '/usr/projects', {
        json: projectBody(),
      })
      return { session: free.session, params: { hash: project.hash } }
    }),
    addProjectImage: fresh(async () => {
      const project = await call<{ hash: string }>(t, free.session, 'POST', '/usr/projects', {
        json: projectBody(),
      })
      return {
        session: free.session,
        params: { hash: project.hash },
        upload: { file: await imageFile('image') },
      }
    }),
    deleteProjectImage: fresh(async () => {
      const project = await call<{ hash: string }>(t, free.session, 'POST', '/usr/projects', {
        json: projectBody(),
      })
      await call(t, free.session, 'POST', `/usr/projects/${project.hash}/images`, {
        body: form(await imageFile('image')),
      })
      const image = await one<{ hash: string }>(
        t,
        `select i.hash from project_images i join projects p on p.id = i.project_id where p.hash = '${project.hash}'`,
      )
      return { session: free.session, params: { hash: project.hash, imageHash: image.hash } }
    }),
    myExperiences: once({ session: free.session, query: { page: '1', size: '24' } }),
    createExperience: once({ session: free.session, body: experienceBody() }),
    myExperience: once({ session: free.session, params: { id: ownExperience.hash } }),
    updateExperience: once({
      session: free.session,
      params: { id: ownExperience.hash },
      body: experienceBody(),
    }),
    deleteExperience: fresh(async () => {
      const experience = await call<{ hash: string }>(t, free.session, 'POST', '/usr/workExperiences', {
        json: experienceBody(),
      })
      return { session: free.session, params: { id: experience.hash } }
    }),
    personExperiences: once({
      session: admin.session,
      query: { user: premiumUser.hash, page: '1', size: '24' },
    }),
    personExperience: once({ session: admin.session, params: { id: premiumExperience.hash } }),
    directory: once({
      session: free.session,
      query: { page: '1', size: '10', text: 'a', graduation_year: '2015', category: leaf.hash },
    }),
    person: once({ session: free.session, params: { id: premiumUser.hash } }),
    companyDirectory: once({ session: company.session, query: { page: '1', size: '10', text: 'a' } }),
    companyPerson: once({ session: company.session, params: { id: applicant.hash } }),
    companyPersonCv: once({ session: company.session, params: { id: applicant.hash } }),
    registerCompany: once({
      session: anonymous,
      body: {
        company_name: 'Cerámicas del Turia S.L.',
        contact_name: 'Pau Ferrer',
        contact_phone: '+34 961 234 567',
        document_number: 'B12345674',
        email: 'rrhh@ceramicas-turia.test',
        email_repeat: 'rrhh@ceramicas-turia.test',
        password: 'Faro-de-Cullera-1987',
        password_repeat: 'Faro-de-Cullera-1987',
        language: 'es',
        is_privacy: true,
        is_conditions: true,
      },
      upload: { dataField: 'data', file: await imageFile('logo') },
    }),
    companyProfile: once({ session: company.session }),
    updateCompanyProfile: once({
      session: company.session,
      body: {
        company_name: 'Innovación Mediterránea S.L.',
        contact_name: 'Carmen Vidal',
        contact_phone: '+34 961 000 111',
        document_number: 'B12345674',
        language: 'es',
        notify_applications: true,
      },
    }),
    updateCompanyUser: once({
      session: company.session,
      params: {
        hash: (await one<{ hash: string }>(t, `select hash from users where id = '${company.id}'`)).hash,
      },
      body: { name: 'Carmen', surname: 'Vidal Serra' },
    }),
    uploadCompanyLogo: once({ session: company.session, upload: { file: await imageFile('logo') } }),
    deleteCompanyLogo: once({ session: company.session }),
    adminCompanies: once({
      session: admin.session,
      query: { page: '1', size: '20', text: 'a', status: 'pending' },
    }),
    validateCompany: fresh(async () => {
      const pending = await createCompany(t, { email: `rrhh.${unique()}@empresa.test`, validated: false })
      return { session: admin.session, params: { hash: pending.hash } }
    }),
    rejectCompany: fresh(async () => {
      const pending = await createCompany(t, { email: `rrhh.${unique()}@empresa.test`, validated: false })
      return { session: admin.session, params: { hash: pending.hash }, body: { reason: 'El CIF no existe.' } }
    }),
    disableCompany: fresh(async () => {
      const validated = await createCompany(t, { email: `rrhh.${unique()}@empresa.test` })
      return { session: admin.session, params: { hash: validated.hash }, body: { reason: 'Ofertas falsas.' } }
    }),
    enableCompany: fresh(async () => {
      const validated = await createCompany(t, { email: `rrhh.${unique()}@empresa.test` })
      await call(t, admin.session, 'POST', `/usr/admin/companies/${validated.hash}/disable`, {
        json: { reason: 'Ofertas falsas.' },
      })
      return { session: admin.session, params: { hash: validated.hash } }
    }),
    bulkCompanies: fresh(async () => {
      const pending = await createCompany(t, { email: `rrhh.${unique()}@empresa.test`, validated: false })
      return {
        session: admin.session,
        body: { action: 'reject', hashes: [pending.hash], reason: 'Duplicada.' },
      }
    }),
    latestJobs: once({ session: anonymous }),
    jobBank: once({
      session: premium.session,
      query: {
        page: '1',
        size: '9',
        text: 'a',
        country_code: 'ES',
        contract: 'INDEFINITE',
        working_hours: 'FULL-TIME',
      },
    }),
    jobOffer: once({ session: premium.session, params: { id: publishedOffer.hash } }),
    applyToJob: fresh(async () => ({
      session: await personWithCv(),
      params: { id: publishedOffer.hash },
    })),
    withdrawApplication: fresh(async () => {
      const session = await personWithCv()
      await call(t, session, 'POST', `/usr/jobs/${publishedOffer.hash}/application`)
      return { session, params: { id: publishedOffer.hash } }
    }),
    myApplications: once({ session: applicant.session, query: { page: '1', size: '9' } }),
    memberHome: once({ session: premium.session }),
    liveEvents: once({ session: free.session }),
    unsubscribeJobAlerts: once({
      session: anonymous,
      body: { token: unsubscribeToken(mailLinkSecret(t.env), freeUser.hash) },
    }),
    companyOffers: once({
      session: company.session,
      query: { page: '1', size: '10', text: 'a', status: 'PUBLISHED' },
    }),
    createOffer: once({ session: company.session, body: offerBody() }),
    companyOffer: once({ session: company.session, params: { id: companyOffer.hash } }),
    updateOffer: fresh(async () => ({
      session: company.session,
      params: { id: await newOffer(t, company.session, 'UNPUBLISHED') },
      body: offerBody(),
    })),
    deleteOffer: fresh(async () => ({
      session: company.session,
      params: { id: await newOffer(t, company.session, 'UNPUBLISHED') },
    })),
    publishOffer: fresh(async () => ({
      session: company.session,
      params: { id: await newOffer(t, company.session, 'UNPUBLISHED') },
    })),
    closeOffer: fresh(async () => ({
      session: company.session,
      params: { id: await newOffer(t, company.session, 'PUBLISHED') },
      body: { service_rating: 4, candidates_rating: 5, hired: false, hired_candidate: null },
    })),
    reopenOffer: fresh(async () => ({
      session: company.session,
      params: { id: await newOffer(t, company.session, 'CLOSED') },
    })),
    offerCandidates: once({
      session: company.session,
      params: { id: hiring },
      query: { page: '1', size: '10', status: 'PENDING' },
    }),
    offerCandidatesCsv: once({ session: company.session, params: { id: hiring } }),
    setCandidateStatus: once({
      session: company.session,
      params: { id: hiring, hash: candidate.hash },
      body: { status: 'ACCEPTED' },
    }),
    candidateCv: once({ session: company.session, params: { id: hiring, hash: candidate.hash } }),
    adminOffers: once({
      session: admin.session,
      query: { page: '1', size: '20', text: 'a', status: 'PENDING', company: demoCompany.hash },
    }),
    approveOffer: fresh(async () => ({
      session: admin.session,
      params: { hash: await newOffer(t, company.session, 'PENDING') },
    })),
    rejectOffer: fresh(async () => ({
      session: admin.session,
      params: { hash: await newOffer(t, company.session, 'PENDING') },
      body: { reason: 'Falta el salario.' },
    })),
    adminOffer: once({ session: admin.session, params: { hash: hiring } }),
    officeCloseOffer: fresh(async () => ({
      session: admin.session,
      params: { hash: await newOffer(t, company.session, 'PUBLISHED') },
      body: { reason: 'El puesto ya está cubierto.' },
    })),
    bulkOffers: fresh(async () => ({
      session: admin.session,
      body: { action: 'approve', hashes: [await newOffer(t, company.session, 'PENDING')] },
    })),
    articleList: once({
      session: anonymous,
      query: {
        page: '1',
        size: '9',
        text: 'a',
        tags: articleTag.hash,
        type: 'EVENT',
        month: '6',
        year: '2026',
        upcoming: 'false',
      },
    }),
    article: once({ session: anonymous, params: { id: news.hash } }),
    eventIcs: once({ session: anonymous, params: { id: event.hash }, query: { lang: 'es' } }),
    eventsIcs: once({ session: anonymous, query: { lang: 'en' } }),
    newsRss: once({ session: anonymous, query: { lang: 'es' } }),
    saveArticle: once({ session: free.session, params: { id: news.hash }, body: { saved: true } }),
    subscribeArticle: once({
      session: premium.session,
      params: { id: subscribable.hash },
      body: { subscribed: true },
    }),
    savedArticles: once({ session: free.session, query: { page: '1', size: '9' } }),
    signUp: once({ session: free.session, params: { id: signupEvent.hash }, body: signupBody }),
    cancelSignUp: once({ session: free.session, params: { id: signupEvent.hash } }),
    myTicket: once({ session: premium.session, params: { id: signupEvent.hash } }),
    myEvents: once({ session: premium.session, query: { when: 'upcoming', page: '1', size: '20' } }),
    eventRegistrations: once({
      session: admin.session,
      params: { hash: signupEvent.hash },
      query: { state: 'confirmed', text: 'a', page: '1', size: '50' },
    }),
    eventRegistrationsCsv: once({ session: admin.session, params: { hash: signupEvent.hash } }),
    eventCounts: once({ session: admin.session, params: { hash: signupEvent.hash } }),
    closeSignups: once({
      session: admin.session,
      params: { hash: signupEvent.hash },
      body: { closed: false },
    }),
    mailAttendees: once({
      session: admin.session,
      params: { hash: signupEvent.hash },
      body: { subject: 'Cambio de sala', text: 'Nos vemos en el aula magna.' },
    }),
    checkIn: fresh(async () => {
      const person = await freshPerson(t)
      await call(t, person.session, 'POST', `/usr/events/${signupEvent.hash}/registration`, {
        json: signupBody,
      })
      const { items } = await call<{ items: { id: string; user: { hash: string } }[] }>(
        t,
        admin.session,
        'GET',
        `/usr/admin/events/${signupEvent.hash}/registrations?size=200`,
      )
      const registration = items.find((i) => i.user.hash === person.hash)?.id ?? ''
      return { session: admin.session, params: { hash: signupEvent.hash }, body: { registration } }
    }),
    adminArticles: once({
      session: admin.session,
      query: { page: '1', size: '20', text: 'a', status: 'PUBLISHED', type: 'NEWS' },
    }),
    createArticle: fresh(async () => ({ session: admin.session, body: articleBody(articleTag.hash) })),
    adminArticle: once({ session: admin.session, params: { hash: ownArticle.hash } }),
    updateArticle: once({
      session: admin.session,
      params: { hash: ownArticle.hash },
      body: articleBody(articleTag.hash),
    }),
    setArticleStatus: once({
      session: admin.session,
      params: { hash: ownArticle.hash },
      body: { status: 'PUBLISHED' },
    }),
    deleteArticle: fresh(async () => {
      const article = await call<{ hash: string }>(t, admin.session, 'POST', '/usr/admin/articles', {
        json: articleBody(articleTag.hash),
      })
      return { session: admin.session, params: { hash: article.hash } }
    }),
    uploadArticleImage: once({
      session: admin.session,
      params: { hash: ownArticle.hash },
      upload: { file: await imageFile('image') },
    }),
    deleteArticleImage: once({ session: admin.session, params: { hash: ownArticle.hash } }),
    content: once({
      session: anonymous,
      params: { path: 'es/info/privacy' },
      body: { text: true, only: ['title'] },
    }),
    workgroupList: once({
      session: free.session,
      query: { page: '1', size: '6', text: 'a', type: 'PUBLIC' },
    }),
    workgroup: once({ session: free.session, params: { id: demoGroup.slug } }),
    subscribeWorkgroup: once({
      session: premium.session,
      params: { id: demoGroup.hash },
      body: { subscribed: true },
    }),
    workgroupComments: once({
      session: free.session,
      params: { slug: group.slug },
      query: { page: '1', size: '6', parent: groupComment.hash, only_files: 'false' },
    }),
    createWorkgroupComment: once({
      session: applicant.session,
      params: { slug: group.slug },
      body: { content: 'Gracias por compartirlo.', parent: groupComment.hash },
      upload: { dataField: 'data', file: pdfFile('file') },
    }),
    likeWorkgroupComment: once({
      session: applicant.session,
      params: { slug: group.slug, hash: groupComment.hash },
      body: { liked: true },
    }),
    deleteWorkgroupComment: fresh(async () => {
      const comment = await call<{ hash: string }>(
        t,
        applicant.session,
        'POST',
        `/api/workgroups/${group.slug}/comments`,
        {
          body: commentForm({ content: 'Un comentario que se borrará.' }),
        },
      )
      return { session: applicant.session, params: { slug: group.slug, hash: comment.hash } }
    }),
    reportWorkgroupComment: fresh(async () => ({
      // The follower reports a new comment of the group's administrator (one open report per person and item).
      session: applicant.session,
      params: { slug: group.slug, hash: (await ownerComment('Un comentario que alguien denunciará.')).hash },
      body: { reason: 'spam', note: 'Publicidad.' },
    })),
    reportWorkgroupFile: fresh(async () => ({
      session: applicant.session,
      params: { slug: group.slug, fileHash: (await ownerFile('Un archivo que alguien denunciará.')).hash },
      body: { reason: 'personal_data', note: null },
    })),
    workgroupFile: once({ session: free.session, params: { slug: group.slug, fileHash: groupFile.hash } }),
    workgroupMembers: once({
      session: free.session,
      params: { slug: group.slug },
      query: { page: '1', size: '12', text: 'a' },
    }),
    myWorkgroups: once({
      session: premium.session,
      query: { page: '1', size: '6', filter: 'mine', text: 'a' },
    }),
    createWorkgroup: fresh(async () => ({
      session: premium.session,
      // Two groups cannot share a name.
      body: {
        name: `Amigos de la fotografía ${unique()}`,
        type: 'PUBLIC',
        content: 'Para compartir fotos.',
        language: 'es',
      },
    })),
    myWorkgroup: once({ session: premium.session, params: { id: group.hash } }),
    updateWorkgroup: fresh(async () => ({
      session: premium.session,
      params: { id: (await newGroup(premium.session, 'UNPUBLISHED')).hash },
      body: {
        name: `Grupo renombrado ${unique()}`,
        type: 'PRIVATE',
        content: 'Otra descripción.',
        language: 'es',
        status: 'PENDING',
      },
    })),
    deleteWorkgroup: fresh(async () => ({
      session: premium.session,
      params: { id: (await newGroup(premium.session, 'UNPUBLISHED')).hash },
    })),
    uploadWorkgroupImage: once({
      session: premium.session,
      params: { id: group.hash },
      upload: { file: await imageFile('image') },
    }),
    managedComments: once({
      session: premium.session,
      params: { hash: group.hash },
      query: { page: '1', size: '6', parent: groupComment.hash, only_files: '1' },
    }),
    deleteManagedComment: fresh(async () => {
      const comment = await call<{ hash: string }>(
        t,
        applicant.session,
        'POST',
        `/api/workgroups/${group.slug}/comments`,
        {
          body: commentForm({ content: 'Un comentario que el grupo borrará.' }),
        },
      )
      return { session: premium.session, params: { hash: group.hash, commentHash: comment.hash } }
    }),
    managedFiles: once({
      session: premium.session,
      params: { hash: group.hash },
      query: { page: '1', size: '6' },
    }),
    deleteManagedFile: fresh(async () => {
      const comment = await call<{ hash: string }>(
        t,
        applicant.session,
        'POST',
        `/api/workgroups/${group.slug}/comments`,
        {
          body: commentForm({ content: 'Un fichero que el grupo borrará.' }, pdfFile('file')),
        },
      )
      const file = await one<{ hash: string }>(
        t,
        `select f.hash from workgroup_files f join workgroup_comments c on c.id = f.comment_id where c.hash = '${comment.hash}'`,
      )
      return { session: premium.session, params: { hash: group.hash, fileHash: file.hash } }
    }),
    managedMembers: once({
      session: premium.session,
      params: { hash: group.hash },
      query: { page: '1', size: '12', text: 'a', status: 'ACCEPTED' },
    }),
    updateMember: once({
      session: premium.session,
      params: { hash: group.hash, userHash: applicant.hash },
      body: { status: 'ACCEPTED', role: 'FOLLOWER' },
    }),
    removeMember: fresh(async () => {
      const follower = await freshPerson(t, 'alumniPremium')
      await call(t, follower.session, 'PATCH', `/api/workgroups/${group.hash}/subscribe`, {
        json: { subscribed: true },
      })
      return { session: premium.session, params: { hash: group.hash, userHash: follower.hash } }
    }),
    adminWorkgroups: once({
      session: admin.session,
      query: { page: '1', size: '20', status: 'PUBLISHED', text: 'a' },
    }),
    approveWorkgroup: fresh(async () => ({
      session: admin.session,
      params: { hash: (await newGroup(premium.session, 'PENDING')).hash },
    })),
    rejectWorkgroup: fresh(async () => ({
      session: admin.session,
      params: { hash: (await newGroup(premium.session, 'PENDING')).hash },
      body: { reason: 'El nombre ya existe.' },
    })),
    adminWorkgroup: once({ session: admin.session, params: { hash: group.hash } }),
    disableWorkgroup: fresh(async () => ({
      session: admin.session,
      params: { hash: (await newGroup(premium.session, 'PUBLISHED')).hash },
      body: { reason: 'Publicidad.' },
    })),
    enableWorkgroup: fresh(async () => {
      const made = await newGroup(premium.session, 'PUBLISHED')
      await call(t, admin.session, 'POST', `/usr/admin/workgroups/${made.hash}/disable`, {
        json: { reason: 'Publicidad.' },
      })
      return { session: admin.session, params: { hash: made.hash } }
    }),
    removeWorkgroupComment: fresh(async () => {
      const comment = await call<{ hash: string }>(
        t,
        applicant.session,
        'POST',
        `/api/workgroups/${group.slug}/comments`,
        { body: commentForm({ content: 'Un comentario que la oficina retirará.' }) },
      )
      return {
        session: admin.session,
        params: { hash: group.hash, id: comment.hash },
        body: { reason: 'Spam.' },
      }
    }),
    removeWorkgroupFile: fresh(async () => {
      const comment = await call<{ hash: string }>(
        t,
        applicant.session,
        'POST',
        `/api/workgroups/${group.slug}/comments`,
        { body: commentForm({ content: 'Un fichero que la oficina retirará.' }, pdfFile('file')) },
      )
      const file = await one<{ hash: string }>(
        t,
        `select f.hash from workgroup_files f join workgroup_comments c on c.id = f.comment_id where c.hash = '${comment.hash}'`,
      )
      return {
        session: admin.session,
        params: { hash: group.hash, id: file.hash },
        body: { reason: 'Spam.' },
      }
    }),
    adminWorkgroupReports: once({
      session: admin.session,
      params: { hash: group.hash },
      query: { page: '1', size: '20', status: 'OPEN' },
    }),
    adminWorkgroupComments: once({
      session: admin.session,
      params: { hash: group.hash },
      query: { page: '1', size: '20' },
    }),
    adminWorkgroupFiles: once({
      session: admin.session,
      params: { hash: group.hash },
      query: { page: '1', size: '20' },
    }),
    dismissWorkgroupCommentReports: fresh(async () => {
      const comment = await ownerComment('Un comentario denunciado que la oficina mantiene.')
      await call(
        t,
        applicant.session,
        'POST',
        `/api/workgroups/${group.slug}/comments/${comment.hash}/report`,
        {
          json: { reason: 'offensive' },
        },
      )
      return {
        session: admin.session,
        params: { hash: group.hash, id: comment.hash },
        body: { reason: 'Es una opinión.' },
      }
    }),
    dismissWorkgroupFileReports: fresh(async () => {
      const file = await ownerFile('Un archivo denunciado que la oficina mantiene.')
      await call(t, applicant.session, 'POST', `/api/workgroups/${group.slug}/files/${file.hash}/report`, {
        json: { reason: 'other', note: 'No viene a cuento.' },
      })
      return {
        session: admin.session,
        params: { hash: group.hash, id: file.hash },
        body: { reason: 'Es el programa del curso.' },
      }
    }),
    bulkWorkgroups: fresh(async () => ({
      session: admin.session,
      body: { action: 'approve', hashes: [(await newGroup(premium.session, 'PENDING')).hash] },
    })),
    conversationList: once({ session: premium.session, query: { page: '1', size: '20', text: 'a' } }),
    unreadCount: once({ session: premium.session }),
    blockList: once({ session: free.session, query: { page: '1', size: '50' } }),
    blockPerson: once({ session: free.session, body: { person: premiumUser.hash } }),
    unblockPerson: once({ session: free.session, params: { hash: premiumUser.hash } }),
    openConversation: once({ session: premium.session, body: { person: applicant.hash } }),
    conversation: once({ session: premium.session, params: { hash: talk.hash } }),
    updateConversation: once({
      session: premium.session,
      params: { hash: talk.hash },
      body: { read_receipts: true },
    }),
    conversationMessages: once({
      session: premium.session,
      params: { hash: talk.hash },
      query: { page: '1', size: '30' },
    }),
    sendMessage: once({
      session: premium.session,
      params: { hash: talk.hash },
      body: { body: '¿Qué te parece?' },
    }),
    sendMessageWithFile: once({
      session: premium.session,
      params: { hash: talk.hash },
      body: { body: 'Otro documento.' },
      upload: { dataField: 'data', file: pdfFile('file') },
    }),
    messageFile: once({
      session: applicant.session,
      params: { hash: talk.hash, messageHash: talkFile.hash },
    }),
    markConversationRead: once({ session: applicant.session, params: { hash: talk.hash } }),
    reportMessage: once({
      session: premium.session,
      params: { hash: talk.hash, messageHash: talkAnswer.hash },
      body: { reason: 'spam', note: 'Publicidad' },
    }),
    adminMessageReports: once({ session: admin.session, query: { page: '1', size: '20', status: 'OPEN' } }),
    resolveMessageReport: fresh(async () => {
      const message = await answerTo('Un mensaje que alguien denuncia.')
      const report = await call<{ hash: string }>(
        t,
        premium.session,
        'POST',
        `/usr/conversations/${talk.hash}/messages/${message.hash}/report`,
        { json: { reason: 'offensive' } },
      )
      return { session: admin.session, params: { hash: report.hash }, body: { action: 'dismiss' } }
    }),
    membership: once({ session: free.session }),
    upgradeMembership: fresh(async () => ({
      session: (await freshPerson(t, 'alumniFreemium')).session,
      body: mandateBody(),
    })),
    changeMandate: once({ session: memberSession, body: mandateBody() }),
    adminMembership: once({ session: admin.session, params: { hash: member.hash } }),
    recordCardPayment: fresh(async () => ({
      session: admin.session,
      params: { hash: (await freshPerson(t, 'alumniFreemium')).hash },
      body: { reference: `FW-${unique()}`, amount_cents: 5000, paid_on: daysAhead(0) },
    })),
    setTier: once({
      session: admin.session,
      params: { hash: freeUser.hash },
      body: { role: 'alumniFreemium', reason: 'Revisión de la oficina', until: null },
    }),
    membershipTick: once({ session: admin.session }),
    exportCollectionRun: once({ session: admin.session, body: { date: daysAhead(40) } }),
    collectionRuns: once({ session: admin.session, query: { page: '1', size: '20' } }),
    collectionRunFile: once({
      session: admin.session,
      // The demo's own runs hold IBANs sealed with another key (a 409 that says so): this set-up's run.
      params: { messageId: run.message_id },
    }),
    recordReturn: once({
      session: admin.session,
      body: { reference: member.mandate, reason: 'AM04', returned_on: daysAhead(0) },
    }),
    recordReturnReport: once({
      session: admin.session,
      upload: {
        file: {
          field: 'file',
          name: 'pain002.xml',
          type: 'application/xml',
          bytes: new TextEncoder().encode(
            pain002Report({
              originalMessageId: run.message_id,
              rejected: [{ endToEndId: charge.end_to_end_id, reason: 'AM04' }],
            }),
          ),
        },
      },
    }),
    adminNewsletters: once({
      session: admin.session,
      query: { page: '1', size: '20', status: 'draft', text: 'a' },
    }),
    createNewsletter: once({ session: admin.session, body: newsletterBody() }),
    newsletterAudienceCount: once({
      session: admin.session,
      body: {
        audience: {
          graduation_from: 2000,
          graduation_to: 2020,
          roles: ['alumniFreemium'],
          job_seekers: false,
        },
      },
    }),
    adminNewsletter: once({ session: admin.session, params: { hash: newsletter.hash } }),
    updateNewsletter: once({
      session: admin.session,
      params: { hash: newsletter.hash },
      body: newsletterBody(),
    }),
    deleteNewsletter: fresh(async () => ({
      session: admin.session,
      params: { hash: (await draftNewsletter()).hash },
    })),
    testNewsletter: once({ session: admin.session, params: { hash: newsletter.hash } }),
    sendNewsletter: fresh(async () => ({
      session: admin.session,
      params: { hash: (await draftNewsletter()).hash },
      body: { scheduled_at: new Date(Date.now() + 86_400_000).toISOString() },
    })),
    cancelNewsletter: fresh(async () => {
      const { hash } = await draftNewsletter()
      await call(t, admin.session, 'POST', `/usr/admin/newsletters/${hash}/send`, {
        json: { scheduled_at: new Date(Date.now() + 86_400_000).toISOString() },
      })
      return { session: admin.session, params: { hash } }
    }),
    unsubscribeNewsletter: once({
      session: anonymous,
      body: { token: newsletterToken(mailLinkSecret(t.env), freeUser.hash, newsletter.hash) },
    }),
    oneClickUnsubscribeNewsletter: once({
      session: anonymous,
      params: { token: newsletterToken(mailLinkSecret(t.env), freeUser.hash, newsletter.hash) },
    }),
  }

  /** A newsletter draft of the office. */
  function draftNewsletter() {
    return call<{ hash: string }>(t, admin.session, 'POST', '/usr/admin/newsletters', {
      json: newsletterBody(),
    })
  }

  /** A new comment of the group's administrator (the Premium demo account). */
  async function ownerComment(content: string) {
    return call<{ hash: string }>(t, premium.session, 'POST', `/api/workgroups/${group.slug}/comments`, {
      body: commentForm({ content }),
    })
  }

  /** A new file of the group's administrator, with its comment. */
  async function ownerFile(content: string) {
    const comment = await call<{ hash: string }>(
      t,
      premium.session,
      'POST',
      `/api/workgroups/${group.slug}/comments`,
      { body: commentForm({ content }, pdfFile('file')) },
    )
    return one<{ hash: string }>(
      t,
      `select f.hash from workgroup_files f join workgroup_comments c on c.id = f.comment_id where c.hash = '${comment.hash}'`,
    )
  }

  /** A new Premium alumni with a CV, who may apply to offers. */
  async function personWithCv(): Promise<Session> {
    const { session } = await freshPerson(t, 'alumniPremium')
    await call(t, session, 'POST', '/usr/users/cv', { body: form(pdfFile('file')) })
    return session
  }

  /** A group of the Premium demo account: a draft, submitted (PENDING) or published by the office. */
  async function newGroup(session: Session, status: 'UNPUBLISHED' | 'PENDING' | 'PUBLISHED') {
    const made = await call<{ hash: string; slug: string }>(t, session, 'POST', '/usr/workgroups', {
      json: {
        name: `Grupo de pruebas ${unique()}`,
        type: 'PUBLIC',
        content: 'Un grupo para compartir experiencias.',
      },
    })
    if (status !== 'UNPUBLISHED')
      await call(t, session, 'PATCH', `/usr/workgroups/${made.hash}`, { json: { status: 'PENDING' } })
    if (status === 'PUBLISHED')
      await call(t, admin.session, 'POST', `/usr/admin/workgroups/${made.hash}/approve`)
    return made
  }
}

function form(file: { field: string; name: string; type: string; bytes: Uint8Array }): FormData {
  const body = new FormData()
  body.set(file.field, new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }))
  return body
}

/** A newsletter as the office writes it. */
function newsletterBody() {
  return {
    subject_es: 'Novedades de la oficina',
    body_es: '<p>Hola, <strong>comunidad</strong>.</p>',
    subject_en: 'News from the office',
    body_en: '<p>Hello.</p>',
    audience: { graduation_from: 2010, roles: ['alumniPremium'], language: 'es' },
  }
}

/** A link token of the account, as the mail would carry it. */
async function accountToken(
  t: TestApp,
  userId: string,
  purpose: 'password_reset' | 'email_change' | 'email_revert',
  newEmail?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await t.database.db.execute(
    sql`insert into account_tokens (user_id, purpose, token_hash, expires_at, new_email) values (${userId}, ${purpose}, ${hashToken(token)}, ${new Date(Date.now() + 3600_000)}, ${newEmail ?? null})`,
  )
  return token
}

/** An offer of the company in `status`, made through the API and moved there in the database. */
async function newOffer(
  t: TestApp,
  session: Session,
  status: 'UNPUBLISHED' | 'PENDING' | 'PUBLISHED' | 'CLOSED',
): Promise<string> {
  const offer = await call<{ hash: string }>(t, session, 'POST', '/usr/company/offers', { json: offerBody() })
  if (status !== 'UNPUBLISHED') await setOfferStatus(t, offer.hash, status)
  return offer.hash
}
