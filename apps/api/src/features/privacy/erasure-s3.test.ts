// The erasure with S3_BUCKET set: the person's files leave the S3-compatible server (s3rver on loopback), as
// they leave DATA_DIR/files on the embedded default (erasure.test.ts).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStorage } from '../../lib/storage/create-storage'
import { form, pdf, png } from '../../test/fixtures'
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness'
import { silentLogger } from '../../test/smtp'
import { eraseDueAccounts } from './erasure'

let s3: S3rver
let s3Folder: string
let t: TestApp

beforeAll(async () => {
  s3Folder = await mkdtemp(join(tmpdir(), 'egresa-s3-erasure-'))
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: 'egresa-files', configs: [] }],
  })
  const { port } = await s3.run()
  t = await createTestApp({
    env: {
      S3_BUCKET: 'egresa-files',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  })
})
afterAll(async () => {
  await t.close()
  await s3.close()
  await rm(s3Folder, { recursive: true, force: true })
})

describe('an erasure on S3', () => {
  it('deletes the CV and the avatar from the bucket', async () => {
    const person = await t.createUser({ email: 's3.erase@erasure.test' })
    const token = await t.login(person.email)
    const storage = createStorage(t.env)
    expect(storage.kind).toBe('s3')
    const cv = await t.request('/usr/users/cv', {
      method: 'POST',
      token,
      body: form('file', pdf(), 'cv.pdf', 'application/pdf'),
    })
    expect(cv.status).toBe(200)
    const avatar = await t.request('/usr/users/avatar', {
      method: 'POST',
      token,
      body: form('image', await png(), 'a.png', 'image/png'),
    })
    expect(avatar.status).toBe(200)
    const [keys] = (
      (await t.database.db.execute(
        sql`select cv_key, avatar_key from users where id = ${person.id}`,
      )) as unknown as { rows: { cv_key: string; avatar_key: string }[] }
    ).rows
    expect(await storage.get(keys?.cv_key ?? '')).not.toBeNull()
    expect(await storage.get(keys?.avatar_key ?? '')).not.toBeNull()

    const asked = await t.request('/usr/users/erasure', {
      method: 'POST',
      token,
      json: { password: TEST_PASSWORD },
    })
    expect(asked.status).toBe(200)
    await t.database.db.execute(
      sql`update users set erase_after = now() - interval '1 second' where id = ${person.id}`,
    )
    const origins = { alumni: 'http://a.test', company: 'http://c.test', admin: 'http://o.test' }
    expect(await eraseDueAccounts({ db: t.database.db, storage, origins, logger: silentLogger })).toEqual({
      erased: 1,
      failed: 0,
    })
    expect(await storage.get(keys?.cv_key ?? '')).toBeNull()
    expect(await storage.get(keys?.avatar_key ?? '')).toBeNull()
  })
})
