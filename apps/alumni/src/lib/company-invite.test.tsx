import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '../test/app'
import { jobOffer } from '../test/jobs'

// "¿Eres una empresa?": the alumni site's jobs pages and home lead companies to the company app, at the
// origin `/api/init` gives from the API's configuration.

const slow = { timeout: 10_000 }
const apps = { alumni: 'https://alumni.uni.test', company: 'https://empresas.uni.test' }

const api = apiServerForTests()
beforeEach(() => {
  api.handlers = {
    'GET /api/init': () => json({ role: 'anonymous', permissions: ['app.init'], apps }),
    'GET /api/jobs/latest': () => json({ items: [], total: 0 }),
    'GET /api/jobs/offer1': () => json(jobOffer()),
    'GET /api/articles': () => json({ items: [], total: 0, maxPages: 0 }),
  }
})

const invite = (name: string) => screen.findByRole('complementary', { name }, slow)

describe('the way to the company app', () => {
  it('is on the jobs landing, to the company app’s home in the page’s language', async () => {
    await renderApp('/es/empleo')
    const box = await invite('¿Eres una empresa?')
    expect(
      within(box)
        .getByRole('link', { name: 'Publica ofertas de empleo y prácticas para nuestros titulados' })
        .getAttribute('href'),
    ).toBe('https://empresas.uni.test/es')
  })

  it('is on an offer’s page, in English too', async () => {
    await renderApp('/en/jobs/offer1')
    const box = await invite('Are you a company?')
    expect(within(box).getByRole('link').getAttribute('href')).toBe('https://empresas.uni.test/en')
  })

  it('is on a guest’s home', async () => {
    await renderApp('/es')
    expect(
      within(await invite('¿Eres una empresa?'))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('https://empresas.uni.test/es')
  })
})
