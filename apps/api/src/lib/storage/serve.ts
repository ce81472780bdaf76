import type { Context } from 'hono'
import type { AppEnv } from '../context'
import type { StoredFile } from './storage'

/**
 * Answers a stored file. Private files (CVs) are never cached by shared caches and download under the
 * person's file name; public images are immutable (a new upload gets a new key).
 */
export function sendStoredFile<E extends AppEnv>(
  c: Context<E>,
  file: StoredFile,
  options: { visibility: 'public' | 'private'; downloadName?: string },
): Response {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Content-Length': String(file.body.byteLength),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control':
      options.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
  }
  if (options.downloadName) {
    const ascii = options.downloadName.replace(/[^\x20-\x7e]/g, '_')
    headers['Content-Disposition'] =
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`
  }
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200, headers)
}
