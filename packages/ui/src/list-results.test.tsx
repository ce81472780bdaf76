import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ListResults } from './list-results'
import { renderWithI18n } from './test-utils'

type Page = { items: { hash: string; name: string }[]; total: number; maxPages: number; more?: boolean }

type Answer = () => Promise<Page>

/** A list page's results over a real Query client; each fetch takes the next of `answers` (the last stays). */
function Results({
  answers,
  page = 1,
  filtered = false,
  onClearFilters,
}: {
  answers: Answer[]
  page?: number
  filtered?: boolean
  onClearFilters?: () => void
}) {
  const list = useQuery({
    queryKey: ['people'],
    queryFn: () => {
      const answer = answers.length > 1 ? answers.shift() : answers[0]
      if (!answer) throw new Error('no answer given')
      return answer()
    },
  })
  return (
    <ListResults
      list={list}
      id="people-results"
      error="No se ha podido cargar la lista."
      filtered={filtered}
      onClearFilters={onClearFilters}
      empty={<p>Aún no hay nadie. Invita a alguien.</p>}
      skeletons={<li aria-label="cargando una persona" />}
      itemKey={(p) => p.hash}
      item={(p) => <span>{p.name}</span>}
      page={page}
      hrefFor={(page) => `/es/people?page=${page}`}
      pagesLabel="Páginas de personas"
    />
  )
}

function renderResults(answers: Answer[], props: Omit<Parameters<typeof Results>[0], 'answers'> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <Results answers={[...answers]} {...props} />
    </QueryClientProvider>,
  )
}

const two: Page = {
  items: [
    { hash: 'a', name: 'Ana' },
    { hash: 'b', name: 'Bea' },
  ],
  total: 12,
  maxPages: 2,
}

describe('ListResults', () => {
  it('stands in while loading, then shows the count, the items and the pages', async () => {
    renderResults([() => Promise.resolve(two)])
    const section = screen.getByRole('region', { name: 'Resultados' })
    expect(section.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Cargando…')
    expect(screen.getByLabelText('cargando una persona')).toBeTruthy()
    expect(await screen.findByText('Ana')).toBeTruthy()
    expect(screen.getByText('Bea')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('12 resultados')
    expect(section.getAttribute('aria-busy')).toBe('false')
    const pages = screen.getByRole('navigation', { name: 'Páginas de personas' })
    expect(within(pages).getByRole('link', { name: 'Página 2' }).getAttribute('href')).toBe(
      '/es/people?page=2',
    )
  })

  it('a list that counts only so far says "more than" its count', async () => {
    renderResults([() => Promise.resolve({ ...two, total: 10_000, maxPages: 200, more: true })])
    await screen.findByText('Ana')
    expect(screen.getByRole('status').textContent).toBe('Más de 10.000 resultados')
  })

  it('an empty list with filters says nothing matches them, with a button to clear them, and no count', async () => {
    const onClearFilters = vi.fn()
    renderResults([() => Promise.resolve({ items: [], total: 0, maxPages: 0 })], {
      filtered: true,
      onClearFilters,
    })
    const message = await screen.findByText('Ningún resultado coincide con estos filtros.')
    const status = screen.getByRole('status')
    expect(status.contains(message)).toBe(true)
    expect(screen.queryByText(/resultados/)).toBeNull()
    expect(screen.queryByText(/búsqueda/)).toBeNull()
    expect(screen.queryByText('Aún no hay nadie. Invita a alguien.')).toBeNull()
    fireEvent.click(within(status).getByRole('button', { name: 'Borrar los filtros' }))
    expect(onClearFilters).toHaveBeenCalledOnce()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('an empty list without filters says there is nothing yet in the page\'s words, not "your search"', async () => {
    renderResults([() => Promise.resolve({ items: [], total: 0, maxPages: 0 })])
    expect(await screen.findByText('Aún no hay nadie. Invita a alguien.')).toBeTruthy()
    expect(screen.queryByText(/coincide|búsqueda|resultados/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Borrar los filtros' })).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('a page past the last says so and links to the last page, without the count', async () => {
    renderResults([() => Promise.resolve({ items: [], total: 1820, maxPages: 91 })], { page: 9999 })
    const status = await screen.findByText(/La página 9999 no existe/)
    expect(status.textContent).toBe('La página 9999 no existe. Esta lista tiene 91 páginas.')
    expect(screen.getByRole('link', { name: 'Ir a la última página' }).getAttribute('href')).toBe(
      '/es/people?page=91',
    )
    expect(screen.queryByText(/1820|coincide|búsqueda/)).toBeNull()
  })

  it('tells of a failure and tries again on request', async () => {
    renderResults([() => Promise.reject(new Error('503')), () => Promise.resolve(two)])
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('No se ha podido cargar la lista.')
    // No count above a list that did not load ("0 resultados" would not be true).
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByText(/resultados/)).toBeNull()
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('Ana')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
