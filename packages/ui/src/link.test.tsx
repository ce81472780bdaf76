import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Link } from './link'
import { LinkRouterProvider } from './router-provider'
import { renderWithI18n } from './test-utils'

describe('Link', () => {
  it('navigates inside the app on a plain click, and leaves new tabs and other sites to the browser', () => {
    const navigate = vi.fn()
    renderWithI18n(
      <LinkRouterProvider navigate={navigate}>
        <Link href="/es/news">Noticias</Link>
        <Link href="https://apps.apple.com/">App Store</Link>
      </LinkRouterProvider>,
    )
    const inside = screen.getByRole('link', { name: 'Noticias' })
    expect(fireEvent.click(inside)).toBe(false)
    expect(navigate).toHaveBeenCalledWith('/es/news')
    navigate.mockClear()
    expect(fireEvent.click(inside, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(screen.getByRole('link', { name: 'App Store' }))).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  })
})
