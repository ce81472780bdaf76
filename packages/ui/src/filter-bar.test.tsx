import type { CategoryNode } from '@egresa/api-contract/reference'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CategoryFilter, FILTER_DELAY, FilterBar, SelectFilter, TextFilter } from './filter-bar'
import { renderWithI18n } from './test-utils'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const tree: CategoryNode[] = [
  {
    hash: 'sciences',
    title: 'Ciencias',
    level: 1,
    children: [
      { hash: 'physics', title: 'Grado en Física', level: 2, children: [] },
      { hash: 'maths', title: 'Grado en Matemáticas', level: 2, children: [] },
    ],
  },
  { hash: 'law', title: 'Derecho', level: 1, children: [] },
]

describe('TextFilter', () => {
  it('hands the text on once, 500 ms after the last key', () => {
    const onChange = vi.fn()
    renderWithI18n(<TextFilter id="text" label="Buscar" value="" onChange={onChange} />)
    const input = screen.getByLabelText('Buscar')
    fireEvent.change(input, { target: { value: 'a' } })
    act(() => vi.advanceTimersByTime(400))
    fireEvent.change(input, { target: { value: 'ana' } })
    act(() => vi.advanceTimersByTime(FILTER_DELAY.typing - 1))
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onChange.mock.calls).toEqual([['ana']])
  })

  it('applies at once on Enter, and only once', () => {
    const onChange = vi.fn()
    renderWithI18n(<TextFilter id="text" label="Buscar" value="" onChange={onChange} />)
    const input = screen.getByLabelText('Buscar')
    fireEvent.change(input, { target: { value: 'ana' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChange.mock.calls).toEqual([['ana']])
    act(() => vi.advanceTimersByTime(1000))
    expect(onChange).toHaveBeenCalledOnce()
  })

  it('keeps what is being typed when the URL gives it back trimmed, and takes a new value from outside', () => {
    const onChange = vi.fn()
    const { rerender } = renderWithI18n(<TextFilter id="text" label="Buscar" value="" onChange={onChange} />)
    const input = screen.getByLabelText<HTMLInputElement>('Buscar')
    fireEvent.change(input, { target: { value: 'ana ' } })
    act(() => vi.advanceTimersByTime(FILTER_DELAY.typing))
    rerender(<TextFilter id="text" label="Buscar" value="ana" onChange={onChange} />)
    expect(input.value).toBe('ana ')
    rerender(<TextFilter id="text" label="Buscar" value="" onChange={onChange} />)
    expect(input.value).toBe('')
  })

  it('drops a pending change when the value is replaced from outside', () => {
    const onChange = vi.fn()
    const { rerender } = renderWithI18n(<TextFilter id="text" label="Buscar" value="x" onChange={onChange} />)
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'xy' } })
    rerender(<TextFilter id="text" label="Buscar" value="" onChange={onChange} />)
    act(() => vi.advanceTimersByTime(1000))
    expect(onChange).not.toHaveBeenCalled()
  })
})

describe('SelectFilter', () => {
  it('offers "any" first and hands a choice on after 250 ms', () => {
    const onChange = vi.fn()
    renderWithI18n(
      <SelectFilter
        id="contract"
        label="Contrato"
        value=""
        onChange={onChange}
        anyLabel="Todos"
        options={[
          { value: 'INDEFINITE', label: 'Indefinido' },
          { value: 'TEMPORAL', label: 'Temporal' },
        ]}
      />,
    )
    const select = screen.getByLabelText<HTMLSelectElement>('Contrato')
    expect([...select.options].map((o) => o.textContent)).toEqual(['Todos', 'Indefinido', 'Temporal'])
    fireEvent.change(select, { target: { value: 'TEMPORAL' } })
    act(() => vi.advanceTimersByTime(FILTER_DELAY.choice - 1))
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onChange.mock.calls).toEqual([['TEMPORAL']])
  })
})

describe('CategoryFilter', () => {
  it('is a tree of radio buttons whose parents with children cannot be chosen', () => {
    const onChange = vi.fn()
    renderWithI18n(
      <CategoryFilter
        id="category"
        label="Categoría"
        value=""
        onChange={onChange}
        tree={tree}
        anyLabel="Todas"
      />,
    )
    const toggle = screen.getByRole('button', { name: 'Categoría Todas' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    const group = screen.getByRole('group', { name: 'Categoría' })
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((r) => [r.labels?.[0]?.textContent, r.disabled, r.checked])).toEqual([
      ['Todas', false, true],
      ['Ciencias', true, false],
      ['Grado en Física', false, false],
      ['Grado en Matemáticas', false, false],
      ['Derecho', false, false],
    ])
    fireEvent.click(within(group).getByLabelText('Grado en Física'))
    expect(screen.getByRole('button', { name: 'Categoría Grado en Física' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(FILTER_DELAY.typing))
    expect(onChange.mock.calls).toEqual([['physics']])
  })
})

describe('FilterBar', () => {
  it('is a search landmark that offers to clear the filters only when some are in use', () => {
    const onClear = vi.fn()
    const { rerender } = renderWithI18n(
      <FilterBar label="Filtros de las ofertas" active={0} onClear={onClear}>
        <span>filtros</span>
      </FilterBar>,
    )
    // A <search> element (the search landmark in browsers; jsdom does not map its role).
    expect(document.querySelector('search')?.getAttribute('aria-label')).toBe('Filtros de las ofertas')
    expect(screen.queryByRole('button', { name: 'Borrar los filtros' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Filtros' }).getAttribute('aria-expanded')).toBe('false')
    rerender(
      <FilterBar label="Filtros de las ofertas" active={2} onClear={onClear}>
        <span>filtros</span>
      </FilterBar>,
    )
    expect(screen.getByRole('button', { name: 'Filtros (2 en uso)' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Borrar los filtros' }))
    expect(onClear).toHaveBeenCalledOnce()
  })
})
