// Security, round two: the workgroups. A private group made public would publish its past (3), group files
// keep any extension (4), e-mail addresses in lists of people (9, first half), no limit or quota on comments
// and files (10), and server-rendered pages and searches unlimited per client address (11).
import { Author, WorkgroupComment, WorkgroupMember } from '@egresa/api-contract/workgroups'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workgroupFiles, workgroups } from '../db/schema/content'
import { defaultWorkgroupLimits } from '../features/workgroups/limits'
import { exe, pdf } from '../test/fixtures'
import { createTestApp, type TestApp } from '../test/harness'
import { type Actor, createPerson } from '../test/jobs'
import { commentForm, type Group, groupOf, join, postComment, roomyWorkgroupLimits } from '../test/workgroups'

type Body = Record<string, unknown>
type List<T = Body> = { items: T[]; total: number }

/** A PDF of about `bytes` bytes (its comment pads it). */
const pdfOf = (bytes: number) => pdf('x'.repeat(Math.max(0, bytes - pdf('').length)))

async function accept(t: TestApp, admin: Actor, group: Group, member: Actor) {
  const res = await t.request(`/usr/workgroups/${group.hash}/users/${member.hash}`, {
    method: 'PATCH',
    json: { status: 'ACCEPTED' },
    token: admin.token,
  })
  expect(res.status).toBe(200)
}

const setType = (t: TestApp, admin: Actor, group: Group, type: 'PUBLIC' | 'PRIVATE', locale?: 'es' | 'en') =>
  t.request(`/usr/workgroups/${group.hash}`, { method: 'PATCH', json: { type }, token: admin.token, locale })

describe('3. a private group with a past cannot be made public', () => {
  let t: TestApp
  let office: Actor
  let ana: Actor
  let luis: Actor
  let eva: Actor
  let closed: Group
  let fileUrl = ''
  beforeAll(async () => {
    t = await createTestApp()
    ;[office, ana, luis, eva] = await Promise.all([
      createPerson(t, { role: 'admin' }),
      createPerson(t, { name: 'Ana' }),
      createPerson(t, { name: 'Luis', surname: 'Secreto' }),
      createPerson(t, { name: 'Eva' }),
    ])
    closed = await groupOf(t, ana, office, {
      name: 'Comité de empresa',
      type: 'PRIVATE',
      content: 'Lo que se habla aquí se queda aquí.',
    })
    expect((await join(t, closed.hash, luis.token)).status).toBe(200)
    await accept(t, ana, closed, luis)
    const posted = await postComment(
      t,
      closed.slug,
      luis.token,
      { content: 'Confidencial: la reunión con la dirección' },
      { bytes: pdf('Acta'), name: 'acta-confidencial.pdf', type: 'application/pdf' },
    )
    expect(posted.status).toBe(201)
    fileUrl = (posted.body.file as { url: string }).url
  })
  afterAll(() => t.close())

  it('refuses PRIVATE → PUBLIC with 409 and the reason, in Spanish and English, changing nothing', async () => {
    const es = await setType(t, ana, closed, 'PUBLIC', 'es')
    expect(es.status).toBe(409)
    expect(await es.json()).toMatchObject({ reason: 'conflict', message: expect.stringMatching(/privado/) })
    const en = await setType(t, ana, closed, 'PUBLIC', 'en')
    expect(en.status).toBe(409)
    expect(((await en.json()) as Body).message).toMatch(/promise that it was private/)
    // The office, not one of its administrators, cannot edit it at all; a change that carries other fields
    // is refused whole.
    expect((await setType(t, office, closed, 'PUBLIC')).status).toBe(403)
    const both = await t.request(`/usr/workgroups/${closed.hash}`, {
      method: 'PATCH',
      json: { name: 'Comité (abierto)', type: 'PUBLIC' },
      token: ana.token,
    })
    expect(both.status).toBe(409)
    const [row] = await t.database.db
      .select({ type: workgroups.type, name: workgroups.name })
      .from(workgroups)
      .where(eq(workgroups.hash, closed.hash))
    expect(row).toEqual({ type: 'PRIVATE', name: 'Comité de empresa' })
  })

  it('leaves its comments, files, members, page and sitemap as closed to anonymous readers as before', async () => {
    await setType(t, ana, closed, 'PUBLIC')
    const read = (path: string) => t.request(path)
    expect((await read(`/api/workgroups/${closed.slug}/comments`)).status).toBe(401)
    expect((await read(`/api/workgroups/${closed.slug}/users`)).status).toBe(401)
    expect((await read(fileUrl)).status).toBe(401)
    const group = (await (await read(`/api/workgroups/${closed.slug}`)).json()) as Body
    expect(group).toMatchObject({ type: 'PRIVATE', can_read: false })
    const page = await t.request(`/es/grupos/${closed.slug}`, { host: 'localhost', apiKey: null })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Comité de empresa')
    for (const secret of ['Confidencial', 'acta-confidencial', 'Secreto']) expect(html).not.toContain(secret)
    const sitemap = await (await t.request('/sitemap.xml', { host: 'localhost', apiKey: null })).text()
    for (const secret of ['Confidencial', 'acta-confidencial', 'Secreto'])
      expect(sitemap).not.toContain(secret)
  })

  it('refuses it too for a group whose only past is a request to join', async () => {
    const waiting = await groupOf(t, ana, office, { name: 'Solicitudes', type: 'PRIVATE' })
    expect((await join(t, waiting.hash, eva.token)).status).toBe(200)
    expect((await setType(t, ana, waiting, 'PUBLIC')).status).toBe(409)
  })

  it('lets a private group with nothing written and only its administrators become public, and any group private', async () => {
    const empty = await groupOf(t, ana, office, { name: 'Recién creado', type: 'PRIVATE' })
    expect((await setType(t, ana, empty, 'PUBLIC')).status).toBe(200)
    // The other way makes nothing more visible: a public group with a conversation may close.
    const open = await groupOf(t, ana, office, { name: 'Abierto', type: 'PUBLIC' })
    expect((await postComment(t, open.slug, eva.token, { content: 'Hola' })).status).toBe(201)
    const closing = await setType(t, ana, open, 'PRIVATE')
    expect(closing.status).toBe(200)
    expect((await t.request(`/api/workgroups/${open.slug}/comments`)).status).toBe(401)
  })
})

describe('4. group files are stored and served with the extension of the type their bytes are', () => {
  let t: TestApp
  let ana: Actor
  let open: Group
  beforeAll(async () => {
    t = await createTestApp({ workgroupLimits: roomyWorkgroupLimits })
    const office = await createPerson(t, { role: 'admin' })
    ana = await createPerson(t, { name: 'Ana' })
    open = await groupOf(t, ana, office, { name: 'Actas' })
  })
  afterAll(() => t.close())

  it.each(['hta', 'html', 'js', 'bat', 'lnk'])(
    'a PDF named “Acta reunión.%s” is kept and served as .pdf',
    async (ext) => {
      const posted = await postComment(
        t,
        open.slug,
        ana.token,
        { content: `Acta en .${ext}` },
        { bytes: pdf('Acta'), name: `Acta reunión.${ext}`, type: 'application/octet-stream' },
      )
      expect(posted.status).toBe(201)
      const file = posted.body.file as { url: string; name: string; type: string; hash: string }
      expect(file).toMatchObject({ name: `Acta reunión.${ext}.pdf`, type: 'application/pdf' })
      const [row] = await t.database.db
        .select({ key: workgroupFiles.storageKey, name: workgroupFiles.name })
        .from(workgroupFiles)
        .where(eq(workgroupFiles.hash, file.hash))
      expect(row?.key).toMatch(/^workgroup-files\/[A-Za-z0-9]+\.pdf$/)
      expect(row?.name).toBe(`Acta reunión.${ext}.pdf`)
      const download = await t.request(file.url, { token: ana.token })
      expect(download.status).toBe(200)
      const disposition = download.headers.get('content-disposition') ?? ''
      expect(disposition).toMatch(/^attachment; filename="Acta reuni_n\.[a-z]+\.pdf"; /)
      expect(disposition).toMatch(new RegExp(`filename\\*=UTF-8''Acta%20reuni%C3%B3n\\.${ext}\\.pdf$`))
    },
  )

  it('serves a file stored before the rule under the detected extension too', async () => {
    const posted = await postComment(
      t,
      open.slug,
      ana.token,
      { content: 'Antiguo' },
      { bytes: pdf('Antiguo'), name: 'antiguo.pdf', type: 'application/pdf' },
    )
    const file = posted.body.file as { url: string; hash: string }
    await t.database.db
      .update(workgroupFiles)
      .set({ name: 'antiguo.hta' })
      .where(eq(workgroupFiles.hash, file.hash))
    const download = await t.request(file.url, { token: ana.token })
    expect(download.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''antiguo\.hta\.pdf$/)
    const listed = (await (
      await t.request(`/usr/workgroups/${open.hash}/files`, { token: ana.token })
    ).json()) as List
    expect(listed.items.find((f) => f.hash === file.hash)?.name).toBe('antiguo.hta.pdf')
  })

  it('still refuses bytes of a type it does not take, whatever the name', async () => {
    const program = await postComment(
      t,
      open.slug,
      ana.token,
      { content: 'Programa' },
      { bytes: exe(), name: 'Acta.pdf', type: 'application/pdf' },
    )
    expect(program.status).toBe(400)
  })
})

describe('9. no list of people carries an e-mail address', () => {
  let t: TestApp
  let people: Actor[]
  let open: Group
  beforeAll(async () => {
    t = await createTestApp()
    const office = await createPerson(t, { role: 'admin' })
    const [ana, luis] = await Promise.all([
      createPerson(t, { name: 'Ana' }),
      createPerson(t, { name: 'Luis' }),
    ])
    people = [office, ana, luis]
    open = await groupOf(t, ana, office, { name: 'Abierto a todos' })
    expect((await join(t, open.hash, luis.token)).status).toBe(200)
    const posted = await postComment(
      t,
      open.slug,
      luis.token,
      { content: 'Con archivo' },
      { bytes: pdf(), name: 'a.pdf', type: 'application/pdf' },
    )
    expect(posted.status).toBe(201)
  })
  afterAll(() => t.close())

  it('the contract’s answers of members and authors have no e-mail field', () => {
    for (const schema of [WorkgroupMember, Author, WorkgroupComment]) {
      expect(Object.keys(schema.entries)).not.toContain('email')
    }
  })

  it('neither a guest, a member nor the group’s administrator reads one in the members, comments or files', async () => {
    const [, ana, luis] = people as [Actor, Actor, Actor]
    const reads: [string, string | undefined][] = [
      [`/api/workgroups/${open.slug}/users`, undefined],
      [`/api/workgroups/${open.slug}/users`, luis.token],
      [`/api/workgroups/${open.slug}/users?text=a`, luis.token],
      [`/api/workgroups/${open.slug}/comments`, undefined],
      [`/usr/workgroups/${open.hash}/users`, ana.token],
      [`/usr/workgroups/${open.hash}/comments`, ana.token],
      [`/usr/workgroups/${open.hash}/files`, ana.token],
      ['/api/users', luis.token],
    ]
    for (const [path, token] of reads) {
      const res = await t.request(path, { token })
      expect(res.status, path).toBe(200)
      const text = await res.text()
      expect(text, path).not.toMatch(/"e-?mail"|@alumni\.test/i)
      for (const person of people) expect(text, path).not.toContain(person.email)
    }
  })
})

describe('10. comments and files are limited per account, and their space per person and group', () => {
  describe('rates', () => {
    let t: TestApp
    let office: Actor
    let ana: Actor
    let free: Actor
    let open: Group
    beforeAll(async () => {
      t = await createTestApp({
        workgroupLimits: {
          ...defaultWorkgroupLimits,
          commentsPerMinute: 4,
          commentsPerHour: 100,
          filesPerMinute: 2,
          filesPerHour: 100,
        },
      })
      office = await createPerson(t, { role: 'admin' })
      ana = await createPerson(t, { name: 'Ana' })
      free = await createPerson(t, { role: 'alumniFreemium', name: 'Marta' })
      open = await groupOf(t, ana, office, { name: 'Con prisa' })
    })
    afterAll(() => t.close())

    it('a burst of comments at once gets the minute’s limit, then 429 with Retry-After and why', async () => {
      const burst = await Promise.all(
        Array.from({ length: 8 }, (_, i) => postComment(t, open.slug, free.token, { content: `Spam ${i}` })),
      )
      const statuses = burst.map((r) => r.status).sort()
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429, 429])
      const en = await t.request(`/api/workgroups/${open.slug}/comments`, {
        method: 'POST',
        body: commentForm({ content: 'Otra' }),
        token: free.token,
        locale: 'en',
      })
      expect(en.status).toBe(429)
      const retry = Number(en.headers.get('retry-after'))
      expect(retry).toBeGreaterThan(0)
      expect(retry).toBeLessThanOrEqual(60)
      expect(await en.json()).toMatchObject({
        reason: 'too_many_requests',
        message: expect.stringMatching(/^You have posted many comments/),
      })
      const es = burst.find((r) => r.status === 429)
      expect(es?.body.message).toMatch(/^Has publicado muchos comentarios/)
      // Another account is not held back.
      expect((await postComment(t, open.slug, ana.token, { content: 'Yo sí' })).status).toBe(201)
    })

    it('files have their own, smaller limit', async () => {
      const luis = await createPerson(t, { name: 'Luis' })
      const file = { bytes: pdf(), name: 'a.pdf', type: 'application/pdf' }
      const statuses = []
      for (let i = 0; i < 3; i++)
        statuses.push((await postComment(t, open.slug, luis.token, { content: `F${i}` }, file)).status)
      expect(statuses).toEqual([201, 201, 429])
      // A comment without a file still goes.
      expect((await postComment(t, open.slug, luis.token, { content: 'Sin archivo' })).status).toBe(201)
    })
  })

  it('an hour’s budget holds after the minute’s burst', async () => {
    const t = await createTestApp({
      workgroupLimits: { ...defaultWorkgroupLimits, commentsPerMinute: 100, commentsPerHour: 3 },
    })
    try {
      const office = await createPerson(t, { role: 'admin' })
      const ana = await createPerson(t, { name: 'Ana' })
      const open = await groupOf(t, ana, office, { name: 'Por horas' })
      const statuses = []
      for (let i = 0; i < 4; i++)
        statuses.push((await postComment(t, open.slug, ana.token, { content: `${i}` })).status)
      expect(statuses).toEqual([201, 201, 201, 429])
      const refused = await postComment(t, open.slug, ana.token, { content: 'más' })
      expect(refused.status).toBe(429)
    } finally {
      await t.close()
    }
  })

  describe('space', () => {
    let t: TestApp
    let office: Actor
    let ana: Actor
    let luis: Actor
    const size = 1000
    beforeAll(async () => {
      t = await createTestApp({
        workgroupLimits: {
          ...defaultWorkgroupLimits,
          filesPerMinute: 100,
          filesPerHour: 100,
          bytesPerPerson: 2.5 * size,
          bytesPerGroup: 4.5 * size,
        },
      })
      office = await createPerson(t, { role: 'admin' })
      ana = await createPerson(t, { name: 'Ana' })
      luis = await createPerson(t, { name: 'Luis' })
    })
    afterAll(() => t.close())

    const upload = (who: Actor, group: Group, locale: 'es' | 'en' = 'es') =>
      postComment(
        t,
        group.slug,
        who.token,
        { content: 'Archivo' },
        { bytes: pdfOf(size), name: 'a.pdf', type: 'application/pdf' },
        locale,
      )

    it('refuses a person’s file over their space in all the groups (413, why), keeping nothing', async () => {
      const one = await groupOf(t, ana, office, { name: 'Uno' })
      const two = await groupOf(t, ana, office, { name: 'Dos' })
      expect((await upload(ana, one)).status).toBe(201)
      const kept = await upload(ana, two)
      expect(kept.status).toBe(201)
      const files = (await t.database.db.select().from(workgroupFiles)).length
      const over = await upload(ana, two, 'en')
      expect(over.status).toBe(413)
      expect(over.body).toMatchObject({
        reason: 'payload_too_large',
        message: expect.stringMatching(
          /^Your files in the groups already take [\d.]+ MB of the [\d.]+ MB you can have/,
        ),
      })
      expect((await t.database.db.select().from(workgroupFiles)).length).toBe(files)
      // Deleting a comment with its file gives the space back.
      const gone = await t.request(`/api/workgroups/${two.slug}/comments/${kept.body.hash}`, {
        method: 'DELETE',
        token: ana.token,
      })
      expect(gone.status).toBe(204)
      expect((await upload(ana, two)).status).toBe(201)
    })

    it('refuses a group’s file over the group’s space, whoever sends it', async () => {
      const shared = await groupOf(t, luis, office, { name: 'Compartido' })
      const eva = await createPerson(t, { name: 'Eva' })
      const marc = await createPerson(t, { name: 'Marc' })
      for (const who of [luis, luis, eva, eva]) expect((await upload(who, shared)).status).toBe(201)
      const over = await upload(marc, shared)
      expect(over.status).toBe(413)
      expect(over.body.message).toMatch(/^Los archivos de este grupo ya ocupan/)
    })
  })
})

describe('11. server-rendered pages and searches are limited per client address', () => {
  let t: TestApp
  let member: Actor
  const from = (address: string) => ({ 'X-Forwarded-For': address })
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '1' },
      trafficLimits: { pagesPer10Seconds: 3, pagesPer10Minutes: 100, searchesPerMinute: 4 },
    })
    member = await createPerson(t, { name: 'Ana' })
  })
  afterAll(() => t.close())

  it('counts every free-text search of an address together, 429 in JSON over it; another address is apart', async () => {
    const address = '198.51.100.1'
    const searches = [
      '/api/workgroups?text=a',
      '/api/articles?text=a',
      '/api/jobs?text=a',
      '/api/users?text=a',
    ]
    for (const path of searches) {
      const res = await t.request(path, { token: member.token, headers: from(address) })
      expect(res.status, path).toBe(200)
    }
    const over = await t.request('/api/workgroups?text=b', { headers: from(address), locale: 'en' })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(over.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await over.json()).toMatchObject({
      code: 429,
      reason: 'too_many_requests',
      message: expect.stringMatching(/^Too many searches/),
    })
    // A list without a search is not counted; another address has its own count.
    expect((await t.request('/api/workgroups', { headers: from(address) })).status).toBe(200)
    expect((await t.request('/api/workgroups?text=b', { headers: from('198.51.100.2') })).status).toBe(200)
  })

  // Over the limit the server stops rendering for that address, but still answers the page: the app's shell,
  // which the browser renders itself. A person behind a busy shared address keeps a working page; a flood
  // gets no rendering work out of the server.
  const rendered = (html: string) => !html.includes('<div id="root"></div>')

  it('renders an address’s pages up to the limit, then gives it the app to render in the browser; other addresses go on', async () => {
    const address = '203.0.113.7'
    const page = (path: string, who = address) =>
      t.request(path, { host: 'localhost', apiKey: null, headers: from(who) })
    for (let i = 0; i < 3; i++) {
      const res = await page('/es/grupos')
      expect(res.status).toBe(200)
      expect(rendered(await res.text())).toBe(true)
    }
    const over = await page('/es/grupos')
    expect(over.status).toBe(200)
    expect(over.headers.get('content-type')).toMatch(/^text\/html/)
    const shell = await over.text()
    expect(rendered(shell)).toBe(false)
    expect(shell).toMatch(/<script type="module"/)
    // An address over the limit still gets a 404 for a page no route has.
    expect((await page('/es/no-such-page')).status).toBe(404)
    expect((await page('/favicon.svg')).status).toBe(200)
    const other = await page('/es/grupos', '203.0.113.8')
    expect(rendered(await other.text())).toBe(true)
  })

  it('takes its numbers from PAGES_PER_ADDRESS and SEARCHES_PER_ADDRESS, 0 for no limit', async () => {
    const configured = await createTestApp({
      env: { TRUST_PROXY: '1', PAGES_PER_ADDRESS: '24', SEARCHES_PER_ADDRESS: '0' },
    })
    try {
      const page = () =>
        configured.request('/es/grupos', { host: 'localhost', apiKey: null, headers: from('203.0.113.10') })
      // 24 in 10 minutes: 2 in 10 seconds.
      const pages = [await page(), await page(), await page()]
      expect(await Promise.all(pages.map(async (res) => rendered(await res.text())))).toEqual([
        true,
        true,
        false,
      ])
      for (let i = 0; i < 130; i++) {
        const res = await configured.request('/api/workgroups?text=a', { headers: from('203.0.113.10') })
        expect(res.status).toBe(200)
      }
    } finally {
      await configured.close()
    }
  })

  it('holds a 10 minutes’ budget of pages after the bursts', async () => {
    const other = await createTestApp({
      env: { TRUST_PROXY: '1' },
      trafficLimits: { pagesPer10Seconds: 100, pagesPer10Minutes: 2, searchesPerMinute: 100 },
    })
    try {
      const page = () =>
        other.request('/es/grupos', { host: 'localhost', apiKey: null, headers: from('203.0.113.9') })
      const pages = [await page(), await page(), await page()]
      expect(await Promise.all(pages.map(async (res) => rendered(await res.text())))).toEqual([
        true,
        true,
        false,
      ])
    } finally {
      await other.close()
    }
  })
})
