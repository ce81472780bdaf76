import { apiServerForTests, json, type Reply } from '@egresa/ui/app/test-api-server'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '../../test/app'

// The news list in the whole app, against a real HTTP server on loopback that plays the API: what the
// filters do to the address and to the request, paging and the empty list.

const slow = { timeout: 10_000 }

function teaser(n: number) {
  return {
    id: `h${n}`,
    hash: `h${n}`,
    slug: `noticia-${n}`,
    slugs: { es: `noticia-${n}`, en: null },
    language: 'es',
    type: n % 2 ? 'NEWS' : 'EVENT',
    status: 'PUBLISHED',
    title: `Noticia número ${n}`,
    summary: 'Un resumen.',
    image: null,
    tags: [],
    date: '2024-05-14T16:00:00.000Z',
    published_at: '2024-05-01T10:00:00.000Z',
    place: n % 2 ? null : 'Aula Magna',
    starts_at: n % 2 ? null : '2024-05-14T16:00:00.000Z',
    ends_at: null,
    subscribable: false,
    saved: false,
    subscribed: false,
  }
}
const page = (count: number, total: number) => ({
  items: Array.from({ length: count }, (_, i) => teaser(i + 1)),
  total,
  maxPages: Math.ceil(total / 9),
  years: [2027, 2026, 2025, 2024],
})
const articleTags = [
  { hash: 'a1', title: 'Empleo', type: 'ARTICLE', group: null },
  { hash: 'b2', title: 'Cultura', type: 'ARTICLE', group: null },
]

let list: () => Reply
const api = apiServerForTests()
beforeEach(() => {
  list = () => json(page(9, 30))
  api.handlers = {
    'GET /api/init': () => json({ role: 'guest', permissions: ['app.init', 'articles.read'] }),
    'GET /api/tags': () => json(articleTags),
    'GET /api/articles': () => list(),
  }
})

const listRequests = () => api.seen.filter((s) => s.path === '/api/articles').map((s) => s.query)

async function openNews(path: string) {
  const router = await renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Noticias y eventos' }, slow)
  await screen.findByRole('link', { name: 'Noticia número 9' }, slow)
  return router
}

describe('the news filters', () => {
  it('put the text in the address after the pause, keep the other filters and go back to page 1', async () => {
    const user = userEvent.setup()
    const router = await openNews('/es/news?page=2&type=EVENT')
    expect(listRequests()).toEqual([{ page: '2', size: '9', type: 'EVENT' }])
    await user.type(screen.getByLabelText('Buscar'), 'feria')
    await waitFor(() => expect(router.history.location.search).toBe('?type=EVENT&text=feria'), slow)
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({ page: '1', size: '9', type: 'EVENT', text: 'feria' }),
    )
    // One request for the whole word, not one per letter.
    expect(listRequests()).toHaveLength(2)
  })

  it('take a month and a year from the lists, and clearing them empties the address', async () => {
    const user = userEvent.setup()
    const router = await openNews('/es/news?page=3')
    await user.selectOptions(screen.getByLabelText('Mes'), '5')
    await user.selectOptions(screen.getByLabelText('Año'), '2024')
    await waitFor(() => expect(router.history.location.search).toBe('?month=5&year=2024'), slow)
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({ page: '1', size: '9', month: '5', year: '2024' }),
    )
    await user.click(screen.getByRole('button', { name: 'Borrar los filtros' }))
    await waitFor(() => expect(router.history.location.search).toBe(''), slow)
    expect(screen.getByLabelText<HTMLSelectElement>('Mes').value).toBe('')
  })

  it('offer the years the articles have, and keep a year of the address that none has', async () => {
    await openNews('/es/news?year=2019')
    const year = screen.getByLabelText<HTMLSelectElement>('Año')
    // The answer's years, newest first, with the address's 2019 in its place, chosen.
    expect([...year.options].map((o) => o.text)).toEqual(['Todos', '2027', '2026', '2025', '2024', '2019'])
    expect(year.value).toBe('2019')
    expect(listRequests().at(-1)).toEqual({ page: '1', size: '9', year: '2019' })
  })

  it('send the checked tags comma-separated, and read them back from the address', async () => {
    const user = userEvent.setup()
    const router = await openNews('/es/news')
    await user.click(screen.getByRole('button', { name: 'Etiquetas Todas las etiquetas' }))
    await user.click(screen.getByLabelText('Empleo'))
    await user.click(screen.getByLabelText('Cultura'))
    await waitFor(
      () =>
        expect(router.history.location.search).toBe(
          `?tags=${encodeURIComponent(JSON.stringify(['a1', 'b2']))}`,
        ),
      slow,
    )
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: '1', size: '9', tags: 'a1,b2' }))
    expect(screen.getByRole('button', { name: 'Etiquetas 2 seleccionadas' })).toBeTruthy()
    // The address read again (a reload, a shared link) has the same two tags.
    await router.history.push(`/es/news?tags=${encodeURIComponent(JSON.stringify(['b2']))}`)
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: '1', size: '9', tags: 'b2' }))
  })
})

describe('the news list', () => {
  it('shows 9 a page with page links, and an event with its start and place', async () => {
    await openNews('/es/news')
    expect(screen.getByText('30 resultados')).toBeTruthy()
    const pages = screen.getByRole('navigation', { name: 'Páginas de artículos' })
    expect(pages.querySelector('a[aria-label="Página 2"]')?.getAttribute('href')).toBe('/es/news?page=2')
    expect(screen.getAllByText(/Aula Magna/).length).toBeGreaterThan(0)
  })

  it('says «more than» when a search holds only the first thousand matches', async () => {
    list = () => json({ ...page(9, 1000), more: true })
    await openNews('/es/news?text=empleo')
    expect(screen.getByText('Más de 1000 resultados')).toBeTruthy()
  })

  it('says when nothing was found, without page links', async () => {
    list = () => json({ items: [], total: 0, maxPages: 0 })
    await renderApp('/es/news?text=nada')
    await screen.findByText('Ningún resultado coincide con estos filtros.', undefined, slow)
    expect(screen.queryByRole('navigation', { name: 'Páginas de artículos' })).toBeNull()
  })
})

describe('an article without English on the English pages', () => {
  it('is marked «In Spanish», its title and summary in lang="es"', async () => {
    await renderApp('/en/news')
    const title = await screen.findByRole('heading', { name: 'Noticia número 1' }, slow)
    expect(title.getAttribute('lang')).toBe('es')
    expect(screen.getAllByText('In Spanish')).toHaveLength(9)
  })

  it('is not marked on the Spanish pages', async () => {
    await openNews('/es/news')
    expect(screen.queryByText('En español')).toBeNull()
  })
})

describe('an article in two languages', () => {
  const article = (language: 'es' | 'en') => ({
    ...teaser(1),
    slug: language === 'es' ? 'feria-de-empleo' : 'job-fair',
    slugs: { es: 'feria-de-empleo', en: 'job-fair' },
    language,
    title: language === 'es' ? 'Feria de empleo' : 'Job fair',
    text: '<p>…</p>',
    subscription: null,
  })

  it('switches language straight to the other language’s slug, asking for nothing that is not there', async () => {
    const user = userEvent.setup()
    api.handlers['GET /api/articles/feria-de-empleo'] = () => json(article('es'))
    api.handlers['GET /api/articles/job-fair'] = () => json(article('en'))
    const router = await renderApp('/es/news/feria-de-empleo')
    await screen.findByRole('heading', { level: 1, name: 'Feria de empleo' }, slow)
    const english = screen.getByRole('link', { name: 'English' })
    expect(english.getAttribute('href')).toBe('/en/news/job-fair')
    await user.click(english)
    await screen.findByRole('heading', { level: 1, name: 'Job fair' }, slow)
    expect(router.state.location.pathname).toBe('/en/news/job-fair')
    // Before, the switcher kept the Spanish slug: a 404 in English, then a redirect.
    const asked = api.seen.filter((s) => s.path.startsWith('/api/articles/'))
    expect(asked.map((s) => `${s.locale} ${s.path}`)).toEqual([
      'es /api/articles/feria-de-empleo',
      'en /api/articles/job-fair',
    ])
  })
  it('on a Catalan page reads the Spanish article at its Spanish slug, and links Catalan there from the others', async () => {
    // The API answers Catalan in Spanish, or (a server that knows Catalan but no Catalan article) with a 404.
    for (const catalan of [() => json(article('es')), () => json({ message: 'No existe' }, 404)]) {
      api.handlers['GET /api/articles/feria-de-empleo'] = (seen) =>
        seen.locale === 'ca' ? catalan() : json(article('es'))
      api.handlers['GET /api/articles/job-fair'] = () => json(article('en'))
      const router = await renderApp('/ca/news/feria-de-empleo')
      await screen.findByRole('heading', { level: 1, name: 'Feria de empleo' }, slow)
      expect(router.state.location.pathname).toBe('/ca/news/feria-de-empleo')
      expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/news/job-fair')
      api.seen.length = 0
    }
    await renderApp('/en/news/job-fair')
    await screen.findByRole('heading', { level: 1, name: 'Job fair' }, slow)
    expect(screen.getByRole('link', { name: 'Català' }).getAttribute('href')).toBe('/ca/news/feria-de-empleo')
  })
})
