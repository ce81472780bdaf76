import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MenuButton } from './menu-button'
import { LinkRouterProvider } from './router-provider'
import { renderWithI18n } from './test-utils'

const items = [
  { href: '/es/user/profile', label: 'Mi perfil' },
  { href: '/es/user/articles/saved', label: 'Artículos guardados' },
  { href: '/es/user/logout', label: 'Cerrar sesión' },
]

describe('MenuButton', () => {
  it('opens with the keyboard, moves with the arrows and closes with Esc back on the button', async () => {
    const user = userEvent.setup()
    renderWithI18n(
      <MenuButton label="Menú de usuario" items={items} header={<span>Nº de socio: 42</span>}>
        <span className="sr-only">Menú de usuario: </span>ana@uni.es
      </MenuButton>,
    )
    const button = screen.getByRole('button', { name: 'Menú de usuario: ana@uni.es' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
    button.focus()
    await user.keyboard('{ArrowDown}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('menu', { name: 'Menú de usuario' })).toBeTruthy()
    expect(screen.getByText('Nº de socio: 42')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Mi perfil' }))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Artículos guardados' }))
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Cerrar sesión' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('closes on a click outside, and an item navigates through the app router', async () => {
    const user = userEvent.setup()
    const navigate = vi.fn()
    renderWithI18n(
      <LinkRouterProvider navigate={navigate}>
        <p>fuera</p>
        <MenuButton label="Menú de usuario" items={items}>
          <span className="sr-only">Menú de usuario: </span>ana@uni.es
        </MenuButton>
      </LinkRouterProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Menú de usuario: ana@uni.es' }))
    expect(screen.getByRole('menu')).toBeTruthy()
    await user.click(screen.getByText('fuera'))
    expect(screen.queryByRole('menu')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Menú de usuario: ana@uni.es' }))
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }))
    expect(navigate).toHaveBeenCalledWith('/es/user/logout')
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
