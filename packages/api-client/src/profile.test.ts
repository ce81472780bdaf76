import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from './client'
import { isApiError } from './errors'
import { downloadCv, uploadCv } from './profile'
import { memorySessionStore } from './session'
import { errorBody, startTestServer } from './test-server'

let server: Awaited<ReturnType<typeof startTestServer>>
beforeAll(async () => {
  server = await startTestServer()
})
afterEach(() => server.reset())
afterAll(() => server.close())

function signedIn() {
  const session = memorySessionStore({ token: 'session-token', deviceId: 'd1' })
  return createApiClient({ baseUrl: server.url, locale: () => 'en', session })
}

describe('the CV', () => {
  it('goes up as the multipart field `file`, with the session headers', async () => {
    server.on('POST', '/usr/users/cv', { status: 200, body: { cv: '/usr/users/cv', cv_name: 'ana.pdf' } })
    const file = new File([new Uint8Array([37, 80, 68, 70])], 'ana.pdf', { type: 'application/pdf' })
    expect(await uploadCv(signedIn(), file)).toEqual({ cv: '/usr/users/cv', cv_name: 'ana.pdf' })
    const [sent] = server.received
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(sent?.body).toContain('name="file"; filename="ana.pdf"')
    expect(sent?.headers['x-token']).toBe('session-token')
  })

  it('comes down as a blob through the API address, with the session headers', async () => {
    server.on('GET', '/usr/users/cv', { status: 200, raw: '%PDF-1.4 cv', contentType: 'application/pdf' })
    const blob = await downloadCv(signedIn())
    expect(blob.type).toBe('application/pdf')
    expect(await blob.text()).toBe('%PDF-1.4 cv')
    expect(server.received[0]?.headers['x-token']).toBe('session-token')
  })

  it('rejects with the server’s message when there is none', async () => {
    server.on('GET', '/usr/users/cv', { status: 404, body: errorBody(404, 'not_found', 'There is no CV.') })
    const error = await downloadCv(signedIn()).catch((e: unknown) => e)
    expect(isApiError(error) && [error.status, error.message]).toEqual([404, 'There is no CV.'])
  })
})
