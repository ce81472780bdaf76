// The erasure with S3_BUCKET set: the person's files leave the S3-compatible server (s3rver on loopback), as
// they leave DATA_DIR/files on the embedded default (erasure.test.ts).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStorage } from '../../lib/storage/create-storage'
import { form, pdf, png } from '../../test/fixtures'
import { TEST_PASSWORD, type TestApp } from '../../test/harness'
import { privacyJobDeps } from '../../test/privacy'
import { createS3TestApp, type S3TestApp } from '../../test/s3'
import { eraseDueAccounts } from './erasure'

let s3: S3TestApp
let t: TestApp

beforeAll(async () => {
  s3 = await createS3TestApp()
  t = s3.t
})
afterAll(() => s3.close())

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
    expect(await eraseDueAccounts(privacyJobDeps(t))).toEqual({
      erased: 1,
      failed: 0,
    })
    expect(await storage.get(keys?.cv_key ?? '')).toBeNull()
    expect(await storage.get(keys?.avatar_key ?? '')).toBeNull()
  })
})
