import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CookieConsent } from './consent'
import { getConsent, saveConsent } from './consent-store'
import { renderWithI18n } from './test-utils'

describe('CookieConsent', () => {
  it('shows while no choice is stored, links the cookie policy and ignores Esc and outside clicks', async () => {
    const user = userEvent.setup()
    renderWithI18n(<CookieConsent policyHref="/es/info/cookies" onAccepted={() => undefined} />)
    const dialog = screen.getByRole('dialog', { name: 'Tu privacidad' })
    expect(screen.getByRole('link', { name: 'política de cookies' })).toHaveProperty(
      'href',
      'http://localhost:3000/es/info/cookies',
    )
    await user.keyboard('{Escape}')
    expect(dialog.isConnected).toBe(true)
    await user.click(document.body)
    expect(screen.getByRole('dialog')).toBe(dialog)
  })

  it('Accept stores GDPR=accepted and reloads', async () => {
    const user = userEvent.setup()
    const reload = vi.fn()
    renderWithI18n(<CookieConsent policyHref="/es/info/cookies" onAccepted={reload} />)
    await user.click(screen.getByRole('button', { name: 'Aceptar' }))
    expect(document.cookie).toContain('GDPR=accepted')
    expect(getConsent()).toBe('accepted')
    expect(reload).toHaveBeenCalledOnce()
  })

  it('Decline stores rejected and closes', async () => {
    const user = userEvent.setup()
    renderWithI18n(<CookieConsent policyHref="/es/info/cookies" onAccepted={() => undefined} />)
    await user.click(screen.getByRole('button', { name: 'Rechazar' }))
    expect(getConsent()).toBe('rejected')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('stays hidden once a choice is stored', () => {
    saveConsent('rejected')
    renderWithI18n(<CookieConsent policyHref="/es/info/cookies" />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('CookieConsent drawn on the server', () => {
  it('paints with the page, its buttons saying they do not work until the app runs', async () => {
    const { renderToString } = await import('react-dom/server')
    const { I18nProvider } = await import('@lingui/react')
    const { i18n } = await import('@lingui/core')
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <CookieConsent policyHref="/es/info/cookies" cookies="" />
      </I18nProvider>,
    )
    expect(html).toContain('<dialog')
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(2)
  })

  it('is not drawn when the request carries a choice', async () => {
    const { renderToString } = await import('react-dom/server')
    expect(renderToString(<CookieConsent policyHref="/es/info/cookies" cookies="GDPR=rejected" />)).toBe('')
  })
})

describe('CookieConsent, keyboard and weight', () => {
  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup()
    renderWithI18n(
      <>
        <a href="#main">Saltar al contenido</a>
        <CookieConsent policyHref="/es/info/cookies" onAccepted={() => undefined} />
      </>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Tu privacidad' })
    const policy = screen.getByRole('link', { name: 'política de cookies' })
    const reject = screen.getByRole('button', { name: 'Rechazar' })
    const accept = screen.getByRole('button', { name: 'Aceptar' })
    dialog.focus()
    await user.tab()
    expect(document.activeElement).toBe(policy)
    await user.tab()
    expect(document.activeElement).toBe(reject)
    await user.tab()
    expect(document.activeElement).toBe(accept)
    // Past the last button: back to the first link, not the page's skip link.
    await user.tab()
    expect(document.activeElement).toBe(policy)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(accept)
  })

  it('gives Accept and Reject the same weight', () => {
    renderWithI18n(<CookieConsent policyHref="/es/info/cookies" onAccepted={() => undefined} />)
    const reject = screen.getByRole('button', { name: 'Rechazar' })
    const accept = screen.getByRole('button', { name: 'Aceptar' })
    expect(reject.className).toBe(accept.className)
  })
})
