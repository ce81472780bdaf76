import { PageDocument, ServicesDocument } from '@egresa/api-contract/content'
import { json, startApiServer } from '@egresa/ui/app/test-api-server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from './test/app'

// The info pages and the services home in the whole app, against a real HTTP server on loopback that plays
// the content service (`POST /_content/{locale}%2F{path}`, the path as one parameter).

const page = (title: string, body: string) =>
  v.parse(PageDocument, { title, description: `${title}.`, updatedAt: '2026-11-01T00:00:00.000Z', body })
const documents: Record<string, unknown> = {
  'es/info/cookies': page(
    'Política de cookies',
    '<h2>Cookies estrictamente necesarias</h2><table><thead><tr><th>Cookie</th></tr></thead><tbody><tr><td>token</td></tr></tbody></table>',
  ),
  'es/info/privacy': page(
    'Política de privacidad',
    '<h2>Tus derechos</h2><p>Puedes acceder a tus datos.</p>',
  ),
  'en/info/privacy': page('Privacy policy', '<p>Your rights.</p>'),
  'en/info/conditions': page('Conditions of use', '<p>Use the portal properly.</p>'),
  // What the content service answers a language that lacks the document: the Spanish one, at its path.
  'ca/info/legal-notice': {
    ...page('Aviso legal', '<p>Titular del sitio.</p>'),
    path: '/es/info/legal-notice',
  },
  'ca/info/privacy': {
    ...page('Política de privadesa', '<p>Els teus drets.</p>'),
    path: '/ca/info/privacy',
  },
  'es/services': v.parse(ServicesDocument, {
    title: 'Servicios',
    description: 'Los servicios de la universidad.',
    groups: [
      {
        title: 'Mi cuenta',
        links: [
          { label: 'Perfil', url: 'profile', icon: 'user' },
          { label: 'Nube', url: 'https://nube.example/', icon: 'cloud', newTab: true },
        ],
      },
      {
        title: 'Campus',
        links: [{ label: 'Biblioteca', url: 'https://biblioteca.example/', icon: 'library' }],
      },
    ],
  }),
}

let api: Awaited<ReturnType<typeof startApiServer>>
beforeAll(async () => {
  api = await startApiServer()
  for (const [path, document] of Object.entries(documents))
    api.handlers[`POST /_content/${encodeURIComponent(path)}`] = () => json(document)
})
afterEach(() => {
  api.seen.length = 0
})
afterAll(() => api.close())

const slow = { timeout: 10_000 }

describe('the info pages', () => {
  it('show the document’s title, date and HTML, and the content service is asked for that page', async () => {
    await renderApp('/es/info/cookies')
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de cookies' }, slow)).toBeTruthy()
    expect(screen.getByText('Última actualización: 1 de noviembre de 2026')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies estrictamente necesarias' })).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'token' })).toBeTruthy()
    expect(api.seen.find((s) => s.path.startsWith('/_content/'))).toMatchObject({ method: 'POST', body: {} })
  })

  it('in Catalan, with the date in Catalan, and a document still in Spanish marked so', async () => {
    await renderApp('/ca/info/privacy')
    const title = await screen.findByRole('heading', { level: 1, name: 'Política de privadesa' }, slow)
    expect(title.closest('article')?.getAttribute('lang')).toBeNull()
    expect(document.documentElement.lang).toBe('ca')
    // The app's own text waits for the Catalan translations (Spanish meanwhile); the date is Catalan already.
    expect(screen.getByText(/1 de novembre del 2026/)).toBeTruthy()
  })

  it('in Catalan, a document the Catalan tree lacks is the Spanish one, marked lang="es"', async () => {
    await renderApp('/ca/info/legal-notice')
    const spanish = await screen.findByRole('heading', { level: 1, name: 'Aviso legal' }, slow)
    expect(spanish.closest('article')?.getAttribute('lang')).toBe('es')
    expect(screen.getByText(/1 de novembre del 2026/).getAttribute('lang')).toBe('ca')
  })

  it('move from one to another through the footer, with the page title in the page’s language', async () => {
    const user = userEvent.setup()
    await renderApp('/en/info/privacy')
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }, slow)
    const legal = screen.getByRole('navigation', { name: 'Legal links' })
    expect(within(legal).getByRole('link', { name: 'Accessibility' }).getAttribute('href')).toBe(
      '/en/info/accessibility',
    )
    expect(within(legal).getByRole('link', { name: 'Legal notice' }).getAttribute('href')).toBe(
      '/en/info/legal-notice',
    )
    await user.click(within(legal).getByRole('link', { name: 'Conditions of use' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions of use' }, slow)).toBeTruthy()
    expect(document.title).toBe('Conditions of use · Egresa')
  })

  it('answer an unknown slug with the 404 page', async () => {
    await renderApp('/es/info/nada')
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, slow)).toBeTruthy()
    expect(screen.getAllByRole('banner')).toHaveLength(1)
  })
})

describe('the services home', () => {
  it('shows each group’s links; a new-tab link says so, the profile link stays in the app', async () => {
    await renderApp('/es/services')
    expect(await screen.findByRole('heading', { level: 1, name: 'Servicios' }, slow)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Mi cuenta' })).toBeTruthy()
    const cloud = screen.getByRole('link', { name: /Nube \(se abre en una pestaña nueva\)/ })
    expect(cloud.getAttribute('target')).toBe('_blank')
    expect(cloud.getAttribute('rel')).toBe('noopener noreferrer')
    // Every link to another site opens in a new tab, and says so.
    const library = screen.getByRole('link', { name: /Biblioteca \(se abre en una pestaña nueva\)/ })
    expect(library.getAttribute('href')).toBe('https://biblioteca.example/')
    expect(library.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: 'Perfil' }).getAttribute('href')).toBe('/es/user/profile')
  })
})
