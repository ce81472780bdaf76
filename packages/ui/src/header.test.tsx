import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Header } from './layout'
import { renderWithI18n } from './test-utils'
import { Toaster } from './toaster'

const menu = [
  { href: '/es/news', label: 'Artículos' },
  { href: '/es/empleo', label: 'Empleo' },
]

describe('the header on a phone', () => {
  it('closes the open main menu with Esc and puts the focus back on its button', async () => {
    const user = userEvent.setup()
    renderWithI18n(
      <Header
        locale="es"
        path="/es"
        homeHref="/es"
        loginHref="/es/login"
        menu={menu}
        user={null}
        userMenu={[]}
      />,
    )
    const button = screen.getByRole('button', { name: 'Menú' })
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    // The focus on one of its links, as after tabbing into the menu.
    screen.getByRole('link', { name: 'Empleo' }).focus()
    await user.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })
})

describe('the toasts', () => {
  it('name their region in the page’s language', () => {
    renderWithI18n(<Toaster />)
    expect(screen.getByRole('region', { name: 'Notificaciones (Alt+T)' })).toBeTruthy()
  })
})
