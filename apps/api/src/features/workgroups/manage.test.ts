// Workgroups as their administrators and the alumni office manage them (docs/workgroups.md): creating
// (Premium), submitting, the office's approval or rejection with its mails and commands, editing, the image,
// members and roles (never without an administrator), comments and files, deleting, and who may do none of it.
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workgroupFiles, workgroupMembers, workgroups } from '../../db/schema/content'
import { createStorage } from '../../lib/storage/create-storage'
import { type Mailbox, pdf, png, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createCompany, createPerson } from '../../test/jobs'
import { type Group, groupOf, join, postComment, roomyWorkgroupLimits } from '../../test/workgroups'
import { workgroupCommands } from './commands'

let t: TestApp
let mailbox: Mailbox
let office: Actor
let ana: Actor
let luis: Actor
let eva: Actor
let free: Actor
let company: Actor

type Body = Record<string, unknown>
type List<T = Body> = { items: T[]; total: number; maxPages: number }
type ErrorBody = { code: number; reason: string; message: string; errors?: Record<string, string[]> }

const call = async <T = Body>(
  method: string,
  path: string,
  options: { json?: unknown; token?: string; locale?: 'es' | 'en' } = {},
) => {
  const res = await t.request(path, { method, ...options })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
}

async function runCommand(name: string, args: string[]) {
  const lines: string[] = []
  const command = workgroupCommands[name]
  if (!command) throw new Error(`no command ${name}`)
  await command.run({ database: t.database, env: t.env, args, print: (line) => lines.push(line) })
  return lines
}

beforeAll(async () => {
  t = await createTestApp({ workgroupLimits: roomyWorkgroupLimits })
  mailbox = await startMailbox(t)
  ;[office, ana, luis, eva, free] = await Promise.all([
    createPerson(t, { role: 'admin' }),
    createPerson(t, { name: 'Ana', surname: 'Ferrer', language: 'ca' }),
    createPerson(t, { name: 'Luis', surname: 'Pérez' }),
    createPerson(t, { name: 'Eva', surname: 'Gil' }),
    createPerson(t, { role: 'alumniFreemium' }),
  ])
  company = await createCompany(t)
})

afterAll(async () => {
  await mailbox?.close()
  await t?.close()
})

describe('creating a group', () => {
  it('needs Premium: a free member and a company get 403, a guest 401', async () => {
    const input = { name: 'Mi grupo', type: 'PUBLIC', content: 'Hola' }
    for (const who of [free, company]) {
      const res = await call<ErrorBody>('POST', '/usr/workgroups', { json: input, token: who.token })
      expect(res.status).toBe(403)
      expect(res.body.reason).toBe('forbidden')
      expect(res.body.message).toContain('ventaja Premium')
    }
    expect((await call('POST', '/usr/workgroups', { json: input })).status).toBe(401)
    expect((await t.database.db.select({ n: count() }).from(workgroups))[0]?.n).toBe(0)
  })

  it('refuses bad input with field messages in English when asked', async () => {
    const res = await call<ErrorBody>('POST', '/usr/workgroups', {
      json: { name: '  ', type: 'SECRET', content: 'x'.repeat(10_001), extra: 1 },
      token: ana.token,
      locale: 'en',
    })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['content', 'extra', 'name', 'type'])
  })

  it('saves a draft its creator administers, hidden from everyone else', async () => {
    const res = await call('POST', '/usr/workgroups', {
      json: { name: 'Diseño gráfico', type: 'PRIVATE', content: 'Diseñadores de la universidad.' },
      token: ana.token,
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      slug: 'diseno-grafico',
      status: 'UNPUBLISHED',
      review_note: null,
      membership: { status: 'ACCEPTED', role: 'ADMINISTRATOR' },
      can_manage: true,
    })
    const hash = res.body.hash as string
    expect((await call('GET', `/api/workgroups/${hash}`, { token: luis.token })).status).toBe(404)
    expect((await call('GET', `/usr/workgroups/${hash}`, { token: luis.token })).status).toBe(404)
    // A second group of the same name gets a slug of its own.
    const twin = await call('POST', '/usr/workgroups', {
      json: { name: 'Diseño gráfico', type: 'PUBLIC', content: 'Otro.' },
      token: luis.token,
    })
    expect(twin.body.slug).not.toBe('diseno-grafico')
    expect(twin.body.slug).toMatch(/^diseno-grafico-/)
  })
})

describe('at the same time', () => {
  it('gives two groups of one name created at once a slug each', async () => {
    const input = { name: 'Fotografía', type: 'PUBLIC', content: 'Fotógrafos.' }
    const [a, b] = await Promise.all([
      call('POST', '/usr/workgroups', { json: input, token: ana.token }),
      call('POST', '/usr/workgroups', { json: input, token: luis.token }),
    ])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.body.slug).not.toBe(b.body.slug)
  })

  it('keeps an administrator when the last two step down at once', async () => {
    const group = await groupOf(t, ana, office, { name: 'Química' })
    await join(t, group.slug, luis.token)
    await call('PATCH', `/usr/workgroups/${group.hash}/users/${luis.hash}`, {
      json: { role: 'ADMINISTRATOR' },
      token: ana.token,
    })
    const results = await Promise.all([
      call('PATCH', `/usr/workgroups/${group.hash}/users/${ana.hash}`, {
        json: { role: 'FOLLOWER' },
        token: ana.token,
      }),
      call('PATCH', `/usr/workgroups/${group.hash}/users/${luis.hash}`, {
        json: { role: 'FOLLOWER' },
        token: luis.token,
      }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const members = await call<List>('GET', `/api/workgroups/${group.slug}/users`)
    expect(members.body.items.filter((m) => m.role === 'ADMINISTRATOR')).toHaveLength(1)
    await mailbox.deliver()
  })
})

describe('the office’s review', () => {
  let group: Group

  beforeAll(async () => {
    group = await groupOf(t, ana, null, { name: 'Arquitectura', content: 'Arquitectos.' })
  })

  it('takes a submitted draft as PENDING; submitting a published group is a 409', async () => {
    const submitted = await call('PATCH', `/usr/workgroups/${group.hash}`, {
      json: { status: 'PENDING' },
      token: ana.token,
    })
    expect(submitted.body).toMatchObject({ status: 'PENDING' })
    const list = await call<List>('GET', '/usr/admin/workgroups', { token: office.token })
    expect(list.body.items.map((g) => g.hash)).toEqual([group.hash])
    expect((await call('GET', '/usr/admin/workgroups', { token: ana.token })).status).toBe(403)
  })

  it('sends it back with a reason: the creator reads it and is mailed in Catalan', async () => {
    const noReason = await call<ErrorBody>('POST', `/usr/admin/workgroups/${group.hash}/reject`, {
      json: { reason: ' ' },
      token: office.token,
    })
    expect(noReason.status).toBe(400)
    const rejected = await call('POST', `/usr/admin/workgroups/${group.hash}/reject`, {
      json: { reason: 'Falta explicar de qué trata.' },
      token: office.token,
    })
    expect(rejected.body).toMatchObject({
      status: 'UNPUBLISHED',
      review_note: 'Falta explicar de qué trata.',
    })
    const mails = await mailbox.deliver()
    expect(recipients(mails[0])).toEqual([ana.email])
    expect(mails[0]?.subject).toBe('El teu grup «Arquitectura» necessita canvis')
    expect(mails[0]?.text).toContain('Falta explicar de qué trata.')
    expect(mails[0]?.text).toContain(`/ca/user/workgroups/${group.hash}/edit`)
    const again = await call<ErrorBody>('POST', `/usr/admin/workgroups/${group.hash}/reject`, {
      json: { reason: 'Otra vez' },
      token: office.token,
      locale: 'en',
    })
    expect(again.status).toBe(409)
    // Who sent it back, and when (lib/office-decisions.ts).
    expect(again.body.message).toMatch(
      /^This group was already sent back to draft by .+ on \d\d\/\d\d\/\d{4} at /,
    )
  })

  it('approves it from the command line: published, and the creator is mailed', async () => {
    await call('PATCH', `/usr/workgroups/${group.hash}`, { json: { status: 'PENDING' }, token: ana.token })
    expect(await runCommand('groups:list', [])).toEqual([
      expect.stringContaining(`${group.hash}\tPENDING\tPUBLIC\tArquitectura`),
      '1 PENDING',
    ])
    expect(await runCommand('groups:approve', [group.hash])).toEqual([
      `${group.hash} "Arquitectura" published; the mail is in the outbox`,
    ])
    const mails = await mailbox.deliver()
    expect(mails[0]?.subject).toBe('El teu grup «Arquitectura» ja està publicat')
    expect(mails[0]?.text).toContain(`/ca/grups/${group.slug}`)
    const [row] = await t.database.db.select().from(workgroups).where(eq(workgroups.hash, group.hash))
    expect(row).toMatchObject({ status: 'PUBLISHED', reviewNote: null })
    await expect(runCommand('groups:approve', [group.hash])).rejects.toThrow(/was already published on /)
    await expect(runCommand('groups:approve', ['nope'])).rejects.toThrow(/no group/)
    await expect(runCommand('groups:reject', [group.hash])).rejects.toThrow(/reason is missing/)
    const submit = await call<ErrorBody>('PATCH', `/usr/workgroups/${group.hash}`, {
      json: { status: 'PENDING' },
      token: ana.token,
    })
    expect(submit.status).toBe(409)
  })

  it('answers 404 for an unknown group and 403 to anyone but the office', async () => {
    expect((await call('POST', '/usr/admin/workgroups/nope/approve', { token: office.token })).status).toBe(
      404,
    )
    expect(
      (await call('POST', `/usr/admin/workgroups/${group.hash}/approve`, { token: ana.token })).status,
    ).toBe(403)
  })
})

describe('administering a group', () => {
  let group: Group

  beforeAll(async () => {
    group = await groupOf(t, ana, office, { name: 'Derecho', type: 'PRIVATE', content: 'Juristas.' })
    await join(t, group.slug, luis.token)
    await call('PATCH', `/usr/workgroups/${group.hash}/users/${luis.hash}`, {
      json: { status: 'ACCEPTED' },
      token: ana.token,
    })
    await join(t, group.slug, eva.token)
    await mailbox.deliver()
  })

  it('lets a follower manage nothing (403) and an outsider of a draft see nothing (404)', async () => {
    const paths: [string, string, unknown?][] = [
      ['GET', `/usr/workgroups/${group.hash}`],
      ['PATCH', `/usr/workgroups/${group.hash}`, { name: 'Mío' }],
      ['DELETE', `/usr/workgroups/${group.hash}`],
      ['GET', `/usr/workgroups/${group.hash}/users`],
      ['GET', `/usr/workgroups/${group.hash}/comments`],
      ['GET', `/usr/workgroups/${group.hash}/files`],
      ['PATCH', `/usr/workgroups/${group.hash}/users/${eva.hash}`, { status: 'ACCEPTED' }],
      ['DELETE', `/usr/workgroups/${group.hash}/users/${ana.hash}`],
      ['DELETE', `/usr/workgroups/${group.hash}/comments/any`],
      ['DELETE', `/usr/workgroups/${group.hash}/files/any`],
      ['POST', `/usr/workgroups/${group.hash}/image`],
    ]
    for (const [method, path, json] of paths) {
      const res = await call<ErrorBody>(method, path, { json, token: luis.token, locale: 'en' })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.body.message).toBe('Only the group’s administrators can manage it.')
    }
    expect((await call('GET', `/usr/workgroups/${group.hash}`, { token: free.token })).status).toBe(403)
    expect((await call('GET', `/usr/workgroups/${group.hash}`, { token: company.token })).status).toBe(403)
    expect((await call('GET', '/usr/workgroups/nope', { token: ana.token })).status).toBe(404)
    const [row] = await t.database.db.select().from(workgroups).where(eq(workgroups.hash, group.hash))
    expect(row?.name).toBe('Derecho')
  })

  it('edits the group; the slug stays so links keep working', async () => {
    const res = await call('PATCH', `/usr/workgroups/${group.hash}`, {
      json: { name: 'Derecho y empresa', content: 'Juristas de empresa.' },
      token: ana.token,
    })
    expect(res.body).toMatchObject({ name: 'Derecho y empresa', slug: group.slug, status: 'PUBLISHED' })
    const bad = await call<ErrorBody>('PATCH', `/usr/workgroups/${group.hash}`, {
      json: { type: 'OPEN' },
      token: ana.token,
    })
    expect(bad.status).toBe(400)
  })

  it('lists every member with the requests first, and filters by state', async () => {
    const { body } = await call<List>('GET', `/usr/workgroups/${group.hash}/users`, { token: ana.token })
    expect(body.items.map((m) => [m.hash, m.status, m.role])).toEqual([
      [eva.hash, 'PENDING', 'FOLLOWER'],
      [ana.hash, 'ACCEPTED', 'ADMINISTRATOR'],
      [luis.hash, 'ACCEPTED', 'FOLLOWER'],
    ])
    const pending = await call<List>('GET', `/usr/workgroups/${group.hash}/users?status=PENDING`, {
      token: ana.token,
    })
    expect(pending.body.total).toBe(1)
  })

  it('never leaves the group without an administrator (409), and hands the role over', async () => {
    const demote = await call<ErrorBody>('PATCH', `/usr/workgroups/${group.hash}/users/${ana.hash}`, {
      json: { role: 'FOLLOWER' },
      token: ana.token,
      locale: 'en',
    })
    expect(demote.status).toBe(409)
    expect(demote.body.message).toContain('without an administrator')
    const remove = await call('DELETE', `/usr/workgroups/${group.hash}/users/${ana.hash}`, {
      token: ana.token,
    })
    expect(remove.status).toBe(409)
    const pendingAdmin = await call('PATCH', `/usr/workgroups/${group.hash}/users/${eva.hash}`, {
      json: { role: 'ADMINISTRATOR' },
      token: ana.token,
    })
    expect(pendingAdmin.status).toBe(409)
    const promoted = await call('PATCH', `/usr/workgroups/${group.hash}/users/${luis.hash}`, {
      json: { role: 'ADMINISTRATOR' },
      token: ana.token,
    })
    expect(promoted.body).toMatchObject({ role: 'ADMINISTRATOR', status: 'ACCEPTED' })
    // Now Ana may step down, and Luis manages the group.
    expect(
      (
        await call('PATCH', `/usr/workgroups/${group.hash}/users/${ana.hash}`, {
          json: { role: 'FOLLOWER' },
          token: ana.token,
        })
      ).body,
    ).toMatchObject({ role: 'FOLLOWER' })
    expect((await call('GET', `/usr/workgroups/${group.hash}`, { token: ana.token })).status).toBe(403)
    expect((await call('GET', `/usr/workgroups/${group.hash}`, { token: luis.token })).status).toBe(200)
    await call('PATCH', `/usr/workgroups/${group.hash}/users/${ana.hash}`, {
      json: { role: 'ADMINISTRATOR' },
      token: luis.token,
    })
  })

  it('removes a member or a request; an unknown person is a 404', async () => {
    expect(
      (await call('DELETE', `/usr/workgroups/${group.hash}/users/${eva.hash}`, { token: ana.token })).status,
    ).toBe(204)
    expect(
      (await call('DELETE', `/usr/workgroups/${group.hash}/users/${eva.hash}`, { token: ana.token })).status,
    ).toBe(404)
    expect(
      (
        await call('PATCH', `/usr/workgroups/${group.hash}/users/nope`, {
          json: { status: 'ACCEPTED' },
          token: ana.token,
        })
      ).status,
    ).toBe(404)
    const rows = await t.database.db
      .select()
      .from(workgroupMembers)
      .where(eq(workgroupMembers.userId, eva.id))
    expect(rows).toEqual([])
  })

  it('lists and deletes comments and files; a file goes, its comment stays', async () => {
    const withFile = await postComment(
      t,
      group.slug,
      luis.token,
      { content: 'El documento' },
      {
        bytes: pdf('Doc'),
        name: 'doc.pdf',
        type: 'application/pdf',
      },
    )
    await postComment(t, group.slug, luis.token, { content: 'Respuesta', parent: withFile.body.hash })
    const comments = await call<List>('GET', `/usr/workgroups/${group.hash}/comments`, { token: ana.token })
    expect(comments.body.items.map((c) => c.content)).toEqual(['Respuesta', 'El documento'])
    const files = await call<List<{ hash: string; comment: string }>>(
      'GET',
      `/usr/workgroups/${group.hash}/files`,
      {
        token: ana.token,
      },
    )
    expect(files.body.total).toBe(1)
    expect(files.body.items[0]?.comment).toBe(withFile.body.hash)
    const fileHash = files.body.items[0]?.hash
    expect(
      (await call('DELETE', `/usr/workgroups/${group.hash}/files/${fileHash}`, { token: ana.token })).status,
    ).toBe(204)
    expect(
      (await call('DELETE', `/usr/workgroups/${group.hash}/files/${fileHash}`, { token: ana.token })).status,
    ).toBe(404)
    expect((await t.database.db.select({ n: count() }).from(workgroupFiles))[0]?.n).toBe(0)
    const after = await call<List>('GET', `/usr/workgroups/${group.hash}/comments`, { token: ana.token })
    expect(after.body.total).toBe(2)
    expect(
      (
        await call('DELETE', `/usr/workgroups/${group.hash}/comments/${withFile.body.hash}`, {
          token: ana.token,
        })
      ).status,
    ).toBe(204)
    expect(
      (await call<List>('GET', `/usr/workgroups/${group.hash}/comments`, { token: ana.token })).body.total,
    ).toBe(0)
  })

  it('replaces the image with a checked WebP, and refuses what is not an image', async () => {
    const form = new FormData()
    form.set(
      'image',
      new File([(await png(800, 600)) as Uint8Array<ArrayBuffer>], 'foto.png', { type: 'image/png' }),
    )
    const res = await t.request(`/usr/workgroups/${group.hash}/image`, {
      method: 'POST',
      body: form,
      token: ana.token,
    })
    expect(res.status).toBe(200)
    const { image } = (await res.json()) as { image: string }
    expect(image).toMatch(/^\/files\/workgroups\/.+\.webp$/)
    const served = await t.request(image)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    const bad = new FormData()
    bad.set('image', new File([pdf() as Uint8Array<ArrayBuffer>], 'foto.png', { type: 'image/png' }))
    const refused = await t.request(`/usr/workgroups/${group.hash}/image`, {
      method: 'POST',
      body: bad,
      token: ana.token,
    })
    expect(refused.status).toBe(400)
    const [row] = await t.database.db.select().from(workgroups).where(eq(workgroups.hash, group.hash))
    expect(`/files/${row?.imageKey}`).toBe(image)
  })

  it('deletes the group with its members, comments and files', async () => {
    await postComment(
      t,
      group.slug,
      luis.token,
      { content: 'Adjunto' },
      {
        bytes: pdf('Adjunto'),
        name: 'adjunto.pdf',
        type: 'application/pdf',
      },
    )
    const [row] = await t.database.db.select().from(workgroups).where(eq(workgroups.hash, group.hash))
    const [file] = await t.database.db
      .select()
      .from(workgroupFiles)
      .where(eq(workgroupFiles.workgroupId, row?.id ?? ''))
    const storage = createStorage(t.env)
    expect(await storage.get(file?.storageKey ?? '')).not.toBeNull()
    expect((await call('DELETE', `/usr/workgroups/${group.hash}`, { token: ana.token })).status).toBe(204)
    expect((await call('GET', `/api/workgroups/${group.slug}`)).status).toBe(404)
    expect(await storage.get(file?.storageKey ?? '')).toBeNull()
    expect(await storage.get(row?.imageKey ?? '')).toBeNull()
    const members = await t.database.db
      .select({ n: count() })
      .from(workgroupMembers)
      .where(eq(workgroupMembers.workgroupId, row?.id ?? ''))
    expect(members[0]?.n).toBe(0)
  })
})

describe('the language of a group', () => {
  it('is Spanish unless said: stored, answered by the group, the list and its page, and edited', async () => {
    const spanish = await call('POST', '/usr/workgroups', {
      json: { name: 'Historia del arte', type: 'PUBLIC', content: 'Historiadores.' },
      token: ana.token,
    })
    expect(spanish.status).toBe(201)
    expect(spanish.body.language).toBe('es')
    const english = await groupOf(t, ana, office, {
      name: 'Alumni abroad',
      content: 'For the alumni who work outside Spain.',
      language: 'en',
    })
    const [row] = await t.database.db
      .select({ language: workgroups.language })
      .from(workgroups)
      .where(eq(workgroups.hash, english.hash))
    expect(row?.language).toBe('en')
    const [stored] = await t.database.db
      .select({ language: workgroups.language })
      .from(workgroups)
      .where(eq(workgroups.hash, spanish.body.hash as string))
    expect(stored?.language).toBe('es')

    const page = await call('GET', `/api/workgroups/${english.slug}`, { locale: 'en' })
    expect(page.body).toMatchObject({ name: 'Alumni abroad', language: 'en' })
    const list = await call<List>('GET', '/api/workgroups?text=abroad')
    expect(list.body.items.map((g) => [g.hash, g.language])).toEqual([[english.hash, 'en']])
    const mine = await call<List>('GET', '/usr/workgroups?filter=mine', { token: ana.token })
    expect(mine.body.items.find((g) => g.hash === spanish.body.hash)?.language).toBe('es')

    const edited = await call('PATCH', `/usr/workgroups/${english.hash}`, {
      json: { language: 'es' },
      token: ana.token,
    })
    expect(edited.body).toMatchObject({ language: 'es', name: 'Alumni abroad' })
    expect((await call('GET', `/api/workgroups/${english.slug}`)).body.language).toBe('es')
  })

  it('is Spanish or English: any other is a field error', async () => {
    const created = await call<ErrorBody>('POST', '/usr/workgroups', {
      json: { name: 'Cuisine', type: 'PUBLIC', content: 'Chefs.', language: 'fr' },
      token: ana.token,
      locale: 'en',
    })
    expect(created.status).toBe(400)
    expect(Object.keys(created.body.errors ?? {})).toEqual(['language'])
    const group = await groupOf(t, ana, null, { name: 'Gastronomía' })
    const edited = await call<ErrorBody>('PATCH', `/usr/workgroups/${group.hash}`, {
      json: { language: 'ca' },
      token: ana.token,
    })
    expect(edited.status).toBe(400)
    expect(Object.keys(edited.body.errors ?? {})).toEqual(['language'])
  })
})
