import '@egresa/ui/app/test-setup'
import { json, startApiServer } from '@egresa/ui/app/test-api-server'
import { screen, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../../test/app'

// "¿Eres titulado/a?": the company app's public home leads graduates back to the alumni app, at the origin
// `/api/init` gives from the API's configuration.

const slow = { timeout: 10_000 }
const apps = { alumni: 'https://alumni.uni.test', company: 'https://empresas.uni.test' }

let api: Awaited<ReturnType<typeof startApiServer>>
beforeAll(async () => {
  api = await startApiServer()
  api.handlers = { 'GET /api/init': () => json({ role: 'anonymous', permissions: ['app.init'], apps }) }
})
afterAll(() => api.close())

describe('the company app’s home', () => {
  it('leads a graduate to the alumni app, in the page’s language', async () => {
    await renderApp('/es')
    const box = await screen.findByRole('complementary', { name: '¿Eres titulado/a?' }, slow)
    expect(
      within(box)
        .getByRole('link', { name: 'Entra en la red de antiguos alumnos y en su bolsa de empleo' })
        .getAttribute('href'),
    ).toBe('https://alumni.uni.test/es')
  })

  it('in English too', async () => {
    await renderApp('/en')
    const box = await screen.findByRole('complementary', { name: 'Are you a graduate?' }, slow)
    expect(within(box).getByRole('link').getAttribute('href')).toBe('https://alumni.uni.test/en')
  })
})
