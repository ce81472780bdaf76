import { Hono } from 'hono'
import type { AppEnv } from '../../lib/context'
import { notFound } from '../../lib/errors'
import { sendStoredFile } from '../../lib/storage/serve'
import { assertValidKey, type Storage } from '../../lib/storage/storage'

/**
 * Folders whose files anyone may read: images under unguessable names. CVs (`cvs/`) and the files of groups'
 * comments (`workgroup-files/`, served by features/workgroups to those who may read the group) never are.
 */
const PUBLIC_FOLDERS = new Set(['avatars', 'projects', 'logos', 'articles', 'workgroups'])

export type FileRoutesDeps = { storage: Storage }

/** GET /files/{folder}/{name}: the public images (lib/files.ts makes these URLs). */
export function createFileRoutes(deps: FileRoutesDeps) {
  return new Hono<AppEnv>().on(['GET', 'HEAD'], '/files/:folder/:name', async (c) => {
    const folder = c.req.param('folder')
    const key = `${folder}/${c.req.param('name')}`
    if (!PUBLIC_FOLDERS.has(folder)) throw notFound()
    try {
      assertValidKey(key)
    } catch {
      throw notFound()
    }
    const file = await deps.storage.get(key)
    if (!file) throw notFound()
    return sendStoredFile(c, file, { visibility: 'public' })
  })
}
