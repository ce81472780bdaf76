import { cookieSessionStore } from '@egresa/api-client/session'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// The profile form's labels, in the whole app against a server on loopback that plays the API: no two
// things on the form share a name (the postal address and the career tag "Dirección" did).

const emptyList = { items: [], total: 0, maxPages: 0 }
const slow = { timeout: 10_000 }

const api = apiServerForTests()
beforeEach(() => {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role: 'alumniFreemium', permissions: ['app.init'] }),
    'GET /usr/users/me': () => json(member),
    'GET /api/categories/tree': () => json([]),
    'GET /api/countries': () => json([{ hash: 'es', code: 'ES', name: 'España', num_users: 3 }]),
    // The reference data's career tag "Dirección" (Management), in the request's language.
    'GET /api/tags': () =>
      json([
        {
          hash: 'm1',
          title: api.seen.at(-1)?.locale === 'en' ? 'Management' : 'Dirección',
          type: 'USER',
          group: 'career',
        },
      ]),
    'GET /usr/workExperiences': () => json(emptyList),
    'GET /usr/projects': () => json(emptyList),
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

/** The names a person meets on the form: section titles, field labels and the tags' checkboxes. */
const names = () =>
  [...document.querySelectorAll('main h2, main h3, main label, main legend')].map((e) =>
    (e.textContent ?? '').replace(/\s*\*$/, '').trim(),
  )

describe('the profile form', () => {
  it('names the postal address apart from the career tag «Dirección»', async () => {
    await renderApp('/es/user/profile/edit')
    await screen.findByRole('heading', { level: 1, name: 'Editar mi perfil' }, slow)
    await screen.findByRole('checkbox', { name: 'Dirección' }, slow)
    expect(screen.getByRole('textbox', { name: 'Dirección postal' })).toBeTruthy()
    expect(names().filter((n) => n === 'Dirección')).toHaveLength(1)
  })

  it('in English too', async () => {
    await renderApp('/en/user/profile/edit')
    await screen.findByRole('checkbox', { name: 'Management' }, slow)
    expect(screen.getByRole('textbox', { name: 'Postal address' })).toBeTruthy()
    expect(screen.getByText('Home address')).toBeTruthy()
  })
})
