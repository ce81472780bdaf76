import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { assertValidKey, contentTypeOfKey, type Storage } from './storage'

/** Files under a folder (DATA_DIR/files): the embedded default, one process or a shared volume. */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertValidKey(key)
    return join(root, key)
  }
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key)
      // Owner-only whatever the process's umask: CVs and avatars are no other local user's to read.
      await mkdir(dirname(path), { recursive: true, mode: 0o700 })
      // Written beside the target, then renamed: a reader sees the old file or the whole new one.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
      try {
        await writeFile(temporary, body, { mode: 0o600 })
        await rename(temporary, path)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    async get(key) {
      try {
        const body = await readFile(pathOf(key))
        return {
          body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
          contentType: contentTypeOfKey(key),
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}
