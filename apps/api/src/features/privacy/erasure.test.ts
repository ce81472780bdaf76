// Erasing one's account (GDPR art. 17, docs/privacy.md): confirmed with the password or a fresh single
// sign-on, every session ended, cancelled by signing in during the grace period; after it, nothing of the
// person survives but the payments the law keeps, checked column by column over the schema, and their files
// are gone; their comments and private messages stay as a former member's, their groups keep an
// administrator, and a company's candidates are told its offers are gone.
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStorage } from '../../lib/storage/create-storage'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo/accounts'
import { memberOf, writeTo } from '../../test/conversations'
import { form, type Mailbox, pdf, png, recipients, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { privacyJobDeps, sqlRows } from '../../test/privacy'
import { ownerColumns } from '../../test/schema-walk'
import { eraseDueAccounts } from './erasure'

let t: TestApp
let mailbox: Mailbox

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo-small' })
  mailbox = await startMailbox(t)
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

const rows = <T>(query: SQL) => sqlRows<T>(t, query)

async function idOf(email: string): Promise<string> {
  const [row] = await rows<{ id: string }>(sql`select id from users where email = ${email}`)
  if (!row) throw new Error(`no account ${email}`)
  return row.id
}

/** The grace period has passed: the clock moved forward for this account, then the privacy job's step. */
async function eraseNow(userId: string) {
  await t.database.db.execute(
    sql`update users set erase_after = now() - interval '1 second' where id = ${userId} and erase_after is not null`,
  )
  return eraseDueAccounts(privacyJobDeps(t))
}

const erase = (token: string, body: Record<string, unknown>) =>
  t.request('/usr/users/erasure', { method: 'POST', token, json: body })

describe('asking to erase one’s account', () => {
  it('needs the password, ends every session, mails the date; signing in before cancels it', async () => {
    const person = await t.createUser({ email: 'borrar@erasure.test' })
    const token = await t.login(person.email)
    const other = await t.login(person.email, undefined, 'other-device')

    const none = await erase(token, {})
    expect(none.status).toBe(400)
    expect(((await none.json()) as { errors: Record<string, string[]> }).errors.password).toEqual([
      'Escribe tu contraseña para confirmar que quieres borrar tu cuenta.',
    ])
    const wrong = await erase(token, { password: 'not-the-password' })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { errors: Record<string, string[]> }).errors.password).toEqual([
      'La contraseña actual no es correcta.',
    ])
    expect((await t.request('/usr/users/me', { token })).status).toBe(200)

    const before = Date.now()
    const asked = await erase(token, { password: 'Egresa-test-2026' })
    expect(asked.status).toBe(200)
    const { erase_after } = (await asked.json()) as { erase_after: string }
    const days = (Date.parse(erase_after) - before) / 86_400_000
    expect(days).toBeGreaterThan(13.99)
    expect(days).toBeLessThan(14.01)
    // Every session ended, this device's and the other's.
    expect((await t.request('/usr/users/me', { token })).status).toBe(401)
    expect((await t.request('/usr/users/me', { token: other })).status).toBe(401)
    const [scheduled] = (await mailbox.deliver()).filter((m) =>
      m.subject?.startsWith('Tu cuenta se borrará el'),
    )
    expect(scheduled?.text).toContain('inicia sesión antes de esa fecha y el borrado se cancelará')

    // Signing in during the grace period cancels it, and says so.
    await t.login(person.email)
    const [row] = await rows<{ erase_after: string | null }>(
      sql`select erase_after from users where id = ${person.id}`,
    )
    expect(row?.erase_after).toBeNull()
    const cancelled = (await mailbox.deliver()).filter(
      (m) => m.subject === 'Se ha cancelado el borrado de tu cuenta',
    )
    expect(cancelled).toHaveLength(1)
    expect((await eraseNow(person.id)).erased).toBe(0)
    expect(await idOf(person.email)).toBe(person.id)
  })

  it('an account without a password (single sign-on) confirms by having signed in in the last 10 minutes', async () => {
    const person = await t.createUser({ email: 'sso@erasure.test' })
    const token = await t.login(person.email)
    await t.database.db.execute(sql`update users set password_hash = null where id = ${person.id}`)
    await t.database.db.execute(
      sql`update sessions set created_at = now() - interval '11 minutes' where user_id = ${person.id}`,
    )
    const stale = await erase(token, {})
    expect(stale.status).toBe(403)
    expect(((await stale.json()) as { message: string }).message).toMatch(/vuelve a iniciar sesión/)
    await t.database.db.execute(sql`update sessions set created_at = now() where user_id = ${person.id}`)
    expect((await erase(token, {})).status).toBe(200)
  })
})

describe('the erasure, once the grace period has passed', () => {
  it('leaves nothing of the person but the payments the law keeps; comments stay as a former member’s', async () => {
    const email = DEMO_ACCOUNTS.premium
    const id = await idOf(email)
    const token = await t.login(email, DEMO_PASSWORD)
    const storage = createStorage(t.env)
    expect(
      (
        await t.request('/usr/users/cv', {
          method: 'POST',
          token,
          body: form('file', pdf(), 'cv.pdf', 'application/pdf'),
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await t.request('/usr/users/avatar', {
          method: 'POST',
          token,
          body: form('image', await png(), 'a.png', 'image/png'),
        })
      ).status,
    ).toBe(200)
    const [files] = await rows<{ cv_key: string; avatar_key: string }>(
      sql`select cv_key, avatar_key from users where id = ${id}`,
    )

    // The person alone administers a group with other members.
    const [group] = await rows<{ workgroup_id: string }>(sql`
      select workgroup_id from workgroup_members m where user_id = ${id} and status = 'ACCEPTED'
        and exists (select 1 from workgroup_members o where o.workgroup_id = m.workgroup_id and o.user_id <> ${id} and o.status = 'ACCEPTED')
      limit 1`)
    if (!group) throw new Error('the demo person is in no group with others')
    await t.database.db.execute(
      sql`update workgroup_members set role = case when user_id = ${id} then 'ADMINISTRATOR' else 'FOLLOWER' end where workgroup_id = ${group.workgroup_id}`,
    )
    // A comment of theirs in it, with a file.
    const [comment] = await rows<{ id: string; hash: string }>(sql`
      insert into workgroup_comments (hash, workgroup_id, author_id, content)
      values ('erasure-comment', ${group.workgroup_id}, ${id}, 'Mi comentario') returning id, hash`)
    if (!comment) throw new Error('no comment written')
    const fileKey = `workgroups/erasure-${Date.now()}.pdf`
    await storage.put(fileKey, pdf(), 'application/pdf')
    await t.database.db.execute(sql`insert into workgroup_files (hash, workgroup_id, comment_id, uploader_id, storage_key, name, content_type, size)
      select 'erasure-file', workgroup_id, id, ${id}, ${fileKey}, 'notes.pdf', 'application/pdf', 100 from workgroup_comments where id = ${comment.id}`)
    const kept = await rows<{ id: string }>(sql`
      select id from membership_mandates where user_id = ${id}
      union all select id from membership_charges where user_id = ${id} and status <> 'pending'`)
    expect(kept.length).toBeGreaterThan(0)
    const [applied] = await rows<{ offer: string }>(sql`
      select o.hash as offer from job_applications a join job_offers o on o.id = a.offer_id
      join companies c on c.id = o.company_id join users u on u.id = c.user_id
      where a.user_id = ${id} and u.email = ${DEMO_ACCOUNTS.company} limit 1`)
    if (!applied) throw new Error('the demo person applied to no offer of the demo company')
    const companyToken = await t.login(DEMO_ACCOUNTS.company, DEMO_PASSWORD)
    const candidates = async () =>
      JSON.stringify(
        await (
          await t.request(`/usr/company/offers/${applied.offer}/candidates?page=1&size=100`, {
            token: companyToken,
          })
        ).json(),
      )
    expect(await candidates()).toContain(email)

    expect((await erase(token, { password: DEMO_PASSWORD })).status).toBe(200)
    await mailbox.deliver()
    expect(await eraseNow(id)).toEqual({ erased: 1, failed: 0 })

    // Column by column over the schema: no row points at the person any more.
    const left: string[] = []
    for (const { table, column } of ownerColumns()) {
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
      )
      if (row?.n) left.push(`${table}.${column}: ${row.n}`)
    }
    expect(left).toEqual([])
    expect(await rows(sql`select id from users where email = ${email}`)).toEqual([])
    // The payments and mandates the law keeps, without the person.
    const still = await rows<{ id: string }>(sql`
      select id from membership_mandates where user_id is null
      union all select id from membership_charges where user_id is null`)
    expect(still.map((r) => r.id)).toEqual(expect.arrayContaining(kept.map((r) => r.id)))
    // Their files are gone from the storage.
    expect(await storage.get(files?.cv_key ?? '')).toBeNull()
    expect(await storage.get(files?.avatar_key ?? '')).toBeNull()
    expect(await storage.get(fileKey)).toBeNull()
    // Their comment stays, by a former member, without its file.
    const [stays] = await rows<{ author_id: string | null; files: number }>(sql`
      select author_id, (select count(*)::int from workgroup_files f where f.comment_id = c.id) as files
      from workgroup_comments c where id = ${comment.id}`)
    expect(stays).toEqual({ author_id: null, files: 0 })
    // The group has an administrator still.
    const admins = await rows(
      sql`select user_id from workgroup_members where workgroup_id = ${group.workgroup_id} and role = 'ADMINISTRATOR' and status = 'ACCEPTED'`,
    )
    expect(admins).toHaveLength(1)
    // The company no longer sees them; they cannot sign in; the mail kept for the address is only the last one.
    expect(await candidates()).not.toContain(email)
    expect(
      (
        await t.request('/usr/login', {
          method: 'POST',
          json: { email, password: DEMO_PASSWORD, deviceId: 'd', deviceType: 2, push: null },
        })
      ).status,
    ).toBe(401)
    const mails = await rows<{ template: string }>(
      sql`select template from mail_outbox where lower(to_address) = lower(${email})`,
    )
    expect(mails.map((m) => m.template)).toEqual(['account-erased'])
    const [last] = (await mailbox.deliver()).filter((m) => m.subject === 'Tu cuenta se ha borrado')
    expect(last?.text).toContain('Por ley guardamos los pagos de tu cuota y los mandatos SEPA')
  })

  it('private messages stay in the other side’s thread, by a former member, without the erased person’s files', async () => {
    const storage = createStorage(t.env)
    const leaving = await memberOf(t, { name: 'Sara' })
    const staying = await memberOf(t, { name: 'Tomás' })
    const { conversation } = await writeTo(t, leaving, staying, 'Te dejo mi trabajo')
    const body = new FormData()
    body.append('data', JSON.stringify({ body: 'El documento' }))
    body.append('file', new File([pdf('Trabajo') as Uint8Array<ArrayBuffer>], 'trabajo.pdf'))
    const sent = await t.request(`/usr/conversations/${conversation}/messages/file`, {
      method: 'POST',
      body,
      token: leaving.token,
    })
    expect(sent.status).toBe(201)
    const [file] = await rows<{ key: string }>(
      sql`select file_key as key from conversation_messages where sender_id = ${leaving.id} and file_key is not null`,
    )
    expect(await storage.get(file?.key ?? '')).not.toBeNull()

    expect((await erase(leaving.token, { password: 'Egresa-test-2026' })).status).toBe(200)
    await eraseNow(leaving.id)

    const inbox = (await (await t.request('/usr/conversations', { token: staying.token })).json()) as {
      items: { hash: string; person: unknown; unread: number }[]
    }
    expect(inbox.items).toEqual([expect.objectContaining({ hash: conversation, person: null, unread: 2 })])
    const messages = (await (
      await t.request(`/usr/conversations/${conversation}/messages`, { token: staying.token })
    ).json()) as { items: { body: string; mine: boolean; file: unknown }[] }
    expect(messages.items).toEqual([
      expect.objectContaining({ body: 'El documento', mine: false, file: null }),
      expect.objectContaining({ body: 'Te dejo mi trabajo', mine: false, file: null }),
    ])
    expect(await storage.get(file?.key ?? '')).toBeNull()
  })

  it('a company’s erasure ends its open offers and tells their candidates', async () => {
    const token = await t.login(DEMO_ACCOUNTS.company, DEMO_PASSWORD)
    const id = await idOf(DEMO_ACCOUNTS.company)
    const open = await rows<{ id: string; emails: string[] }>(sql`
      select o.id, array_agg(u.email) as emails from job_offers o join companies c on c.id = o.company_id
      join job_applications a on a.offer_id = o.id and a.status in ('PENDING', 'ACCEPTED')
      join users u on u.id = a.user_id
      where c.user_id = ${id} and o.status <> 'CLOSED' group by o.id`)
    expect(open.length).toBeGreaterThan(0)
    const candidate = open[0]?.emails[0] ?? ''
    expect((await erase(token, { password: DEMO_PASSWORD })).status).toBe(200)
    await mailbox.deliver()
    expect((await eraseNow(id)).erased).toBe(1)
    expect(
      await rows(
        sql`select id from job_offers where id in ${sql.raw(`('${open.map((o) => o.id).join("','")}')`)}`,
      ),
    ).toEqual([])
    const told = (await mailbox.deliver()).filter(
      (m) =>
        m.to &&
        JSON.stringify(m.to).includes(candidate) &&
        /se ha retirado|ya no está|eliminad/i.test(`${m.subject} ${m.text}`),
    )
    expect(told.length).toBeGreaterThan(0)
  })
})

describe('an erased account’s places in events', () => {
  it('go to the people waiting, in order, with their mail; the person is on no list', async () => {
    const office = await t.login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)
    const created = await t.request('/usr/admin/articles', {
      token: office,
      json: {
        type: 'EVENT',
        title: 'Cena de promoción de la erasure',
        text: '<p>Una cena.</p>',
        place: 'Paraninfo',
        starts_at: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        signups: 'members',
        places: 1,
      },
    })
    expect(created.status).toBe(201)
    const { hash } = (await created.json()) as { hash: string }
    expect(
      (
        await t.request(`/usr/admin/articles/${hash}/status`, {
          method: 'PUT',
          token: office,
          json: { status: 'PUBLISHED' },
        })
      ).status,
    ).toBe(200)
    const leaving = await t.createUser({ email: 'se-va@erasure.test' })
    const next = await t.createUser({ email: 'espera@erasure.test' })
    for (const person of [leaving, next]) {
      const token = await t.login(person.email)
      const res = await t.request(`/usr/events/${hash}/registration`, { method: 'POST', token, json: {} })
      expect(res.status).toBe(200)
    }
    const waiting = await t.login(next.email)
    const before = (await (await t.request(`/api/articles/${hash}`, { token: waiting })).json()) as {
      signup: { state: string; position: number | null }
    }
    expect(before.signup).toMatchObject({ state: 'waiting', position: 1 })
    await mailbox.deliver()

    await erase(await t.login(leaving.email), { password: 'Egresa-test-2026' })
    expect(await eraseNow(leaving.id)).toEqual({ erased: 1, failed: 0 })

    const after = (await (await t.request(`/api/articles/${hash}`, { token: waiting })).json()) as {
      signup: { state: string; position: number | null; places_left: number }
    }
    expect(after.signup).toMatchObject({ state: 'confirmed', position: null, places_left: 0 })
    const mails = await mailbox.deliver()
    const promoted = mails.find((m) => recipients(m).includes(next.email))
    expect(promoted?.subject).toBe('Tienes plaza en «Cena de promoción de la erasure»')
    expect(promoted?.attachments.map((a) => a.filename)).toContain('ticket.png')
    const left = await rows<{ n: number }>(
      sql`select count(*)::int as n from event_registrations where user_id = ${leaving.id}`,
    )
    expect(left[0]?.n).toBe(0)
  })
})
