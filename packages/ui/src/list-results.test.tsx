import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ListResults } from './list-results'
import { renderWithI18n } from './test-utils'

type Page = { items: { hash: string; name: string }[]; total: number; maxPages: number }

type Answer = () => Promise<Page>

/** A list page's results over a real Query client; each fetch takes the next of `answers` (the last stays). */
function Results({ answers }: { answers: Answer[] }) {
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
      skeletons={<li aria-label="cargando una persona" />}
      itemKey={(p) => p.hash}
      item={(p) => <span>{p.name}</span>}
      page={1}
      hrefFor={(page) => `/es/people?page=${page}`}
      pagesLabel="Páginas de personas"
    />
  )
}

function renderResults(answers: Answer[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <Results answers={[...answers]} />
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

  it('says so when nothing is found, without pages', async () => {
    renderResults([() => Promise.resolve({ items: [], total: 0, maxPages: 0 })])
    expect(await screen.findByText('No se han encontrado resultados con tu búsqueda.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('tells of a failure and tries again on request', async () => {
    renderResults([() => Promise.reject(new Error('503')), () => Promise.resolve(two)])
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('No se ha podido cargar la lista.')
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('Ana')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
