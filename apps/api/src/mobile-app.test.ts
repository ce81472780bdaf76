// The university's mobile app, already in both app stores, sends the calls of spec section 7 and nothing else.
// This test sends each of the 49 exactly as the spec's tables describe it (method, path, body and its
// encoding, the session headers) and checks the answer the spec promises: a success status and the fields
// spec section 3 names. The last test fails when a call of the tables was not sent (docs/api.md, "The
// mobile app").
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSsoSession } from './features/sso/service'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo/accounts'
import { exe, pdf, png } from './test/fixtures'
import { createTestApp, type TestApp, type TestRequestInit } from './test/harness'
import { groupOf, roomyWorkgroupLimits } from './test/workgroups'

/** Spec section 7's tables, one line a call (a row naming GET, PATCH and DELETE is three calls). */
const SPEC_CALLS = [
  // Single sign-on (its paths are "not shown": the API's).
  'GET /api/sso/url',
  'POST /api/sso/login',
  'GET /api/sso/logout',
  // Public area.
  'GET /api/articles',
  'GET /api/articles/{id}',
  'PATCH /api/articles/{id}/save',
  'PATCH /api/articles/{id}/subscribe',
  'GET /api/categories/tree',
  'GET /api/countries',
  'GET /api/init',
  'GET /api/workExperiences',
  'GET /api/workExperiences/{id}',
  'GET /api/tags',
  'GET /api/users',
  'GET /api/users/{id}',
  'GET /api/workgroups',
  'GET /api/workgroups/{id}',
  'PATCH /api/workgroups/{id}/subscribe',
  'GET /api/workgroups/{slug}/comments',
  'POST /api/workgroups/{slug}/comments',
  'PATCH /api/workgroups/{slug}/comments/{hash}/like',
  'DELETE /api/workgroups/{slug}/comments/{hash}',
  'GET /api/workgroups/{slug}/users',
  // Private user area.
  'POST /usr/login',
  'GET /usr/users/logout',
  'POST /usr/recovery',
  'GET /usr/workExperiences',
  'GET /usr/workExperiences/{id}',
  'PATCH /usr/workExperiences/{id}',
  'DELETE /usr/workExperiences/{id}',
  'POST /usr/workExperiences',
  'GET /usr/users/me',
  'PATCH /usr/users',
  'POST /usr/users/avatar',
  'POST /usr/users/cv',
  'DELETE /usr/users/cv',
  'GET /usr/workgroups',
  'GET /usr/workgroups/{id}',
  'PATCH /usr/workgroups/{id}',
  'DELETE /usr/workgroups/{id}',
  'POST /usr/workgroups',
  'POST /usr/workgroups/{id}/image',
  'GET /usr/workgroups/{hash}/comments',
  'DELETE /usr/workgroups/{hash}/comments/{commentHash}',
  'GET /usr/workgroups/{hash}/files',
  'DELETE /usr/workgroups/{hash}/files/{fileHash}',
  'GET /usr/workgroups/{hash}/users',
  'PATCH /usr/workgroups/{hash}/users/{userHash}',
  'DELETE /usr/workgroups/{hash}/users/{userHash}',
] as const
type SpecCall = (typeof SPEC_CALLS)[number]

// The page sizes of spec section 9, which the app's filters carry.
const filter = (size: number, extra: Record<string, string> = {}) =>
  `?${new URLSearchParams({ page: '1', size: String(size), ...extra })}`

let t: TestApp
const sent = new Set<SpecCall>()
/** The app's session: the Premium demo account, signed in as the app signs in (POST /usr/login). */
let token: string
/** The alumni office, for the set-up the app does not do (publishing a group). */
let office: { id: string; hash: string; email: string; token: string }

/** Sends one call of the spec, with the app's headers (API key, language; token, device id and type 2 when signed in). */
async function send(call: SpecCall, path: string, init: TestRequestInit & { as?: string | null } = {}) {
  const [method] = call.split(' ')
  const { as, ...rest } = init
  const session = as === undefined ? token : as
  const res = await t.request(path, {
    method,
    locale: 'es',
    deviceId: 'mobile-device',
    ...(session ? { token: session } : {}),
    ...rest,
  })
  sent.add(call)
  const text = await res.text()
  // biome-ignore lint/suspicious/noExplicitAny: the answers of many calls, each checked field by field by its test
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any }
}

async function one<T>(query: string): Promise<T> {
  const result = (await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }
  const [row] = result.rows
  if (!row) throw new Error(`No demo row for: ${query}`)
  return row
}

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type })

beforeAll(async () => {
  t = await createTestApp({
    seed: 'demo-small',
    env: { SSO_DEV_PROVIDER: 'true' },
    workgroupLimits: roomyWorkgroupLimits,
  })
  const adminToken = await t.login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)
  const admin = await one<{ id: string; hash: string }>(
    `select id, hash from users where email = '${DEMO_ACCOUNTS.admin}'`,
  )
  office = { ...admin, email: DEMO_ACCOUNTS.admin, token: adminToken }
})
afterAll(() => t.close())

describe('spec section 7: the calls of the mobile app', () => {
  it('single sign-on: the address, the exchange of the ticket for a session, and the logout', async () => {
    const url = await send('GET /api/sso/url', '/api/sso/url?isWeb=0', { as: null })
    expect(url.status).toBe(200)
    expect(url.body.url).toEqual(expect.any(String))

    // The ticket the provider's round trip ends with (the app reads it from the success page).
    const ticket = await startSsoSession(t.database.db, {
      claims: { email: DEMO_ACCOUNTS.free, email_verified: true },
      language: 'es',
      origins: {
        alumni: 'http://localhost',
        company: 'http://empresas.localhost',
        admin: 'http://admin.localhost',
      },
    })
    if (!('token' in ticket)) throw new Error(ticket.error)
    const login = await send('POST /api/sso/login', '/api/sso/login', {
      as: null,
      json: { token: ticket.token, deviceId: 'mobile-sso', deviceType: 2, push: null },
    })
    expect(login.status).toBe(200)
    expect(login.body.token).toEqual(expect.any(String))

    const logout = await send(
      'GET /api/sso/logout',
      `/api/sso/logout?${new URLSearchParams({ isWeb: '0', token: login.body.token })}`,
      { as: null },
    )
    expect(logout.status).toBe(200)
    expect(logout.body.url).toEqual(expect.any(String))
  })

  it('signs in with e-mail and password, reads the configuration and the account', async () => {
    const login = await send('POST /usr/login', '/usr/login', {
      as: null,
      json: {
        email: DEMO_ACCOUNTS.premium,
        password: DEMO_PASSWORD,
        deviceId: 'mobile-device',
        deviceType: 2,
        push: null,
      },
    })
    expect(login.status).toBe(200)
    token = login.body.token
    expect(token).toEqual(expect.any(String))

    const init = await send('GET /api/init', '/api/init')
    expect(init.status).toBe(200)
    expect(init.body).toMatchObject({ role: 'alumniPremium', permissions: expect.any(Array) })

    const me = await send('GET /usr/users/me', '/usr/users/me')
    expect(me.status).toBe(200)
    for (const field of [
      'hash',
      'gender',
      'category',
      'data',
      'student',
      'payment',
      'role',
      'email',
      'code_numeric',
      'urlPaymentFlywire',
    ]) {
      expect(me.body, field).toHaveProperty(field)
    }
    expect(me.body.category).toHaveProperty('hash')
    expect(me.body.data).toHaveProperty('birthdate')
    expect(me.body.student).toHaveProperty('cv')

    const recovery = await send('POST /usr/recovery', '/usr/recovery', {
      as: null,
      json: { email: DEMO_ACCOUNTS.free },
    })
    expect(recovery.status).toBeLessThan(300)
  })

  it('reads the reference lists: the studies tree, the countries and the tags', async () => {
    const tree = await send('GET /api/categories/tree', '/api/categories/tree')
    expect(tree.status).toBe(200)
    expect(tree.body[0]).toMatchObject({ hash: expect.any(String), title: expect.any(String), level: 1 })
    expect(tree.body[0].children).toEqual(expect.any(Array))

    const countries = await send('GET /api/countries', '/api/countries')
    expect(countries.status).toBe(200)
    expect(countries.body[0]).toMatchObject({
      hash: expect.any(String),
      name: expect.any(String),
      num_users: expect.any(Number),
    })

    const tags = await send('GET /api/tags', '/api/tags')
    expect(tags.status).toBe(200)
    expect(tags.body[0]).toMatchObject({ hash: expect.any(String), title: expect.any(String) })
    expect(tags.body[0]).toHaveProperty('type')
    expect(tags.body[0]).toHaveProperty('group')
  })

  it('lists and reads articles, saves one and signs up to an event with empty bodies (toggles)', async () => {
    const list = await send('GET /api/articles', `/api/articles${filter(9, { type: 'NEWS' })}`)
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({ total: expect.any(Number), maxPages: expect.any(Number) })
    const [first] = list.body.items
    expect(first).toMatchObject({ type: 'NEWS', status: 'PUBLISHED', saved: false, tags: expect.any(Array) })

    const article = await send('GET /api/articles/{id}', `/api/articles/${first.id}`)
    expect(article.status).toBe(200)
    expect(article.body).toMatchObject({ id: first.id, type: 'NEWS', status: 'PUBLISHED', saved: false })
    expect(article.body.text).toEqual(expect.any(String))

    // Empty body: the spec's toggle. Saved, then no longer saved.
    const saved = await send('PATCH /api/articles/{id}/save', `/api/articles/${first.id}/save`)
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ id: first.id, saved: true })
    const unsaved = await send('PATCH /api/articles/{id}/save', `/api/articles/${first.id}/save`)
    expect(unsaved.body).toMatchObject({ saved: false })

    const event = await one<{ hash: string }>(
      "select hash from articles where status = 'PUBLISHED' and type = 'EVENT' and (subscription_url is not null or subscription_email is not null) order by hash limit 1",
    )
    const joined = await send('PATCH /api/articles/{id}/subscribe', `/api/articles/${event.hash}/subscribe`)
    expect(joined.status).toBe(200)
    expect(joined.body).toMatchObject({ type: 'EVENT', subscribed: true })
    const left = await send('PATCH /api/articles/{id}/subscribe', `/api/articles/${event.hash}/subscribe`)
    expect(left.body).toMatchObject({ subscribed: false })
  })

  it('reads the directory and a person', async () => {
    const list = await send('GET /api/users', `/api/users${filter(10)}`)
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({ items: expect.any(Array), total: expect.any(Number) })
    const person = list.body.items[0]
    expect(person.hash).toEqual(expect.any(String))

    const read = await send('GET /api/users/{id}', `/api/users/${person.hash}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ hash: person.hash })
  })

  it('keeps its experiences: adds, lists, reads, edits ("end" empty while current) and deletes', async () => {
    const body = {
      name: 'Analista de datos',
      contract: 'INDEFINITE',
      company_name: 'Innovación Mediterránea',
      start: '2022-01-10',
      end: '',
      location: 'Valencia',
      content: 'Informes y cuadros de mando.',
    }
    const created = await send('POST /usr/workExperiences', '/usr/workExperiences', { json: body })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ ...body, end: null, is_current: true })
    const { id } = created.body

    const mine = await send('GET /usr/workExperiences', `/usr/workExperiences${filter(24)}`)
    expect(mine.status).toBe(200)
    expect(mine.body.items.map((e: { id: string }) => e.id)).toContain(id)

    // The public list with the spec's filter and no `user`: the caller's own.
    const own = await send('GET /api/workExperiences', `/api/workExperiences${filter(24)}`)
    expect(own.status).toBe(200)
    expect(own.body.items.map((e: { id: string }) => e.id)).toContain(id)
    expect(own.body.total).toBe(mine.body.total)

    const single = await send('GET /api/workExperiences/{id}', `/api/workExperiences/${id}`)
    expect(single.status).toBe(200)
    expect(single.body).toMatchObject({ id, name: body.name, company_name: body.company_name })

    const read = await send('GET /usr/workExperiences/{id}', `/usr/workExperiences/${id}`)
    expect(read.status).toBe(200)
    for (const field of ['name', 'contract', 'company_name', 'start', 'end', 'location', 'content']) {
      expect(read.body, field).toHaveProperty(field)
    }

    const ended = await send('PATCH /usr/workExperiences/{id}', `/usr/workExperiences/${id}`, {
      json: { end: '2023-06-30' },
    })
    expect(ended.body).toMatchObject({ end: '2023-06-30', is_current: false })
    // "empty if current": the edit form sends an empty end.
    const current = await send('PATCH /usr/workExperiences/{id}', `/usr/workExperiences/${id}`, {
      json: { ...body, end: '' },
    })
    expect(current.status).toBe(200)
    expect(current.body).toMatchObject({ end: null, is_current: true })

    const gone = await send('DELETE /usr/workExperiences/{id}', `/usr/workExperiences/${id}`)
    expect(gone.status).toBe(204)
  })

  it('edits the profile, its avatar and its CV', async () => {
    const edited = await send('PATCH /usr/users', '/usr/users', {
      json: { about_me: 'Analista de datos en Valencia.', city: 'Valencia' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data).toMatchObject({ about_me: 'Analista de datos en Valencia.', city: 'Valencia' })

    const avatarForm = new FormData()
    avatarForm.append('image', file(new Uint8Array(await png()), 'foto.png', 'image/png'))
    const avatar = await send('POST /usr/users/avatar', '/usr/users/avatar', { body: avatarForm })
    expect(avatar.status).toBe(200)

    const cvForm = new FormData()
    cvForm.append('file', file(new Uint8Array(pdf()), 'cv.pdf', 'application/pdf'))
    const cv = await send('POST /usr/users/cv', '/usr/users/cv', { body: cvForm })
    expect(cv.status).toBe(200)
    const withCv = await t.request('/usr/users/me', { token, deviceId: 'mobile-device' })
    expect(((await withCv.json()) as { student: { cv: string | null } }).student.cv).toEqual(
      expect.any(String),
    )

    const removed = await send('DELETE /usr/users/cv', '/usr/users/cv')
    expect(removed.status).toBe(204)
  })

  it('takes part in a group: follows it, comments as a multipart form with plain fields, likes, deletes', async () => {
    const list = await send('GET /api/workgroups', `/api/workgroups${filter(6)}`)
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({ total: expect.any(Number), maxPages: expect.any(Number) })

    // Someone else's public group (the office's), published.
    const group = await groupOf(t, office, office, { name: 'Analítica de datos' })

    const read = await send('GET /api/workgroups/{id}', `/api/workgroups/${group.slug}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ name: 'Analítica de datos', type: 'PUBLIC', status: 'PUBLISHED' })
    for (const field of ['image', 'content']) expect(read.body, field).toHaveProperty(field)
    const id = read.body.id as string

    const followed = await send('PATCH /api/workgroups/{id}/subscribe', `/api/workgroups/${id}/subscribe`)
    expect(followed.status).toBe(200)
    expect(followed.body.membership).toMatchObject({ status: 'ACCEPTED' })
    const left = await send('PATCH /api/workgroups/{id}/subscribe', `/api/workgroups/${id}/subscribe`)
    expect(left.body.membership).toBeNull()
    await send('PATCH /api/workgroups/{id}/subscribe', `/api/workgroups/${id}/subscribe`)

    const members = await send(
      'GET /api/workgroups/{slug}/users',
      `/api/workgroups/${group.slug}/users${filter(12)}`,
    )
    expect(members.status).toBe(200)
    expect(members.body.items[0]).toMatchObject({ hash: expect.any(String), status: 'ACCEPTED' })

    // multipart: parent (hash, optional), content, file, as plain form fields.
    const wall = new FormData()
    wall.append('content', 'Os dejo el programa del curso.')
    wall.append('file', file(new Uint8Array(pdf('Programa')), 'programa.pdf', 'application/pdf'))
    const posted = await send(
      'POST /api/workgroups/{slug}/comments',
      `/api/workgroups/${group.slug}/comments`,
      {
        body: wall,
      },
    )
    expect(posted.status).toBe(201)
    expect(posted.body).toMatchObject({ content: 'Os dejo el programa del curso.', parent: null, likes: 0 })
    expect(posted.body.file).toMatchObject({ hash: expect.any(String), name: 'programa.pdf' })
    expect(posted.body.file.file).toEqual(expect.any(String))

    const reply = new FormData()
    reply.append('parent', posted.body.hash)
    reply.append('content', '¡Gracias!')
    reply.append('file', '')
    const replied = await send(
      'POST /api/workgroups/{slug}/comments',
      `/api/workgroups/${group.slug}/comments`,
      {
        body: reply,
      },
    )
    expect(replied.status).toBe(201)
    expect(replied.body).toMatchObject({ content: '¡Gracias!', parent: posted.body.hash, file: null })

    const comments = await send(
      'GET /api/workgroups/{slug}/comments',
      `/api/workgroups/${group.slug}/comments${filter(6)}`,
    )
    expect(comments.status).toBe(200)
    expect(comments.body.items[0]).toMatchObject({ hash: posted.body.hash, likes: 0 })
    for (const field of ['content', 'parent', 'file'])
      expect(comments.body.items[0], field).toHaveProperty(field)

    const like = `/api/workgroups/${group.slug}/comments/${posted.body.hash}/like`
    const liked = await send('PATCH /api/workgroups/{slug}/comments/{hash}/like', like)
    expect(liked.status).toBe(200)
    expect(liked.body).toMatchObject({ likes: 1, liked: true })
    const unliked = await send('PATCH /api/workgroups/{slug}/comments/{hash}/like', like)
    expect(unliked.body).toMatchObject({ likes: 0, liked: false })

    const deleted = await send(
      'DELETE /api/workgroups/{slug}/comments/{hash}',
      `/api/workgroups/${group.slug}/comments/${replied.body.hash}`,
    )
    expect(deleted.status).toBe(204)
  })

  it('administers its own group: creates, edits, its image, comments, files and members, deletes', async () => {
    const created = await send('POST /usr/workgroups', '/usr/workgroups', {
      json: {
        name: 'Egresados en datos',
        type: 'PRIVATE',
        content: 'Un grupo para quienes trabajan con datos.',
      },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'Egresados en datos', type: 'PRIVATE', status: 'UNPUBLISHED' })
    const { hash, slug } = created.body as { hash: string; slug: string }

    const image = new FormData()
    image.append('image', file(new Uint8Array(await png()), 'grupo.png', 'image/png'))
    const withImage = await send('POST /usr/workgroups/{id}/image', `/usr/workgroups/${hash}/image`, {
      body: image,
    })
    expect(withImage.status).toBe(200)

    const submitted = await send('PATCH /usr/workgroups/{id}', `/usr/workgroups/${hash}`, {
      json: { status: 'PENDING' },
    })
    expect(submitted.status).toBe(200)
    expect(submitted.body).toMatchObject({ status: 'PENDING' })
    const approved = await t.request(`/usr/admin/workgroups/${hash}/approve`, {
      method: 'POST',
      token: office.token,
    })
    expect(approved.status).toBe(200)

    const mine = await send('GET /usr/workgroups', `/usr/workgroups${filter(6)}`)
    expect(mine.status).toBe(200)
    expect(mine.body.items.map((g: { hash: string }) => g.hash)).toContain(hash)
    const read = await send('GET /usr/workgroups/{id}', `/usr/workgroups/${hash}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      name: 'Egresados en datos',
      status: 'PUBLISHED',
      image: expect.any(String),
    })

    // Someone asks to join; the administrator accepts, then removes them.
    const applicant = await t.createUser({ email: 'solicitante@mobile.test', role: 'alumniPremium' })
    const applicantToken = await t.login(applicant.email)
    const asked = await t.request(`/api/workgroups/${hash}/subscribe`, {
      method: 'PATCH',
      token: applicantToken,
    })
    expect(asked.status).toBe(200)
    const members = await send(
      'GET /usr/workgroups/{hash}/users',
      `/usr/workgroups/${hash}/users${filter(12)}`,
    )
    expect(members.status).toBe(200)
    expect(members.body.items).toContainEqual(
      expect.objectContaining({ hash: applicant.hash, status: 'PENDING' }),
    )
    const accepted = await send(
      'PATCH /usr/workgroups/{hash}/users/{userHash}',
      `/usr/workgroups/${hash}/users/${applicant.hash}`,
      { json: { status: 'ACCEPTED' } },
    )
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ hash: applicant.hash, status: 'ACCEPTED' })

    const form = new FormData()
    form.append('content', 'El acta de la reunión.')
    form.append('file', file(new Uint8Array(pdf('Acta')), 'acta.pdf', 'application/pdf'))
    const posted = await t.request(`/api/workgroups/${slug}/comments`, {
      method: 'POST',
      body: form,
      token: applicantToken,
    })
    expect(posted.status).toBe(201)
    const comment = (await posted.json()) as { hash: string }

    const comments = await send(
      'GET /usr/workgroups/{hash}/comments',
      `/usr/workgroups/${hash}/comments${filter(6)}`,
    )
    expect(comments.status).toBe(200)
    expect(comments.body.items[0]).toMatchObject({ hash: comment.hash, content: 'El acta de la reunión.' })

    const files = await send('GET /usr/workgroups/{hash}/files', `/usr/workgroups/${hash}/files${filter(6)}`)
    expect(files.status).toBe(200)
    const [groupFile] = files.body.items
    expect(groupFile).toMatchObject({ hash: expect.any(String), name: 'acta.pdf', file: expect.any(String) })
    expect(groupFile.file).toBe(groupFile.url)

    const fileGone = await send(
      'DELETE /usr/workgroups/{hash}/files/{fileHash}',
      `/usr/workgroups/${hash}/files/${groupFile.hash}`,
    )
    expect(fileGone.status).toBe(204)
    const commentGone = await send(
      'DELETE /usr/workgroups/{hash}/comments/{commentHash}',
      `/usr/workgroups/${hash}/comments/${comment.hash}`,
    )
    expect(commentGone.status).toBe(204)
    const memberGone = await send(
      'DELETE /usr/workgroups/{hash}/users/{userHash}',
      `/usr/workgroups/${hash}/users/${applicant.hash}`,
    )
    expect(memberGone.status).toBe(204)

    const deleted = await send('DELETE /usr/workgroups/{id}', `/usr/workgroups/${hash}`)
    expect(deleted.status).toBe(204)
  })

  it('signs out', async () => {
    const logout = await send('GET /usr/users/logout', '/usr/users/logout')
    expect(logout.status).toBe(204)
    expect((await t.request('/usr/users/me', { token, deviceId: 'mobile-device' })).status).toBe(401)
  })

  it('sent all 49 calls of the spec’s tables', () => {
    expect(SPEC_CALLS).toHaveLength(49)
    expect([...sent].sort()).toEqual([...SPEC_CALLS].sort())
  })
})

describe('what the mobile app sends is held to the same rules as the web apps’ bodies', () => {
  let member: string
  let group: { hash: string; slug: string }
  let news: string

  beforeAll(async () => {
    await t.createUser({ email: 'reglas@mobile.test', role: 'alumniPremium' })
    member = await t.login('reglas@mobile.test')
    group = await groupOf(t, office, office, { name: 'Reglas del grupo' })
    news = (
      await one<{ hash: string }>(
        "select hash from articles where status = 'PUBLISHED' order by hash limit 1",
      )
    ).hash
  })

  const patch = (path: string, init: TestRequestInit = {}) =>
    t.request(path, { method: 'PATCH', token: member, ...init })
  const savedOf = async (res: Response) => ((await res.json()) as { saved: boolean }).saved

  it('an explicit body still says the state (twice changes nothing); an empty one toggles, with or without a JSON type', async () => {
    const path = `/api/articles/${news}/save`
    expect(await savedOf(await patch(path, { json: { saved: true } }))).toBe(true)
    expect(await savedOf(await patch(path, { json: { saved: true } }))).toBe(true)
    // A client that always sends its Content-Type, with no body.
    expect(await savedOf(await patch(path, { headers: { 'Content-Type': 'application/json' } }))).toBe(false)
    expect(await savedOf(await patch(path))).toBe(true)
    expect(await savedOf(await patch(path, { json: {} }))).toBe(false)
    const wrong = await patch(path, { json: { saved: 'yes' } })
    expect(wrong.status).toBe(400)
    const other = await patch(path, { body: 'saved=true', headers: { 'Content-Type': 'text/plain' } })
    expect(other.status).toBe(415)
  })

  const comment = (fields: Record<string, string | File>) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    return t.request(`/api/workgroups/${group.slug}/comments`, { method: 'POST', body, token: member })
  }
  const errorsOf = async (res: Response) =>
    ((await res.json()) as { errors: Record<string, string[]> }).errors

  it('a comment in plain form fields is checked as its JSON part is: the text, the parent, the file’s bytes and size', async () => {
    const empty = await comment({ content: '   ' })
    expect(empty.status).toBe(400)
    expect(Object.keys(await errorsOf(empty))).toEqual(['content'])
    const missing = await comment({ parent: '' })
    expect(missing.status).toBe(400)
    expect(Object.keys(await errorsOf(missing))).toEqual(['content'])
    const long = await comment({ content: 'a'.repeat(5001) })
    expect(Object.keys(await errorsOf(long))).toEqual(['content'])
    const orphan = await comment({ content: 'Hola', parent: 'no-such-comment' })
    expect(orphan.status).toBe(400)
    expect(Object.keys(await errorsOf(orphan))).toEqual(['parent'])
    const unknown = await comment({ content: 'Hola', title: 'Sobra' })
    expect(unknown.status).toBe(400)
    expect(Object.keys(await errorsOf(unknown))).toEqual(['title'])
    const program = await comment({
      content: 'Mira',
      file: file(new Uint8Array(exe()), 'acta.pdf', 'application/pdf'),
    })
    expect(program.status).toBe(400)
    expect(Object.keys(await errorsOf(program))).toEqual(['file'])
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(pdf(), 0)
    const tooBig = await comment({ content: 'Mira', file: file(big, 'acta.pdf', 'application/pdf') })
    expect(tooBig.status).toBe(413)
    // The `data` part, when sent, is the body: the web apps' form is read as before.
    const both = await comment({ data: JSON.stringify({ content: 'Desde la web' }), content: 'ignorado' })
    expect(both.status).toBe(201)
    expect(await both.json()).toMatchObject({ content: 'Desde la web' })
  })

  it('experiences without `user` are the caller’s own, also for a free member; others’ are a Premium detail', async () => {
    const free = await t.createUser({ email: 'libre@mobile.test', role: 'alumniFreemium' })
    const freeToken = await t.login(free.email)
    const added = await t.request('/usr/workExperiences', {
      token: freeToken,
      json: {
        name: 'Becaria',
        contract: 'INTERNSHIP',
        company_name: 'Puerto de Valencia',
        start: '2021-02-01',
        end: '',
      },
    })
    expect(added.status).toBe(201)
    const own = await t.request(`/api/workExperiences${filter(24)}`, { token: freeToken })
    expect(own.status).toBe(200)
    expect(await own.json()).toMatchObject({
      total: 1,
      items: [{ name: 'Becaria', end: null, is_current: true }],
    })
    const byHash = await t.request(`/api/workExperiences?user=${free.hash}`, { token: freeToken })
    expect(byHash.status).toBe(200)

    const premium = await one<{ hash: string }>(
      `select hash from users where email = '${DEMO_ACCOUNTS.premium}'`,
    )
    const others = await t.request(`/api/workExperiences?user=${premium.hash}`, {
      token: freeToken,
      locale: 'en',
    })
    expect(others.status).toBe(403)
    expect(await others.json()).toMatchObject({
      reason: 'forbidden',
      message: expect.stringContaining('Premium'),
    })
    expect((await t.request(`/api/workExperiences?user=${premium.hash}`, { token: member })).status).toBe(200)
    expect((await t.request(`/api/workExperiences${filter(24)}`)).status).toBe(401)
  })
})
