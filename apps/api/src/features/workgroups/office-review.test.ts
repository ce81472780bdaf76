// The office and groups (docs/admin.md): reading a pending group, approving and rejecting with a reason
// mailed in the creator's language, two office members at once, disabling and enabling a group, removing a
// comment or a file with a reason mailed to its author (moderation), bulk decisions; each with its audit
// entry. What members report, and dismissing it, is tested in reports.test.ts.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { workgroupComments } from '../../db/schema/content'
import { users } from '../../db/schema/users'
import { type Mailbox, pdf, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { type Actor, createPerson } from '../../test/jobs'
import { groupOf, postComment, roomyWorkgroupLimits } from '../../test/workgroups'

let t: TestApp
let mailbox: Mailbox
let ana: Actor
let bea: string
let creator: Actor
let member: Actor

beforeAll(async () => {
  t = await createTestApp({ workgroupLimits: roomyWorkgroupLimits })
  mailbox = await startMailbox(t)
  const office = await t.createUser({ email: 'ana@office.test', role: 'office' })
  ana = { ...office, token: await t.login('ana@office.test') }
  await t.createUser({ email: 'bea@office.test', role: 'admin' })
  bea = await t.login('bea@office.test')
  creator = await createPerson(t, { language: 'en', name: 'Jane' })
  member = await createPerson(t, { language: 'ca', name: 'Jordi' })
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

const post = (path: string, token: string, json?: unknown, locale: 'es' | 'en' = 'es') =>
  t.request(path, { method: 'POST', token, locale, ...(json === undefined ? {} : { json }) })

const decisionsOf = async (hash: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'workgroup'), eq(auditLog.objectId, hash)))
      .orderBy(auditLog.id)
  ).filter((e) => e.action.includes('.'))

async function pendingGroup(name: string) {
  const group = await groupOf(t, creator, null, { name })
  const res = await t.request(`/usr/workgroups/${group.hash}`, {
    method: 'PATCH',
    json: { status: 'PENDING' },
    token: creator.token,
  })
  expect(res.status).toBe(200)
  return group
}

describe('the office and groups', () => {
  it('reads a pending group; rejects only with a reason, mailed in the creator’s language', async () => {
    const group = await pendingGroup('Grupo pendiente')
    const read = await t.request(`/usr/admin/workgroups/${group.hash}`, { token: ana.token })
    expect(await read.json()).toMatchObject({ hash: group.hash, status: 'PENDING', name: 'Grupo pendiente' })
    expect((await post(`/usr/admin/workgroups/${group.hash}/reject`, ana.token, {}, 'en')).status).toBe(400)
    const res = await post(`/usr/admin/workgroups/${group.hash}/reject`, ana.token, { reason: 'Duplicado.' })
    expect(res.status).toBe(200)
    const [mail] = await mailbox.deliver()
    expect(recipients(mail)).toEqual([creator.email])
    expect(mail?.subject).toBe('Your group "Grupo pendiente" needs changes')
    expect(await decisionsOf(group.hash)).toEqual([
      expect.objectContaining({ action: 'workgroups.reject', reason: 'Duplicado.' }),
    ])
  })

  it('approve × approve at once: one wins, one 409 naming who and when, one mail', async () => {
    const group = await pendingGroup('Grupo carrera')
    const answers = await Promise.all([
      post(`/usr/admin/workgroups/${group.hash}/approve`, ana.token, undefined, 'en'),
      post(`/usr/admin/workgroups/${group.hash}/approve`, bea, undefined, 'en'),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const loser = answers.find((r) => r.status === 409) as Response
    expect(((await loser.json()) as { message: string }).message).toMatch(
      /^This group was already published by (ana|bea)@office\.test on \d\d\/\d\d\/\d{4} at \d\d:\d\d\.$/,
    )
    expect(await mailbox.deliver()).toHaveLength(1)
  })

  it('disables a published group (hidden, creator mailed) and enables it again', async () => {
    const group = await groupOf(t, creator, ana, { name: 'Grupo que se apaga' })
    await mailbox.deliver()
    expect((await t.request(`/api/workgroups/${group.slug}`)).status).toBe(200)
    const res = await post(`/usr/admin/workgroups/${group.hash}/disable`, ana.token, {
      reason: 'Publicidad.',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'DISABLED', review_note: 'Publicidad.' })
    expect((await t.request(`/api/workgroups/${group.slug}`)).status).toBe(404)
    const [mail] = await mailbox.deliver()
    expect(mail?.subject).toBe('Your group "Grupo que se apaga" has been disabled')
    expect((await post(`/usr/admin/workgroups/${group.hash}/disable`, bea, { reason: 'x' })).status).toBe(409)
    expect((await post(`/usr/admin/workgroups/${group.hash}/enable`, bea)).status).toBe(200)
    expect((await t.request(`/api/workgroups/${group.slug}`)).status).toBe(200)
    expect((await decisionsOf(group.hash)).map((e) => e.action)).toEqual([
      'workgroups.approve',
      'workgroups.disable',
      'workgroups.enable',
    ])
  })

  it('removes a comment and a file with a reason mailed to their author in their language', async () => {
    const group = await groupOf(t, creator, ana, { name: 'Grupo moderado' })
    await mailbox.deliver()
    await t.request(`/api/workgroups/${group.slug}/subscribe`, {
      method: 'PATCH',
      json: { subscribed: true },
      token: member.token,
    })
    const comment = await postComment(t, group.slug, member.token, { content: 'Comprad mi curso' })
    expect(comment.status).toBe(201)
    const noReason = await t.request(
      `/usr/admin/workgroups/${group.hash}/comments/${comment.body.hash}/remove`,
      {
        method: 'POST',
        token: ana.token,
        locale: 'en',
        json: {},
      },
    )
    expect(noReason.status).toBe(400)
    const removed = await t.request(
      `/usr/admin/workgroups/${group.hash}/comments/${comment.body.hash}/remove`,
      {
        method: 'POST',
        token: ana.token,
        json: { reason: 'Publicidad.' },
      },
    )
    expect(removed.status).toBe(204)
    expect(
      await t.database.db
        .select()
        .from(workgroupComments)
        .where(eq(workgroupComments.hash, comment.body.hash)),
    ).toEqual([])
    const [mail] = await mailbox.deliver()
    expect(recipients(mail)).toEqual([member.email])
    expect(mail?.subject).toBe('Hem retirat el teu comentari de «Grupo moderado»')
    expect(mail?.text).toContain('Publicidad.')

    const withFile = await postComment(
      t,
      group.slug,
      member.token,
      { content: 'Mi CV' },
      { bytes: pdf(), name: 'cv.pdf', type: 'application/pdf' },
    )
    const files = (await (
      await t.request(`/usr/workgroups/${group.hash}/files`, { token: creator.token })
    ).json()) as { items: { hash: string }[] }
    const file = files.items[0]?.hash as string
    const gone = await t.request(`/usr/admin/workgroups/${group.hash}/files/${file}/remove`, {
      method: 'POST',
      token: ana.token,
      json: { reason: 'Datos personales.' },
    })
    expect(gone.status).toBe(204)
    expect(withFile.status).toBe(201)
    const [fileMail] = await mailbox.deliver()
    expect(fileMail?.subject).toBe('Hem retirat el teu fitxer de «Grupo moderado»')
    const again = await t.request(`/usr/admin/workgroups/${group.hash}/files/${file}/remove`, {
      method: 'POST',
      token: bea,
      json: { reason: 'Datos personales.' },
    })
    expect(again.status).toBe(404)
    expect(await mailbox.deliver()).toEqual([])
    expect((await decisionsOf(group.hash)).map((e) => [e.action, e.reason])).toEqual([
      ['workgroups.approve', null],
      ['workgroups.remove_comment', 'Publicidad.'],
      ['workgroups.remove_file', 'Datos personales.'],
    ])
  })

  it('rejects in bulk with the reason, mailing each creator once', async () => {
    const one = await pendingGroup('Bulk uno')
    const two = await pendingGroup('Bulk dos')
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, creator.id))
    const res = await post('/usr/admin/workgroups/bulk', ana.token, {
      action: 'reject',
      hashes: [one.hash, two.hash, 'nothing'],
      reason: 'Ya existe.',
    })
    expect(await res.json()).toMatchObject({
      done: expect.arrayContaining([one.hash, two.hash]),
      skipped: [],
      not_found: ['nothing'],
    })
    const mails = await mailbox.deliver()
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Tu grupo «Bulk dos» necesita cambios',
      'Tu grupo «Bulk uno» necesita cambios',
    ])
  })
})
