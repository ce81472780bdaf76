// The same uploads with S3_BUCKET set: the API stores and serves the files through an S3-compatible server
// (s3rver on loopback) instead of DATA_DIR/files.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { form, pdf, png } from '../../test/fixtures'
import type { TestApp } from '../../test/harness'
import { createS3TestApp, type S3TestApp } from '../../test/s3'

let s3: S3TestApp
let t: TestApp
let token: string

beforeAll(async () => {
  s3 = await createS3TestApp()
  t = s3.t
  await t.createUser({ email: 's3@users.test' })
  token = await t.login('s3@users.test')
})
afterAll(() => s3.close())

describe('uploads with S3-compatible storage', () => {
  it('stores the avatar and the CV in the bucket and serves them from there', async () => {
    const avatar = await t.request('/usr/users/avatar', {
      method: 'POST',
      token,
      body: form('image', await png(), 'me.png', 'image/png'),
    })
    expect(avatar.status).toBe(200)
    const { avatar: url } = (await avatar.json()) as { avatar: string }
    const served = await t.request(url, { apiKey: null })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')

    const cv = await t.request('/usr/users/cv', {
      method: 'POST',
      token,
      body: form('file', pdf('en S3'), 'cv.pdf', 'application/pdf'),
    })
    expect(cv.status).toBe(200)
    const download = await t.request('/usr/users/cv', { token })
    expect(Buffer.from(await download.arrayBuffer()).toString('latin1')).toContain('en S3')

    // Nothing in the local folder; the bucket holds both files.
    expect(await readdir(join(t.env.dataDir, 'files')).catch(() => [])).toEqual([])
    const bucket = await readdir(join(s3.folder, 'egresa-files'), { recursive: true })
    expect(bucket.some((name) => name.startsWith('avatars/'))).toBe(true)
    expect(bucket.some((name) => name.startsWith('cvs/'))).toBe(true)

    expect((await t.request('/usr/users/cv', { method: 'DELETE', token })).status).toBe(204)
    expect((await t.request('/usr/users/cv', { token })).status).toBe(404)
  })
})
