import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LanguageSwitcher } from './language-switcher'
import { renderWithI18n } from './test-utils'

describe('LanguageSwitcher', () => {
  it('links to the same page in each other language, translating localized segments', () => {
    renderWithI18n(<LanguageSwitcher locale="es" path="/es/comunidad/abc?page=2" />)
    const link = screen.getByRole('link', { name: 'English' })
    expect(link.getAttribute('href')).toBe('/en/community/abc?page=2')
    const catalan = screen.getByRole('link', { name: 'Català' })
    expect(catalan.getAttribute('href')).toBe('/ca/comunitat/abc?page=2')
    expect(catalan.querySelector('[lang="ca"]')).not.toBeNull()
  })

  it('offers only the languages the portal offers, and nothing when it offers one', () => {
    const { unmount } = renderWithI18n(
      <LanguageSwitcher locale="es" path="/es/empleo/abc" locales={['es', 'en']} />,
    )
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['English'])
    unmount()
    renderWithI18n(<LanguageSwitcher locale="es" path="/es/empleo/abc" locales={['es']} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('keeps ordinary pages and remembers the choice', async () => {
    renderWithI18n(<LanguageSwitcher locale="en" path="/en/info/privacy" />)
    const link = screen.getByRole('link', { name: 'Español' })
    expect(link.getAttribute('href')).toBe('/es/info/privacy')
    link.addEventListener('click', (e) => e.preventDefault())
    await userEvent.click(link)
    expect(document.cookie).toContain('i18n_redirected=es')
  })

  it('goes straight to the page’s own address in the other language where the page gives one (an article’s slug)', () => {
    renderWithI18n(
      <LanguageSwitcher
        locale="es"
        path="/es/news/feria-de-empleo"
        alternates={{ es: '/es/news/feria-de-empleo', en: '/en/news/job-fair' }}
      />,
    )
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/news/job-fair')
  })
})
