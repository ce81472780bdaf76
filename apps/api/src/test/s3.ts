// An S3-compatible server on loopback (s3rver) and a test app that stores its files there instead of
// DATA_DIR/files. Only imported by *.test.ts files.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { createTestApp, type TestApp } from './harness'

/** `folder`: where s3rver keeps the bucket (`<folder>/egresa-files`), for a test to look inside. */
export type S3TestApp = { t: TestApp; folder: string; close: () => Promise<void> }

export async function createS3TestApp(): Promise<S3TestApp> {
  const folder = await mkdtemp(join(tmpdir(), 'egresa-s3-'))
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: 'egresa-files', configs: [] }],
  })
  const { port } = await s3.run()
  const t = await createTestApp({
    env: {
      S3_BUCKET: 'egresa-files',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  })
  return {
    t,
    folder,
    async close() {
      await t.close()
      await s3.close()
      await rm(folder, { recursive: true, force: true })
    },
  }
}
