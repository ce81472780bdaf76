import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CategoryFilter, FilterBar, SelectFilter, TextFilter, withFilters } from './filter-bar'
import { renderWithI18n } from './test-utils'

const tree = [
  {
    hash: 'sciences',
    title: 'Ciencias',
    level: 1,
    children: [
      { hash: 'physics', title: 'Grado en Física', level: 2, children: [] },
      { hash: 'chemistry', title: 'Grado en Química', level: 2, children: [] },
    ],
  },
]

type Search = { page: number; text?: string; status?: string; category?: string }

/** A list page in miniature: its search as the URL would hold it, and every search it was given. */
function Page({ onSearch }: { onSearch: (search: Search) => void }) {
  const [search, setSearch] = useState<Search>({ page: 4 })
  const change = (changes: Partial<Search>) => {
    const next = withFilters(search, changes)
    onSearch(next)
    setSearch(next)
  }
  return (
    <FilterBar
      label="Filtros"
      active={Boolean(search.text || search.status)}
      onClear={() => setSearch({ page: 1 })}
    >
      <TextFilter label="Buscar" value={search.text} onChange={(text) => change({ text })} />
      <SelectFilter
        label="Estado"
        allLabel="Todos"
        value={search.status}
        options={[{ value: 'CLOSED', label: 'Cerrada' }]}
        onChange={(status) => change({ status })}
      />
      <CategoryFilter
        label="Estudios"
        allLabel="Todos los estudios"
        tree={tree}
        value={search.category}
        onChange={(category) => change({ category })}
      />
    </FilterBar>
  )
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('withFilters', () => {
  it('goes back to page 1 and leaves out an emptied filter', () => {
    expect(withFilters({ page: 3, text: 'ana', status: 'CLOSED' }, { text: '' })).toEqual({
      page: 1,
      text: undefined,
      status: 'CLOSED',
    })
    expect(withFilters({ page: 2, tags: ['a'] }, { tags: [] })).toEqual({ page: 1, tags: undefined })
  })
})

describe('the filter bar', () => {
  it('gives the list a text after 500 ms of quiet, once, on page 1', () => {
    const searches: Search[] = []
    renderWithI18n(<Page onSearch={(s) => searches.push(s)} />)
    const box = screen.getByRole('searchbox', { name: 'Buscar' })
    fireEvent.change(box, { target: { value: 'ing' } })
    act(() => vi.advanceTimersByTime(300))
    fireEvent.change(box, { target: { value: 'ingeniera' } })
    act(() => vi.advanceTimersByTime(499))
    expect(searches).toEqual([])
    expect((box as HTMLInputElement).value).toBe('ingeniera')
    act(() => vi.advanceTimersByTime(1))
    expect(searches).toEqual([{ page: 1, text: 'ingeniera' }])
  })

  it('gives a choice after 250 ms, and Enter gives a text at once', () => {
    const searches: Search[] = []
    renderWithI18n(<Page onSearch={(s) => searches.push(s)} />)
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'CLOSED' } })
    act(() => vi.advanceTimersByTime(249))
    expect(searches).toEqual([])
    act(() => vi.advanceTimersByTime(1))
    expect(searches).toEqual([{ page: 1, status: 'CLOSED' }])
    const box = screen.getByRole('searchbox', { name: 'Buscar' })
    fireEvent.change(box, { target: { value: 'ana' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(searches.at(-1)).toEqual({ page: 1, status: 'CLOSED', text: 'ana' })
  })

  it('empties its controls when the filters are cleared', () => {
    renderWithI18n(<Page onSearch={() => undefined} />)
    const box = screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement
    fireEvent.change(box, { target: { value: 'ana' } })
    act(() => vi.advanceTimersByTime(500))
    fireEvent.click(screen.getByRole('button', { name: 'Borrar los filtros' }))
    expect(box.value).toBe('')
    expect(screen.queryByRole('button', { name: 'Borrar los filtros' })).toBeNull()
  })

  it('offers the studies tree as radios whose parents cannot be chosen', () => {
    const searches: Search[] = []
    renderWithI18n(<Page onSearch={(s) => searches.push(s)} />)
    const opener = screen.getByRole('button', { name: 'Estudios Todos los estudios' })
    expect(opener.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(opener)
    expect((screen.getByRole('radio', { name: 'Ciencias' }) as HTMLInputElement).disabled).toBe(true)
    expect((screen.getByRole('radio', { name: 'Todos los estudios' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'Grado en Química' }))
    act(() => vi.advanceTimersByTime(500))
    expect(searches).toEqual([{ page: 1, category: 'chemistry' }])
    const chosen = screen.getByRole('radio', { name: 'Grado en Química' })
    chosen.focus()
    fireEvent.keyDown(chosen, { key: 'Escape' })
    expect(screen.queryByRole('radio', { name: 'Grado en Química' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Estudios Grado en Química' })).toBe(document.activeElement)
  })
})
