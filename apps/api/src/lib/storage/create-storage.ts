import { join } from 'node:path'
import type { Env } from '../../env'
import { createLocalStorage } from './local'
import { createS3Storage } from './s3'
import type { Storage } from './storage'

/** The storage the configuration asks for: S3-compatible with S3_BUCKET, else DATA_DIR/files. */
export function createStorage(env: Pick<Env, 'dataDir' | 's3'>): Storage {
  return env.s3 ? createS3Storage(env.s3) : createLocalStorage(join(env.dataDir, 'files'))
}
