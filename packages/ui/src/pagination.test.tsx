import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Pagination, pageWindow } from './pagination'
import { LinkRouterProvider } from './router-provider'
import { renderWithI18n } from './test-utils'

const hrefFor = (page: number) => (page > 1 ? `/es/news?page=${page}` : '/es/news')

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    const { container } = renderWithI18n(<Pagination page={1} maxPages={1} hrefFor={hrefFor} />)
    expect(container.innerHTML).toBe('')
  })

  it('links each page by its address, marks the current one and offers the previous and next', () => {
    renderWithI18n(<Pagination page={2} maxPages={3} hrefFor={hrefFor} label="Páginas de artículos" />)
    const nav = screen.getByRole('navigation', { name: 'Páginas de artículos' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['‹Anterior', '/es/news'],
      ['1', '/es/news'],
      ['2', '/es/news?page=2'],
      ['3', '/es/news?page=3'],
      ['Siguiente›', '/es/news?page=3'],
    ])
    expect(within(nav).getByRole('link', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Página 1' }).getAttribute('aria-current')).toBeNull()
  })

  it('has no previous link on the first page nor next link on the last', () => {
    const { rerender } = renderWithI18n(<Pagination page={1} maxPages={2} hrefFor={hrefFor} />)
    const nav = screen.getByRole('navigation', { name: 'Paginación' })
    expect(within(nav).queryByRole('link', { name: /Anterior/ })).toBeNull()
    expect(within(nav).getByRole('link', { name: /Siguiente/ })).toBeTruthy()
    rerender(<Pagination page={2} maxPages={2} hrefFor={hrefFor} />)
    expect(within(nav).getByRole('link', { name: /Anterior/ })).toBeTruthy()
    expect(within(nav).queryByRole('link', { name: /Siguiente/ })).toBeNull()
  })

  it('moves to another page through the app’s router', () => {
    const navigate = vi.fn()
    renderWithI18n(
      <LinkRouterProvider navigate={navigate}>
        <Pagination page={1} maxPages={3} hrefFor={hrefFor} />
      </LinkRouterProvider>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Página 3' }))
    expect(navigate).toHaveBeenCalledWith('/es/news?page=3')
  })

  it('shows the first, the last and two pages either side of the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 'gap', 5])
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20])
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20])
  })
})
