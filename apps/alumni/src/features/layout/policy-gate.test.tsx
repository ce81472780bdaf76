import { cookieSessionStore } from '@egresa/api-client/session'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// A policy changed since the person accepted it (docs/privacy.md, "Consent records"): every page of the app
// asks for it first, in a dialog only accepting or signing out closes; its own page is read without it.

const slow = { timeout: 10_000 }
const api = apiServerForTests()
beforeEach(() => {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role: 'alumniFreemium', permissions: ['app.init'] }),
    'GET /usr/users/me': () => json({ ...member, policies_to_accept: ['privacy'] }),
    'POST /usr/users/consents': () => ({ status: 204, body: null }),
    'GET /usr/workExperiences': () => json({ items: [], total: 0, maxPages: 0 }),
    'GET /usr/projects': () => json({ items: [], total: 0, maxPages: 0 }),
    'GET /usr/users/cv/views': () => json({ items: [], total: 0, maxPages: 0 }),
    'GET /api/countries': () => json([]),
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

describe('a changed policy', () => {
  it('is asked for before going on, and accepting it records the consent and closes the dialog', async () => {
    const user = userEvent.setup()
    await renderApp('/es/user/profile')
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Hemos actualizado nuestros textos legales' },
      slow,
    )
    expect(within(dialog).getByText(/Léela y acéptala para seguir usando el portal/)).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'la política de privacidad' }).getAttribute('href')).toBe(
      '/es/info/privacy',
    )
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar y seguir' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow)
    const sent = api.seen.filter((r) => r.method === 'POST' && r.path === '/usr/users/consents')
    expect(sent.map((r) => r.body)).toEqual([{ kind: 'privacy', granted: true }])
  })

  it('in English too', async () => {
    await renderApp('/en/user/profile')
    const dialog = await screen.findByRole('alertdialog', { name: 'We have updated our legal texts' }, slow)
    expect(within(dialog).getByRole('button', { name: 'Accept and continue' })).toBeTruthy()
  })
})
