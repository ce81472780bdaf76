// Members' reports of a group's comments and files, and the office's moderation of them (docs/workgroups.md,
// "Reports"): who may report (accepted members, not their own item), one open report per person and item,
// the office's lists (reports, comments, files), removing closes the reports as resolved, dismissing with a
// reason, two office members at once, the queues' count and the groups' filter, and the audit entries.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { workgroupReports } from '../../db/schema/content'
import { type Mailbox, pdf, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createPerson } from '../../test/jobs'
import { type Group, groupOf, join, postComment, roomyWorkgroupLimits } from '../../test/workgroups'

let t: TestApp
let mailbox: Mailbox
let office: Actor
let admin: string
let owner: Actor
let member: Actor
let other: Actor
let outsider: Actor
let group: Group

beforeAll(async () => {
  t = await createTestApp({ workgroupLimits: roomyWorkgroupLimits })
  mailbox = await startMailbox(t)
  const ana = await t.createUser({ email: 'ana@office.test', role: 'office' })
  office = { ...ana, token: await t.login('ana@office.test') }
  await t.createUser({ email: 'bea@office.test', role: 'admin' })
  admin = await t.login('bea@office.test')
  owner = await createPerson(t, { name: 'Olga' })
  member = await createPerson(t, { name: 'Marta', language: 'en' })
  other = await createPerson(t, { name: 'Nico' })
  outsider = await createPerson(t, { name: 'Pau' })
  group = await groupOf(t, owner, office, { name: 'Grupo con denuncias' })
  for (const person of [member, other]) expect((await join(t, group.hash, person.token)).status).toBe(200)
  await mailbox.deliver()
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

const post = (path: string, token: string, json: unknown, locale: 'es' | 'en' = 'es') =>
  t.request(path, { method: 'POST', token, locale, json })
const get = async <T>(path: string, token = office.token) => {
  const res = await t.request(path, { token })
  expect(res.status).toBe(200)
  return (await res.json()) as T
}
const reportComment = (
  hash: string,
  token: string,
  json: unknown = { reason: 'spam' },
  locale?: 'es' | 'en',
) => post(`/api/workgroups/${group.slug}/comments/${hash}/report`, token, json, locale)

type Reported = {
  kind: string
  id: string
  excerpt: string
  status: string
  removed: boolean
  reports: number
  reasons: Record<string, number>
  notes: string[]
  decision: { by: string | null; at: string } | null
  decision_reason: string | null
}
type Page<T> = { items: T[]; total: number; maxPages: number }

const entriesOf = async (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.objectId, group.hash)))
    .orderBy(auditLog.id)

async function commentBy(author: Actor, content: string) {
  const res = await postComment(t, group.slug, author.token, { content })
  expect(res.status).toBe(201)
  return res.body.hash
}

describe('members report', () => {
  it('a member reports a comment with a reason and words of their own; once while it is open', async () => {
    const hash = await commentBy(owner, 'Comprad mi curso en www.ejemplo.test')
    const res = await reportComment(hash, member.token, { reason: 'spam', note: '  Publicidad.  ' })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({
      kind: 'comment',
      item: hash,
      reason: 'spam',
      note: 'Publicidad.',
      status: 'OPEN',
    })
    const again = await reportComment(hash, member.token, { reason: 'offensive' }, 'en')
    expect(again.status).toBe(409)
    expect(((await again.json()) as { message: string }).message).toBe(
      'You have already reported this comment: the alumni office will review it.',
    )
    expect((await reportComment(hash, other.token, { reason: 'other' })).status).toBe(201)
    const rows = await t.database.db
      .select()
      .from(workgroupReports)
      .where(eq(workgroupReports.itemHash, hash))
    expect(rows).toHaveLength(2)
  })

  it('refuses outsiders (403), one’s own comment (403), another group’s item (404) and bad input (400)', async () => {
    const hash = await commentBy(member, 'Mi propio comentario')
    expect((await reportComment(hash, outsider.token)).status).toBe(403)
    expect((await reportComment(hash, member.token)).status).toBe(403)
    const elsewhere = await groupOf(t, outsider, office, { name: 'Otro grupo' })
    await mailbox.deliver()
    const foreign = await postComment(t, elsewhere.slug, outsider.token, { content: 'De otro grupo' })
    expect((await reportComment(foreign.body.hash, other.token)).status).toBe(404)
    const bad = await reportComment(hash, other.token, { reason: 'boring', note: 'x'.repeat(501) }, 'en')
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual(['note', 'reason'])
    const anonymous = await t.request(`/api/workgroups/${group.slug}/comments/${hash}/report`, {
      method: 'POST',
      json: { reason: 'spam' },
    })
    expect(anonymous.status).toBe(401)
  })

  it('a member reports a file; the office removes it and its reports are closed as resolved', async () => {
    const upload = await postComment(
      t,
      group.slug,
      owner.token,
      { content: 'La lista de teléfonos' },
      { bytes: pdf(), name: 'telefonos.pdf', type: 'application/pdf' },
    )
    expect(upload.status).toBe(201)
    const files = await get<Page<{ hash: string; name: string; open_reports: number }>>(
      `/usr/admin/workgroups/${group.hash}/files`,
    )
    const file = files.items.find((f) => f.name === 'telefonos.pdf')
    expect(file?.open_reports).toBe(0)
    const fileHash = file?.hash as string
    const res = await post(`/api/workgroups/${group.slug}/files/${fileHash}/report`, member.token, {
      reason: 'personal_data',
    })
    expect(res.status).toBe(201)
    const reports = await get<Page<Reported>>(`/usr/admin/workgroups/${group.hash}/reports`)
    expect(reports.items[0]).toMatchObject({
      kind: 'file',
      id: fileHash,
      excerpt: 'telefonos.pdf',
      status: 'OPEN',
      removed: false,
      reports: 1,
      reasons: { spam: 0, offensive: 0, personal_data: 1, other: 0 },
      decision: null,
    })
    const removed = await post(`/usr/admin/workgroups/${group.hash}/files/${fileHash}/remove`, office.token, {
      reason: 'Datos personales de terceros.',
    })
    expect(removed.status).toBe(204)
    // Its uploader is told why (the mail of the removal, test of office-review.test.ts).
    const mails = await mailbox.deliver()
    expect(mails.map((m) => m.subject)).toEqual(['Hemos retirado tu archivo de «Grupo con denuncias»'])
    const open = await get<Page<Reported>>(`/usr/admin/workgroups/${group.hash}/reports`)
    expect(open.items.some((i) => i.id === fileHash)).toBe(false)
    const resolved = await get<Page<Reported>>(`/usr/admin/workgroups/${group.hash}/reports?status=RESOLVED`)
    expect(resolved.items.find((i) => i.id === fileHash)).toMatchObject({
      status: 'RESOLVED',
      removed: true,
      decision: { by: 'ana@office.test' },
      decision_reason: 'Datos personales de terceros.',
    })
    // A second office member a moment later: a 409 that names who removed it.
    const late = await post(
      `/usr/admin/workgroups/${group.hash}/files/${fileHash}/remove`,
      admin,
      { reason: 'Datos personales.' },
      'en',
    )
    expect(late.status).toBe(409)
    expect(((await late.json()) as { message: string }).message).toMatch(
      /^This file was already removed by ana@office\.test on /,
    )
    const [entry] = await entriesOf('workgroups.remove_file')
    expect(entry?.changes).toMatchObject({ open_reports: { before: 1, after: 0 } })
  })
})

describe('the office moderates', () => {
  it('lists the reports of a group with their count, reasons and notes, and its comments', async () => {
    const hash = await commentBy(owner, 'Un comentario que molesta')
    await reportComment(hash, member.token, { reason: 'offensive', note: 'Insulta.' })
    await reportComment(hash, other.token, { reason: 'offensive' })
    const reports = await get<Page<Reported>>(`/usr/admin/workgroups/${group.hash}/reports`)
    expect(reports.items[0]).toMatchObject({
      kind: 'comment',
      id: hash,
      excerpt: 'Un comentario que molesta',
      reports: 2,
      reasons: { offensive: 2 },
      notes: ['Insulta.'],
    })
    const comments = await get<Page<{ hash: string; open_reports: number; author: { name: string } }>>(
      `/usr/admin/workgroups/${group.hash}/comments?size=50`,
    )
    expect(comments.items.find((c) => c.hash === hash)).toMatchObject({
      open_reports: 2,
      author: { name: 'Olga' },
    })
    // Members and companies never read them.
    expect(
      (await t.request(`/usr/admin/workgroups/${group.hash}/reports`, { token: member.token })).status,
    ).toBe(403)
  })

  it('dismisses the open reports of a comment with a reason (audited); a second dismissal is a 409', async () => {
    const hash = await commentBy(owner, 'Una opinión polémica pero legítima')
    await reportComment(hash, member.token, { reason: 'offensive' })
    const before = await get<{ reports: number }>('/usr/admin/queues')
    const noReason = await post(
      `/usr/admin/workgroups/${group.hash}/comments/${hash}/dismiss`,
      office.token,
      {},
    )
    expect(noReason.status).toBe(400)
    const res = await post(`/usr/admin/workgroups/${group.hash}/comments/${hash}/dismiss`, office.token, {
      reason: 'Es una opinión, no un insulto.',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ dismissed: 1 })
    expect((await get<{ reports: number }>('/usr/admin/queues')).reports).toBe(before.reports - 1)
    const dismissed = await get<Page<Reported>>(
      `/usr/admin/workgroups/${group.hash}/reports?status=DISMISSED`,
    )
    expect(dismissed.items.find((i) => i.id === hash)).toMatchObject({
      removed: false,
      decision_reason: 'Es una opinión, no un insulto.',
    })
    const again = await post(
      `/usr/admin/workgroups/${group.hash}/comments/${hash}/dismiss`,
      admin,
      { reason: 'x' },
      'en',
    )
    expect(again.status).toBe(409)
    expect(((await again.json()) as { message: string }).message).toMatch(
      /^The reports of this comment were already dismissed by ana@office\.test on /,
    )
    const never = await commentBy(owner, 'Nadie lo ha denunciado')
    expect(
      (
        await post(`/usr/admin/workgroups/${group.hash}/comments/${never}/dismiss`, office.token, {
          reason: 'x',
        })
      ).status,
    ).toBe(404)
    const entries = await entriesOf('workgroups.dismiss_reports')
    expect(entries.at(-1)).toMatchObject({
      actorLabel: 'ana@office.test',
      reason: 'Es una opinión, no un insulto.',
      changes: { comment_reports: { before: { id: hash, open: 1 }, after: { id: hash, open: 0 } } },
    })
    // Dismissed, the member may report it again if something changes.
    expect((await reportComment(hash, member.token, { reason: 'other' })).status).toBe(201)
  })

  it('removing a comment closes its reports and its replies’ as resolved, with the audit entry', async () => {
    const hash = await commentBy(owner, 'Hilo que se retira')
    const reply = await postComment(t, group.slug, other.token, { content: 'Respuesta', parent: hash })
    await reportComment(hash, member.token, { reason: 'spam' })
    await reportComment(reply.body.hash, member.token, { reason: 'spam' })
    const res = await post(`/usr/admin/workgroups/${group.hash}/comments/${hash}/remove`, office.token, {
      reason: 'Publicidad.',
    })
    expect(res.status).toBe(204)
    await mailbox.deliver()
    const rows = await t.database.db
      .select({ status: workgroupReports.status, note: workgroupReports.decisionNote })
      .from(workgroupReports)
      .where(eq(workgroupReports.reporterId, member.id))
    expect(rows.filter((r) => r.note === 'Publicidad.')).toEqual([
      { status: 'RESOLVED', note: 'Publicidad.' },
      { status: 'RESOLVED', note: 'Publicidad.' },
    ])
    const [entry] = (await entriesOf('workgroups.remove_comment')).slice(-1)
    expect(entry).toMatchObject({ reason: 'Publicidad.', changes: { open_reports: { before: 2, after: 0 } } })
  })

  it('an author deleting their reported comment closes its reports; the queue and the filter follow', async () => {
    const hash = await commentBy(owner, 'Lo borraré yo')
    await reportComment(hash, member.token, { reason: 'spam' })
    const reported = await get<Page<{ hash: string }>>('/usr/admin/workgroups?reported=true')
    expect(reported.items.map((g) => g.hash)).toContain(group.hash)
    const before = await get<{ reports: number }>('/usr/admin/queues')
    const deleted = await t.request(`/api/workgroups/${group.slug}/comments/${hash}`, {
      method: 'DELETE',
      token: owner.token,
    })
    expect(deleted.status).toBe(204)
    expect((await get<{ reports: number }>('/usr/admin/queues')).reports).toBe(before.reports - 1)
    const [row] = await t.database.db
      .select()
      .from(workgroupReports)
      .where(eq(workgroupReports.itemHash, hash))
    expect(row).toMatchObject({ status: 'RESOLVED', decidedBy: null })
  })
})
