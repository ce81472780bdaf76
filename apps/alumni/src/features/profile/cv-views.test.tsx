import { cookieSessionStore } from '@egresa/api-client/session'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// Who saw my CV, on the profile page, in the whole app against a real HTTP server on loopback that plays the
// API: the views a page at a time, newest first, and the empty list.

const slow = { timeout: 10_000 }
const emptyList = { items: [], total: 0, maxPages: 0 }
const view = (n: number, offer: string | null) => ({
  id: `v${n}`,
  at: `2026-05-${String(20 - n).padStart(2, '0')}T08:30:00.000Z`,
  company: { hash: `c${n}`, name: `Empresa ${n}` },
  offer: offer ? { hash: `o${n}`, title: offer } : null,
})

const api = apiServerForTests()
beforeEach(() => {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role: 'alumniFreemium', permissions: ['app.init'] }),
    'GET /usr/users/me': () => json(member),
    'GET /api/countries': () => json([{ hash: 'es', code: 'ES', name: 'España', num_users: 3 }]),
    'GET /usr/workExperiences': () => json(emptyList),
    'GET /usr/projects': () => json(emptyList),
    'GET /usr/users/cv/views': (seen) => {
      const page = Number(seen.query.page ?? '1')
      const items = Array.from({ length: page === 1 ? 10 : 2 }, (_, i) => {
        const n = (page - 1) * 10 + i + 1
        return view(n, n % 2 ? 'Analista de datos' : null)
      })
      return json({ items, total: 12, maxPages: 2 })
    },
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

const section = async () =>
  (await screen.findByRole('heading', { level: 3, name: 'Quién ha visto tu CV' }, slow)).closest(
    'section',
  ) as HTMLElement

describe('who saw my CV', () => {
  it('lists each company that opened it, by offer or from the directory, and shows more on asking', async () => {
    const user = userEvent.setup()
    await renderApp('/es/user/profile')
    const views = await section()
    await within(views).findByText('Empresa 1', {}, slow)
    expect(within(views).getAllByRole('listitem')).toHaveLength(10)
    expect(within(views).getAllByText('Candidatura a «Analista de datos»')).toHaveLength(5)
    expect(within(views).getAllByText('Desde el directorio de empresas')).toHaveLength(5)
    expect(within(views).getByText('19 de mayo de 2026 a las 10:30')).toBeTruthy()
    await user.click(within(views).getByRole('button', { name: 'Ver más' }))
    await within(views).findByText('Empresa 12', {}, slow)
    expect(within(views).getAllByRole('listitem')).toHaveLength(12)
    expect(within(views).queryByRole('button', { name: 'Ver más' })).toBeNull()
  })

  it('says when no company has opened it yet, in English too', async () => {
    api.handlers['GET /usr/users/cv/views'] = () => json(emptyList)
    await renderApp('/en/user/profile')
    const views = (
      await screen.findByRole('heading', { level: 3, name: 'Who has seen your CV' }, slow)
    ).closest('section') as HTMLElement
    expect(await within(views).findByText(/No company has opened your CV yet/, {}, slow)).toBeTruthy()
  })
})
