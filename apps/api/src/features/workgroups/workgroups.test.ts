// Workgroups as members see them (docs/workgroups.md): the list with its filters and pages, one group by
// slug or hash, what a private group hides, following and asking to join (Premium), comments with replies,
// likes and files, who deletes what, and bad input.
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  workgroupCommentLikes,
  workgroupComments,
  workgroupFiles,
  workgroupMembers,
  workgroups,
} from '../../db/schema/content'
import { exe, type Mailbox, pdf, png, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createCompany, createPerson } from '../../test/jobs'
import { type Group, groupOf, join, postComment, roomyWorkgroupLimits } from '../../test/workgroups'

let t: TestApp
let mailbox: Mailbox
let office: Actor
let ana: Actor // administers the groups
let luis: Actor // Premium: follows and joins
let eva: Actor // Premium: an outsider
let free: Actor
let company: Actor
let open: Group
let closed: Group
let draft: Group

type Body = Record<string, unknown>
type List<T = Body> = { items: T[]; total: number; maxPages: number }
type ErrorBody = { code: number; reason: string; message: string; errors?: Record<string, string[]> }

const get = async <T = Body>(path: string, token?: string, locale: 'es' | 'en' = 'es') => {
  const res = await t.request(path, { token, locale })
  return { status: res.status, body: (await res.json()) as T }
}
const send = async <T = Body>(
  method: string,
  path: string,
  json: unknown,
  token?: string,
  locale: 'es' | 'en' = 'es',
) => {
  const res = await t.request(path, { method, json, token, locale })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
}
const countOf = async (table: typeof workgroupComments | typeof workgroupFiles | typeof workgroupMembers) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0

beforeAll(async () => {
  t = await createTestApp({ workgroupLimits: roomyWorkgroupLimits })
  mailbox = await startMailbox(t)
  ;[office, ana, luis, eva, free] = await Promise.all([
    createPerson(t, { role: 'admin' }),
    createPerson(t, { name: 'Ana', surname: 'Ferrer', language: 'en' }),
    createPerson(t, { name: 'Luis', surname: 'Pérez' }),
    createPerson(t, { name: 'Eva', surname: 'Gil' }),
    createPerson(t, { role: 'alumniFreemium', name: 'Marta' }),
  ])
  company = await createCompany(t)
  open = await groupOf(t, ana, office, {
    name: 'Ingeniería en Castellón',
    content: 'Ingenieros e ingenieras que trabajan en la provincia.',
  })
  closed = await groupOf(t, ana, office, {
    name: 'Emprendedores',
    type: 'PRIVATE',
    content: 'Antiguos alumnos que han creado su empresa.',
  })
  for (let i = 1; i <= 5; i++) await groupOf(t, eva, office, { name: `Promoción ${2015 + i}` })
  draft = await groupOf(t, ana, null, { name: 'Borrador de grupo' })
  await mailbox.deliver()
})

afterAll(async () => {
  await mailbox?.close()
  await t?.close()
})

describe('the list of groups', () => {
  it('shows the published groups, 6 a page, to anyone, with the spec’s page fields', async () => {
    const { status, body } = await get<List>('/api/workgroups')
    expect(status).toBe(200)
    expect(body.total).toBe(7)
    expect(body.maxPages).toBe(2)
    expect(body.items).toHaveLength(6)
    expect(body.items.map((g) => g.name)).not.toContain('Borrador de grupo')
    const second = await get<List>('/api/workgroups?page=2')
    expect(second.body.items).toHaveLength(1)
  })

  it('finds groups by words of the name or description, without minding accents or case', async () => {
    const { body } = await get<List>('/api/workgroups?text=INGENIERIA')
    expect(body.items.map((g) => g.slug)).toEqual([open.slug])
    const byContent = await get<List>('/api/workgroups?text=empresa')
    expect(byContent.body.items.map((g) => g.slug)).toEqual([closed.slug])
  })

  it('filters by type', async () => {
    const { body } = await get<List>('/api/workgroups?type=PRIVATE')
    expect(body.items.map((g) => g.slug)).toEqual([closed.slug])
  })

  it('answers a page past the last with no items and the real total', async () => {
    const { status, body } = await get<List>('/api/workgroups?page=9')
    expect(status).toBe(200)
    expect(body).toEqual({ items: [], total: 7, maxPages: 2 })
  })

  it('refuses bad filters with field messages in the request’s language', async () => {
    const { status, body } = await get<ErrorBody>('/api/workgroups?type=SECRET&size=0', undefined, 'en')
    expect(status).toBe(400)
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['size', 'type'])
    expect(body.message).toMatch(/[Cc]heck/)
  })
})

describe('one group', () => {
  it('answers by slug or hash, with the caller’s membership', async () => {
    const bySlug = await get(`/api/workgroups/${open.slug}`, ana.token)
    expect(bySlug.status).toBe(200)
    expect(bySlug.body).toMatchObject({
      hash: open.hash,
      name: 'Ingeniería en Castellón',
      type: 'PUBLIC',
      status: 'PUBLISHED',
      members: 1,
      membership: { status: 'ACCEPTED', role: 'ADMINISTRATOR' },
      can_read: true,
      can_manage: true,
    })
    const byHash = await get(`/api/workgroups/${open.hash}`)
    expect(byHash.body).toMatchObject({ slug: open.slug, membership: null, can_manage: false })
  })

  it('shows a private group’s name and description to anyone, and says they cannot read it', async () => {
    const { status, body } = await get(`/api/workgroups/${closed.slug}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ name: 'Emprendedores', content: expect.any(String), can_read: false })
  })

  it('answers 404 for an unknown group and for a draft to anyone but its administrators', async () => {
    const unknown = await get<ErrorBody>('/api/workgroups/no-such-group', undefined, 'en')
    expect(unknown.status).toBe(404)
    expect(unknown.body.reason).toBe('not_found')
    expect((await get(`/api/workgroups/${draft.slug}`, luis.token)).status).toBe(404)
    expect((await get(`/api/workgroups/${draft.slug}`, ana.token)).body).toMatchObject({
      status: 'UNPUBLISHED',
    })
  })
})

describe('what a private group hides', () => {
  it('answers 401 to a guest and 403 with a message to a signed-in outsider', async () => {
    for (const part of ['comments', 'users']) {
      expect((await get(`/api/workgroups/${closed.slug}/${part}`)).status).toBe(401)
      const outsider = await get<ErrorBody>(`/api/workgroups/${closed.slug}/${part}`, eva.token, 'en')
      expect(outsider.status).toBe(403)
      expect(outsider.body.message).toContain('This group is private')
    }
  })

  it('lets nobody outside it comment, like or delete there', async () => {
    const before = await countOf(workgroupComments)
    const res = await postComment(t, closed.slug, eva.token, { content: 'Hola' })
    expect(res.status).toBe(403)
    expect(await countOf(workgroupComments)).toBe(before)
  })
})

describe('following and joining', () => {
  it('asks a free member or a company to upgrade (403) and a guest to sign in (401)', async () => {
    const refused = await send<ErrorBody>(
      'PATCH',
      `/api/workgroups/${open.slug}/subscribe`,
      { subscribed: true },
      free.token,
      'en',
    )
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      reason: 'forbidden',
      message: expect.stringContaining('Premium benefit'),
    })
    expect((await join(t, open.slug, company.token)).status).toBe(403)
    const guest = await t.request(`/api/workgroups/${open.slug}/subscribe`, {
      method: 'PATCH',
      json: { subscribed: true },
    })
    expect(guest.status).toBe(401)
  })

  it('follows a public group at once; following twice changes nothing', async () => {
    const first = await join(t, open.slug, luis.token)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ membership: { status: 'ACCEPTED', role: 'FOLLOWER' }, members: 2 })
    const again = await join(t, open.slug, luis.token)
    expect(again.body).toMatchObject({ membership: { status: 'ACCEPTED', role: 'FOLLOWER' }, members: 2 })
    const rows = await t.database.db
      .select()
      .from(workgroupMembers)
      .where(eq(workgroupMembers.userId, luis.id))
    expect(rows).toHaveLength(1)
  })

  it('asks to join a private group: PENDING, and its administrators are mailed in their language', async () => {
    const asked = await join(t, closed.slug, luis.token)
    expect(asked.body).toMatchObject({ membership: { status: 'PENDING' }, can_read: false })
    expect((await get(`/api/workgroups/${closed.slug}/comments`, luis.token)).status).toBe(403)
    const mails = await mailbox.deliver()
    expect(mails).toHaveLength(1)
    expect(recipients(mails[0])).toEqual([ana.email])
    expect(mails[0]?.subject).toBe('Luis Pérez wants to join "Emprendedores"')
    expect(mails[0]?.text).toContain(`/en/user/workgroups/${closed.hash}`)
    // Asking twice sends nothing more.
    await join(t, closed.slug, luis.token)
    expect(await mailbox.deliver()).toHaveLength(0)
  })

  it('lets an administrator accept the request: the person is mailed and reads the group', async () => {
    const accepted = await send(
      'PATCH',
      `/usr/workgroups/${closed.hash}/users/${luis.hash}`,
      {
        status: 'ACCEPTED',
      },
      ana.token,
    )
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ hash: luis.hash, status: 'ACCEPTED', role: 'FOLLOWER' })
    const mails = await mailbox.deliver()
    expect(recipients(mails[0])).toEqual([luis.email])
    expect(mails[0]?.subject).toBe('Ya formas parte de «Emprendedores»')
    expect(mails[0]?.text).toContain(`/es/grupos/${closed.slug}`)
    expect((await get(`/api/workgroups/${closed.slug}/comments`, luis.token)).status).toBe(200)
  })

  it('keeps a refused person refused (409) until an administrator changes their mind', async () => {
    await join(t, closed.slug, eva.token)
    await mailbox.deliver()
    const refused = await send(
      'PATCH',
      `/usr/workgroups/${closed.hash}/users/${eva.hash}`,
      {
        status: 'CANCELLED',
      },
      ana.token,
    )
    expect(refused.body).toMatchObject({ status: 'CANCELLED' })
    const again = await join(t, closed.slug, eva.token)
    expect(again.status).toBe(409)
    expect(await mailbox.deliver()).toHaveLength(0)
  })

  it('unfollows at any time; twice changes nothing', async () => {
    await join(t, open.slug, eva.token)
    const left = await join(t, open.slug, eva.token, false)
    expect(left.body).toMatchObject({ membership: null })
    expect((await join(t, open.slug, eva.token, false)).status).toBe(200)
  })

  it('refuses to let the last administrator leave', async () => {
    const res = await send<ErrorBody>(
      'PATCH',
      `/api/workgroups/${open.slug}/subscribe`,
      { subscribed: false },
      ana.token,
      'en',
    )
    expect(res.status).toBe(409)
    expect(res.body.message).toContain('without an administrator')
  })

  it('lists the groups I follow or asked to join', async () => {
    const { body } = await get<List>('/usr/workgroups?filter=subscribed', luis.token)
    expect(body.items.map((g) => g.slug).sort()).toEqual([closed.slug, open.slug].sort())
    const mine = await get<List>('/usr/workgroups?filter=mine', ana.token)
    expect(mine.body.items.map((g) => g.slug).sort()).toEqual([closed.slug, draft.slug, open.slug].sort())
  })
})

describe('comments', () => {
  let first: string

  it('takes anyone’s comment in a public group, in the right shape', async () => {
    const res = await postComment(t, open.slug, free.token, { content: '  ¡Hola a todos!  ' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      content: '¡Hola a todos!',
      parent: null,
      author: { hash: free.hash, name: 'Marta' },
      file: null,
      likes: 0,
      liked: false,
      replies: 0,
      can_delete: true,
    })
    first = res.body.hash
  })

  it('takes replies, and a reply to a reply joins the same thread', async () => {
    const reply = await postComment(t, open.slug, luis.token, { content: 'Bienvenida', parent: first })
    expect(reply.body).toMatchObject({ parent: first })
    const nested = await postComment(t, open.slug, ana.token, { content: 'Gracias', parent: reply.body.hash })
    expect(nested.body).toMatchObject({ parent: first })
    const replies = await get<List>(`/api/workgroups/${open.slug}/comments?parent=${first}`)
    expect(replies.body.items.map((c) => c.content)).toEqual(['Bienvenida', 'Gracias'])
    const wall = await get<List>(`/api/workgroups/${open.slug}/comments`)
    expect(wall.body.items.map((c) => c.hash)).toEqual([first])
    expect(wall.body.items[0]).toMatchObject({ replies: 2 })
  })

  it('pages the wall 6 at a time, newest first', async () => {
    for (let i = 1; i <= 6; i++) await postComment(t, open.slug, luis.token, { content: `Mensaje ${i}` })
    const { body } = await get<List>(`/api/workgroups/${open.slug}/comments`)
    expect(body.total).toBe(7)
    expect(body.maxPages).toBe(2)
    expect(body.items[0]).toMatchObject({ content: 'Mensaje 6' })
    const past = await get<List>(`/api/workgroups/${open.slug}/comments?page=5`)
    expect(past.body).toEqual({ items: [], total: 7, maxPages: 2 })
  })

  it('refuses empty and too long comments, an unknown parent and a bad form, saving nothing', async () => {
    const before = await countOf(workgroupComments)
    const empty = await postComment(t, open.slug, luis.token, { content: '   ' }, undefined, 'en')
    expect(empty.status).toBe(400)
    expect(Object.keys((empty.body as unknown as ErrorBody).errors ?? {})).toEqual(['content'])
    const long = await postComment(
      t,
      open.slug,
      luis.token,
      { content: 'a'.repeat(100_000) },
      undefined,
      'en',
    )
    expect(long.status).toBe(400)
    expect((long.body as unknown as ErrorBody).errors?.content).toEqual([
      'Must have at most 5000 characters.',
    ])
    const nul = await postComment(t, open.slug, luis.token, { content: 'Hola\u0000' })
    expect(nul.status).toBe(400)
    expect(Object.keys((nul.body as unknown as ErrorBody).errors ?? {})).toEqual(['content'])
    const orphan = await postComment(t, open.slug, luis.token, { content: 'Hola', parent: 'nope' })
    expect(orphan.status).toBe(400)
    expect((orphan.body as unknown as ErrorBody).errors?.parent?.[0]).toContain('no existe')
    const json = await t.request(`/api/workgroups/${open.slug}/comments`, {
      json: { content: 'Hola' },
      token: luis.token,
    })
    expect(json.status).toBe(400)
    expect(await countOf(workgroupComments)).toBe(before)
  })

  it('answers 404 for comments of an unknown group', async () => {
    expect((await get('/api/workgroups/nope/comments')).status).toBe(404)
    expect((await postComment(t, 'nope', luis.token, { content: 'Hola' })).status).toBe(404)
  })

  it('counts one like per person: liking twice and unliking twice change nothing more', async () => {
    const path = `/api/workgroups/${open.slug}/comments/${first}/like`
    expect((await send('PATCH', path, { liked: true }, luis.token)).body).toMatchObject({
      likes: 1,
      liked: true,
    })
    expect((await send('PATCH', path, { liked: true }, luis.token)).body).toMatchObject({
      likes: 1,
      liked: true,
    })
    await send('PATCH', path, { liked: true }, ana.token)
    expect(
      (await get<List>(`/api/workgroups/${open.slug}/comments?page=2`, luis.token)).body.items[0],
    ).toMatchObject({
      likes: 2,
      liked: true,
    })
    expect((await send('PATCH', path, { liked: false }, luis.token)).body).toMatchObject({
      likes: 1,
      liked: false,
    })
    expect((await send('PATCH', path, { liked: false }, luis.token)).body).toMatchObject({ likes: 1 })
    const likes = await t.database.db
      .select({ n: count() })
      .from(workgroupCommentLikes)
      .where(eq(workgroupCommentLikes.userId, ana.id))
    expect(likes[0]?.n).toBe(1)
    expect(
      (await send('PATCH', `/api/workgroups/${open.slug}/comments/nope/like`, { liked: true }, luis.token))
        .status,
    ).toBe(404)
  })

  it('lets only the author or an administrator of the group delete a comment, with its replies', async () => {
    const other = await send<ErrorBody>(
      'DELETE',
      `/api/workgroups/${open.slug}/comments/${first}`,
      undefined,
      luis.token,
      'en',
    )
    expect(other.status).toBe(403)
    expect(other.body.message).toContain('Only its author or an administrator')
    const own = await postComment(t, open.slug, luis.token, { content: 'Me equivoqué' })
    expect(
      (await send('DELETE', `/api/workgroups/${open.slug}/comments/${own.body.hash}`, undefined, luis.token))
        .status,
    ).toBe(204)
    expect(
      (await send('DELETE', `/api/workgroups/${open.slug}/comments/${first}`, undefined, ana.token)).status,
    ).toBe(204)
    const left = await t.database.db
      .select({ n: count() })
      .from(workgroupComments)
      .innerJoin(workgroups, eq(workgroups.id, workgroupComments.workgroupId))
      .where(and(eq(workgroups.hash, open.hash)))
    expect(left[0]?.n).toBe(6)
    expect(
      (await send('DELETE', `/api/workgroups/${open.slug}/comments/${first}`, undefined, ana.token)).status,
    ).toBe(404)
  })
})

describe('files', () => {
  it('attaches a file checked on its bytes and serves it only as a download to those who read the group', async () => {
    const res = await postComment(
      t,
      closed.slug,
      luis.token,
      { content: 'El acta' },
      {
        bytes: pdf('Acta'),
        name: 'acta <reunión>.pdf',
        type: 'application/pdf',
      },
    )
    expect(res.status).toBe(201)
    const file = res.body.file as { url: string; name: string; type: string; size: number }
    expect(file).toMatchObject({ name: 'acta <reunión>.pdf', type: 'application/pdf' })
    const download = await t.request(file.url, { token: ana.token })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect((await t.request(file.url, { token: eva.token })).status).toBe(403)
    expect((await t.request(file.url)).status).toBe(401)
    const onlyFiles = await get<List>(`/api/workgroups/${closed.slug}/comments?only_files=true`, luis.token)
    expect(onlyFiles.body.items.map((c) => c.content)).toEqual(['El acta'])
  })

  it('refuses a program, a page and a file over 10 MB, keeping neither comment nor file', async () => {
    const [comments, files] = [await countOf(workgroupComments), await countOf(workgroupFiles)]
    const program = await postComment(
      t,
      closed.slug,
      luis.token,
      { content: 'Mira' },
      {
        bytes: exe(),
        name: 'acta.pdf',
        type: 'application/pdf',
      },
      'en',
    )
    expect(program.status).toBe(400)
    expect((program.body as unknown as ErrorBody).errors?.file?.[0]).toContain('The file must be a PDF')
    const page = await postComment(
      t,
      closed.slug,
      luis.token,
      { content: 'Mira' },
      {
        bytes: new TextEncoder().encode('<!doctype html><script>alert(1)</script>'),
        name: 'page.html',
        type: 'text/html',
      },
    )
    expect(page.status).toBe(400)
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(await png(), 0)
    const huge = await postComment(
      t,
      closed.slug,
      luis.token,
      { content: 'Mira' },
      {
        bytes: big,
        name: 'big.png',
        type: 'image/png',
      },
    )
    expect(huge.status).toBe(413)
    expect([await countOf(workgroupComments), await countOf(workgroupFiles)]).toEqual([comments, files])
  })
})

describe('members', () => {
  it('lists the accepted members, administrators first, 12 a page', async () => {
    const { status, body } = await get<List>(`/api/workgroups/${closed.slug}/users`, luis.token)
    expect(status).toBe(200)
    expect(body.items.map((m) => [m.hash, m.role, m.status])).toEqual([
      [ana.hash, 'ADMINISTRATOR', 'ACCEPTED'],
      [luis.hash, 'FOLLOWER', 'ACCEPTED'],
    ])
    const found = await get<List>(`/api/workgroups/${closed.slug}/users?text=PEREZ`, luis.token)
    expect(found.body.items.map((m) => m.hash)).toEqual([luis.hash])
    const wildcard = await get<List>(`/api/workgroups/${closed.slug}/users?text=%25`, luis.token)
    expect(wildcard.body.total).toBe(0)
    expect((await get<List>(`/api/workgroups/${open.slug}/users?size=13`)).status).toBe(200)
    expect((await get<List>(`/api/workgroups/${open.slug}/users?page=0`)).status).toBe(400)
  })
})

describe('the row data', () => {
  it('keeps the group rows as the API wrote them', async () => {
    const [row] = await t.database.db.select().from(workgroups).where(eq(workgroups.hash, closed.hash))
    expect(row).toMatchObject({ type: 'PRIVATE', status: 'PUBLISHED', reviewNote: null })
  })
})
