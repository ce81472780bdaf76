import { createApiClient } from '@egresa/api-client/client'
import { defaultSiteConfig } from '@egresa/api-contract/site-config'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Fragment } from 'react'
import { describe, expect, it } from 'vitest'
import { ShellProvider } from './app/shell'
import { Footer, Header } from './layout'
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

describe('a menu with groups (the office’s)', () => {
  it('opens a group’s pages from its button and marks the open page', async () => {
    const user = userEvent.setup()
    renderWithI18n(
      <Header
        locale="es"
        path="/es/pages/privacy"
        homeHref="/es"
        loginHref="/es/login"
        menu={[
          { href: '/es', label: 'Pendientes' },
          {
            label: 'Contenido',
            items: [
              { href: '/es/articles', label: 'Noticias y eventos' },
              { href: '/es/pages', label: 'Páginas' },
            ],
          },
        ]}
        user={null}
        userMenu={[]}
      />,
    )
    const group = screen.getByRole('button', { name: 'Contenido' })
    await user.click(group)
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent)
    expect(items).toEqual(['Noticias y eventos', 'Páginas'])
    // On a phone the same pages are links under the group's name; the open one is the current page.
    const current = screen.getAllByRole('link', { current: 'page' })
    expect(current.map((link) => link.textContent)).toEqual(['Páginas'])
  })
})

describe('the toasts', () => {
  it('name their region in the page’s language', () => {
    renderWithI18n(<Toaster />)
    expect(screen.getByRole('region', { name: 'Notificaciones (Alt+T)' })).toBeTruthy()
  })
})

/** The footer's links to the legal pages. */
const pages = {
  privacyHref: '/es/info/privacy',
  cookiesHref: '/es/info/cookies',
  conditionsHref: '/es/info/conditions',
  legalNoticeHref: '/es/info/legal-notice',
  accessibilityHref: '/es/info/accessibility',
}

describe('the footer', () => {
  it('links no store when the university gave none', () => {
    renderWithI18n(<Footer {...pages} appStoreUrl={null} />)
    expect(screen.queryByRole('list', { name: 'Aplicación móvil' })).toBeNull()
    expect(screen.queryByRole('link', { name: /App Store|Google Play/ })).toBeNull()
  })

  it('links the store it was given, in a new tab that it announces', () => {
    renderWithI18n(
      <Footer {...pages} playStoreUrl="https://play.google.com/store/apps/details?id=es.uni.egresa" />,
    )
    const play = screen.getByRole('link', {
      name: 'Disponible en Google Play (se abre en una pestaña nueva)',
    })
    expect(play.getAttribute('href')).toBe('https://play.google.com/store/apps/details?id=es.uni.egresa')
    expect(play.getAttribute('target')).toBe('_blank')
    expect(play.getAttribute('rel')).toBe('noopener noreferrer')
    expect(play.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('link', { name: /App Store/ })).toBeNull()
  })
})

describe('the portal’s name, as the server configured it', () => {
  const site = { ...defaultSiteConfig, name: 'Alumni UV' }
  const shell = {
    SiteLayout: Fragment,
    home: '/$locale' as const,
    api: createApiClient({ locale: () => 'es' }),
    site,
  }

  it('names the home link and the footer’s line after the university’s portal', () => {
    renderWithI18n(
      <ShellProvider shell={shell}>
        <Header
          locale="es"
          path="/es"
          homeHref="/es"
          loginHref="/es/login"
          menu={[]}
          user={null}
          userMenu={[]}
        />
        <Footer {...pages} />
      </ShellProvider>,
    )
    expect(screen.getByRole('link', { name: 'Alumni UV, inicio' })).toBeTruthy()
    expect(
      screen.getByText('Alumni UV: red de antiguos alumnos y bolsa de empleo de la universidad.'),
    ).toBeTruthy()
  })
})
