// Consent records (GDPR art. 7, docs/privacy.md): written with the text's version at registration, when the
// newsletter or the job alerts change, for the cookie choice; a policy whose version changed is asked again.
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultContentDir } from '../../env'
import { alumniRegistration, referenceHashes } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
let contentDir: string

beforeAll(async () => {
  // A copy of the content service's documents, whose privacy policy the test changes.
  contentDir = await mkdtemp(join(tmpdir(), 'egresa-consents-'))
  await cp(defaultContentDir(), contentDir, { recursive: true })
  t = await createTestApp({ env: { CONTENT_DIR: contentDir } })
})
afterAll(async () => {
  await t.close()
  await rm(contentDir, { recursive: true, force: true })
})

async function records(userId: string) {
  return (
    (await t.database.db.execute(
      sql`select kind, granted, version, source from consent_records where user_id = ${userId} order by at, kind`,
    )) as unknown as { rows: { kind: string; granted: boolean; version: string | null; source: string }[] }
  ).rows
}

const me = async (token: string) =>
  ((await (await t.request('/usr/users/me', { token })).json()) as { policies_to_accept: string[] })
    .policies_to_accept

describe('consent records', () => {
  it('a registration records the conditions and the privacy policy accepted, with their versions', async () => {
    const refs = await referenceHashes(t)
    const email = 'consents.register@consents.test'
    const registered = await t.request('/usr/register', {
      method: 'POST',
      json: alumniRegistration(email, { category: refs.leaf, is_newsletter: true }),
    })
    expect(registered.status).toBe(201)
    const [row] = (
      (await t.database.db.execute(sql`select id from users where email = ${email}`)) as unknown as {
        rows: { id: string }[]
      }
    ).rows
    expect(await records(row?.id ?? '')).toEqual([
      { kind: 'conditions', granted: true, version: '2026-11-01', source: 'registration' },
      { kind: 'newsletter', granted: true, version: null, source: 'registration' },
      { kind: 'privacy', granted: true, version: '2026-11-01', source: 'registration' },
    ])
  })

  it('asks again for a policy never accepted with a version, or changed since; records its acceptance', async () => {
    const person = await t.createUser({ email: 'asked@consents.test' })
    const token = await t.login(person.email)
    expect(await me(token)).toEqual(['conditions', 'privacy'])
    const refused = await t.request('/usr/users/consents', {
      method: 'POST',
      token,
      json: { kind: 'privacy', granted: false },
    })
    expect(refused.status).toBe(400)
    for (const kind of ['conditions', 'privacy'])
      expect(
        (await t.request('/usr/users/consents', { method: 'POST', token, json: { kind, granted: true } }))
          .status,
      ).toBe(204)
    expect(await me(token)).toEqual([])

    // The office changes the privacy policy from the admin app, and its version with it: a new version of
    // the document, which the consents read at once.
    const office = await t.createUser({ email: 'office@consents.test', role: 'office' })
    const officeToken = await t.login(office.email)
    const source = await readFile(join(contentDir, 'es', 'info', 'privacy.md'), 'utf8')
    const saved = await t.request('/usr/admin/content/documents/es/info.privacy', {
      method: 'PUT',
      token: officeToken,
      json: { source: source.replace('updatedAt: 2026-11-01', 'updatedAt: 2026-12-01') },
    })
    expect(saved.status).toBe(200)
    expect(await me(token)).toEqual(['privacy'])
    await t.request('/usr/users/consents', {
      method: 'POST',
      token,
      json: { kind: 'privacy', granted: true },
    })
    expect(await me(token)).toEqual([])
    expect((await records(person.id)).filter((r) => r.kind === 'privacy').map((r) => r.version)).toEqual([
      '2026-11-01',
      '2026-12-01',
    ])
  })

  it('records the newsletter and the job alerts when they change, and the cookie choice', async () => {
    const person = await t.createUser({ email: 'flags@consents.test' })
    const token = await t.login(person.email)
    const patch = (json: Record<string, unknown>) => t.request('/usr/users', { method: 'PATCH', token, json })
    expect((await patch({ is_newsletter: true })).status).toBe(200)
    expect((await patch({ is_newsletter: true })).status).toBe(200)
    expect((await patch({ is_receive_jobs: true })).status).toBe(200)
    expect((await patch({ is_newsletter: false })).status).toBe(200)
    await t.request('/usr/users/consents', {
      method: 'POST',
      token,
      json: { kind: 'cookies', granted: false },
    })
    // Per kind, in order (two requests may share a millisecond: PGlite's clock counts milliseconds).
    const all = await records(person.id)
    const of = (kind: string) => all.filter((r) => r.kind === kind)
    expect(of('newsletter').map((r) => r.granted)).toEqual([true, false])
    expect(of('job_alerts')).toEqual([
      { kind: 'job_alerts', granted: true, version: null, source: 'settings' },
    ])
    expect(of('cookies')).toEqual([
      { kind: 'cookies', granted: false, version: '2026-11-01', source: 'banner' },
    ])
    expect(all).toHaveLength(4)
  })
})
