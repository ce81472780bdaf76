import { PageDocument } from '@egresa/api-contract/content'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from './client'
import { getContentDocument, getContentList } from './content'
import { isApiError } from './errors'
import { memorySessionStore } from './session'
import { startTestServer } from './test-server'

let server: Awaited<ReturnType<typeof startTestServer>>
beforeAll(async () => {
  server = await startTestServer()
})
afterEach(() => server.reset())
afterAll(() => server.close())

const client = () =>
  createApiClient({ baseUrl: server.url, locale: () => 'es', session: memorySessionStore() })
const privacy = { slug: 'privacy', title: 'Política de privacidad', body: '<p>Texto</p>' }

describe('the content service', () => {
  it('reads a document of a language, its path in one parameter, and parses it with the shape given', async () => {
    server.on('POST', '/_content/es%2Finfo%2Fprivacy', { status: 200, body: privacy })
    expect(await getContentDocument(client(), 'es', 'info/privacy', PageDocument)).toMatchObject(privacy)
    expect(server.received[0]?.body).toBe('{}')
  })

  it('keeps a folder’s answer a list, and refuses it where a document is expected', async () => {
    server.on('POST', '/_content/es%2Finfo', {
      status: 200,
      body: [privacy, { slug: 'cookies', title: 'Cookies' }],
    })
    const list = await getContentList(client(), 'es', 'info', { only: ['slug', 'title'] })
    expect(list.map((d) => d.slug)).toEqual(['privacy', 'cookies'])
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({ only: ['slug', 'title'] })
    const error = await getContentDocument(client(), 'es', 'info').catch((e: unknown) => e)
    expect(isApiError(error) && error.status).toBe(404)
  })
})
