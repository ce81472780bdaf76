/**
 * Where uploaded files live (avatars, CVs, project images): one interface, two drivers. The local folder is
 * the embedded default (DATA_DIR/files); the S3-compatible driver serves a cluster of API processes. Keys are
 * made by the API (`avatars/<random>.webp`), never taken from a client.
 */
export type StoredFile = { body: Uint8Array; contentType: string }

export type Storage = {
  kind: 'local' | 's3'
  /** Writes the whole file; a reader never sees it half-written. */
  put: (key: string, body: Uint8Array, contentType: string) => Promise<void>
  /** The file, or null when there is none under the key. */
  get: (key: string) => Promise<StoredFile | null>
  /** Removes the file; a key with no file is not an error. */
  delete: (key: string) => Promise<void>
}

export type S3Config = {
  bucket: string
  /** An S3-compatible server (path-style URLs); AWS virtual-hosted URLs when unset. */
  endpoint: string | undefined
  region: string
  accessKeyId: string
  secretAccessKey: string
}

// Letters, digits, '-', '_' and '.' in segments separated by '/'; no empty, '.' or '..' segment.
const KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/

/** Throws for a key that could leave the storage's root or name something the API did not make. */
export function assertValidKey(key: string): void {
  if (key.length > 256 || !KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`)
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  zip: 'application/zip',
}

/** The content type of a key the API made, from its extension. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
  return CONTENT_TYPES[ext] ?? 'application/octet-stream'
}
