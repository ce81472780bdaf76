// Both drivers against what they really talk to: a folder on disk, and an S3-compatible server (s3rver)
// on loopback.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from './local'
import { createS3Storage } from './s3'
import { assertValidKey, type Storage } from './storage'

const bytes = (text: string) => new TextEncoder().encode(text)
const text = (data: Uint8Array | undefined) => new TextDecoder().decode(data)

function behavesLikeStorage(name: string, make: () => Storage) {
  describe(name, () => {
    it('stores, replaces, reads back with the content type, and deletes a file', async () => {
      const storage = make()
      await storage.put('avatars/abc.webp', bytes('first'), 'image/webp')
      await storage.put('avatars/abc.webp', bytes('second'), 'image/webp')
      const file = await storage.get('avatars/abc.webp')
      expect(text(file?.body)).toBe('second')
      expect(file?.contentType).toBe('image/webp')
      await storage.delete('avatars/abc.webp')
      expect(await storage.get('avatars/abc.webp')).toBeNull()
      // Deleting what is not there is not an error.
      await storage.delete('avatars/abc.webp')
    })

    it('answers null for a key with no file', async () => {
      expect(await make().get('cvs/nothing-here.pdf')).toBeNull()
    })

    it('refuses keys that could leave the storage', async () => {
      const storage = make()
      for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', 'a/./b', '', 'a b', 'a/..']) {
        await expect(storage.put(key, bytes('x'), 'text/plain'), key).rejects.toThrow('Invalid storage key')
      }
    })
  })
}

let folder: string
let s3: S3rver
let s3Port = 0
let s3Folder: string

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'egresa-storage-'))
  s3Folder = await mkdtemp(join(tmpdir(), 'egresa-s3rver-'))
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: 'egresa-test', configs: [] }],
  })
  const address = await s3.run()
  s3Port = address.port
})

afterAll(async () => {
  await s3?.close()
  await rm(folder, { recursive: true, force: true })
  await rm(s3Folder, { recursive: true, force: true })
})

behavesLikeStorage('local folder driver', () => createLocalStorage(folder))

const s3Config = () => ({
  bucket: 'egresa-test',
  endpoint: `http://127.0.0.1:${s3Port}`,
  region: 'us-east-1',
  // s3rver's built-in account.
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
})
behavesLikeStorage('S3-compatible driver', () => createS3Storage(s3Config()))

describe('drivers in detail', () => {
  it('local: leaves no temporary file behind', async () => {
    const storage = createLocalStorage(folder)
    await storage.put('cvs/one.pdf', bytes('%PDF-1.4'), 'application/pdf')
    expect(await readdir(join(folder, 'cvs'))).toEqual(['one.pdf'])
    expect((await storage.get('cvs/one.pdf'))?.contentType).toBe('application/pdf')
  })

  it('local: folders and files are owner-only, whatever the umask (CVs are private)', async () => {
    const storage = createLocalStorage(join(folder, 'private'))
    await storage.put('cvs/two.pdf', bytes('%PDF-1.4'), 'application/pdf')
    expect((await stat(join(folder, 'private', 'cvs'))).mode & 0o777).toBe(0o700)
    expect((await stat(join(folder, 'private', 'cvs', 'two.pdf'))).mode & 0o777).toBe(0o600)
  })

  it('S3: an unknown access key is refused by the server and reported as an error', async () => {
    const storage = createS3Storage({ ...s3Config(), accessKeyId: 'NOT-A-KEY' })
    await expect(storage.put('avatars/x.webp', bytes('x'), 'image/webp')).rejects.toThrow(/HTTP 403/)
  })

  it('S3: a missing bucket is reported as an error, not as a missing file', async () => {
    const storage = createS3Storage({ ...s3Config(), bucket: 'no-such-bucket' })
    await expect(storage.put('avatars/x.webp', bytes('x'), 'image/webp')).rejects.toThrow(/HTTP 404/)
  })

  it('key rules', () => {
    expect(() => assertValidKey('projects/p1/img-01.webp')).not.toThrow()
    expect(() => assertValidKey('x'.repeat(300))).toThrow()
  })
})
