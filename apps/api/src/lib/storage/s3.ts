import { AwsClient } from 'aws4fetch'
import { assertValidKey, type S3Config, type Storage } from './storage'

/** A bucket of an S3-compatible service (AWS S3, MinIO, Ceph, Garage, ...), signed with SigV4 by aws4fetch. */
export function createS3Storage(config: S3Config, options: { fetch?: typeof fetch } = {}): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 2,
  })
  const base = config.endpoint
    ? `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`
    : `https://${config.bucket}.s3.${config.region}.amazonaws.com`
  const urlOf = (key: string) => {
    assertValidKey(key)
    return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`
  }
  const send = async (url: string, init: RequestInit) => {
    const request = await client.sign(url, init)
    return (options.fetch ?? fetch)(request)
  }
  const fail = async (what: string, response: Response) => {
    const detail = (await response.text().catch(() => '')).slice(0, 300)
    return new Error(`S3 ${what} failed: HTTP ${response.status} ${detail}`)
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await send(urlOf(key), {
        method: 'PUT',
        body,
        headers: { 'content-type': contentType, 'content-length': String(body.byteLength) },
      })
      if (!response.ok) throw await fail(`PUT ${key}`, response)
      await response.body?.cancel()
    },
    async get(key) {
      const response = await send(urlOf(key), { method: 'GET' })
      if (response.status === 404) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) throw await fail(`GET ${key}`, response)
      return {
        body: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      }
    },
    async delete(key) {
      const response = await send(urlOf(key), { method: 'DELETE' })
      if (!response.ok && response.status !== 404) throw await fail(`DELETE ${key}`, response)
      await response.body?.cancel()
    },
  }
}
