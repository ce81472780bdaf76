import { AdminArticle } from '@egresa/api-contract/articles'
import { apiServerForTests, json, type Seen, signIn } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { page, renderApp, sessionHandlers } from '../../test/app'

// The office's news and events: the list and the editor, the whole app against the server that plays the API.

const api = apiServerForTests()

const long = { timeout: 10_000 }
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000)

function adminArticle(overrides: Partial<AdminArticle> = {}): AdminArticle {
  return v.parse(AdminArticle, {
    hash: 'a1',
    type: 'NEWS',
    status: 'UNPUBLISHED',
    slug: 'feria-de-empleo',
    slug_en: null,
    title: 'Feria de empleo',
    summary: 'Vuelve la feria.',
    text: '<p>Vuelve la feria.</p>',
    title_en: null,
    summary_en: null,
    text_en: null,
    image: null,
    image_alt: null,
    image_alt_en: null,
    tags: [],
    place: null,
    starts_at: null,
    ends_at: null,
    subscription_url: null,
    subscription_email: null,
    online_url: null,
    published_at: null,
    publish_at: null,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-11T10:00:00.000Z',
    ...overrides,
  })
}

function withArticles(...articles: AdminArticle[]) {
  signIn()
  Object.assign(api.handlers, sessionHandlers())
  api.handlers['GET /api/tags'] = () => json([{ hash: 't1', title: 'Empleo' }])
  api.handlers['GET /usr/admin/articles'] = () => json(page(articles))
  for (const article of articles)
    api.handlers[`GET /usr/admin/articles/${article.hash}`] = () => json(article)
}

const sent = (method: string, path: string) => api.seen.filter((s) => s.method === method && s.path === path)

describe('office app: news and events', () => {
  it('lists the articles with their state in words, scheduled ones with their day', async () => {
    const at = '2027-05-12T16:00:00.000Z'
    withArticles(
      adminArticle(),
      adminArticle({ hash: 'a2', title: 'Cena anual', type: 'EVENT', publish_at: at }),
      adminArticle({ hash: 'a3', title: 'Nuevo rector', status: 'PUBLISHED' }),
    )
    await renderApp('/es/articles?status=UNPUBLISHED')
    expect(await screen.findByRole('heading', { level: 1, name: 'Noticias y eventos' }, long)).toBeTruthy()
    const menu = screen.getByRole('navigation', { name: 'Menú principal' })
    expect(within(menu).getByRole('link', { name: 'Noticias y eventos' }).getAttribute('href')).toBe(
      '/es/articles',
    )
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('UNPUBLISHED')
    expect((api.seen.find((s) => s.path === '/usr/admin/articles') as Seen).query).toMatchObject({
      status: 'UNPUBLISHED',
    })
    await screen.findByRole('link', { name: 'Cena anual' })
    const items = screen.getAllByRole('article').map((a) => a.textContent)
    expect(items[0]).toMatch(/Feria de empleo.*Borrador/)
    expect(items[1]).toMatch(/Cena anual.*Programado para el 12 de mayo de 2027.*18:00/)
    expect(items[2]).toMatch(/Nuevo rector.*Publicado/)
    expect(screen.getByRole('link', { name: 'Nuevo artículo' }).getAttribute('href')).toBe('/es/articles/new')
  }, 60_000)

  it('asks for the required fields, and an event’s place and start, before sending anything', async () => {
    withArticles()
    const user = userEvent.setup()
    await renderApp('/es/articles/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevo artículo' }, long)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() =>
      expect(screen.getAllByRole('textbox', { name: /^Título/ })[0]?.getAttribute('aria-invalid')).toBe(
        'true',
      ),
    )
    expect(screen.getByRole('alert').textContent).toMatch(/Revisa los campos marcados/)

    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'EVENT')
    await user.type(screen.getAllByRole('textbox', { name: /^Título/ })[0] as HTMLElement, 'Cena anual')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Indica dónde es el evento.')).toBeTruthy()
    expect(screen.getByText('Un evento necesita fecha de inicio.')).toBeTruthy()
    expect(sent('POST', '/usr/admin/articles')).toHaveLength(0)
  }, 30_000)

  it('refuses to publish an image without its description, then publishes with it', async () => {
    const article = adminArticle({ image: '/files/articles/a1.webp' })
    withArticles(article)
    api.handlers['PATCH /usr/admin/articles/a1'] = (seen) =>
      json({ ...article, ...(seen.body as object), tags: [] })
    api.handlers['PUT /usr/admin/articles/a1/status'] = () =>
      json({ ...article, status: 'PUBLISHED', image_alt: 'Estands de la feria' })
    const user = userEvent.setup()
    await renderApp('/es/articles/a1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar artículo' }, long)).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Publicar ahora' }))
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    const alt = screen.getByRole('textbox', { name: /^Descripción de la imagen \(texto alternativo\)/ })
    await waitFor(() => expect(alt.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText(/Describe la imagen en español para publicar el artículo/)).toBeTruthy()
    expect(sent('PATCH', '/usr/admin/articles/a1')).toHaveLength(0)

    await user.type(alt, 'Estands de la feria')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(sent('PUT', '/usr/admin/articles/a1/status')).toHaveLength(1))
    expect(sent('PATCH', '/usr/admin/articles/a1')[0]?.body).toMatchObject({
      image_alt: 'Estands de la feria',
    })
    expect(sent('PUT', '/usr/admin/articles/a1/status')[0]?.body).toEqual({ status: 'PUBLISHED' })
  }, 30_000)

  it('schedules a publication at a future day and time, Madrid time', async () => {
    const article = adminArticle()
    withArticles(article)
    api.handlers['PATCH /usr/admin/articles/a1'] = () => json(article)
    api.handlers['PUT /usr/admin/articles/a1/status'] = (seen) =>
      json({ ...article, publish_at: (seen.body as { publish_at: string }).publish_at })
    const user = userEvent.setup()
    await renderApp('/es/articles/a1')
    await user.click(await screen.findByRole('radio', { name: 'Publicar en una fecha y hora' }, long))
    const when = screen.getByLabelText(/^Fecha y hora de publicación/) as HTMLInputElement
    // A moment already past is refused on its field.
    await user.type(when, '2020-01-10T10:00')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Elige una fecha y hora posteriores a ahora.')).toBeTruthy()
    expect(sent('PUT', '/usr/admin/articles/a1/status')).toHaveLength(0)

    const year = inDays(365).getUTCFullYear()
    await user.clear(when)
    await user.type(when, `${year}-07-15T09:30`)
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(sent('PUT', '/usr/admin/articles/a1/status')).toHaveLength(1))
    expect(sent('PUT', '/usr/admin/articles/a1/status')[0]?.body).toEqual({
      status: 'PUBLISHED',
      publish_at: `${year}-07-15T09:30:00+02:00`,
    })
  }, 30_000)
})
