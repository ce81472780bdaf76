import { cookieSessionStore } from '@egresa/api-client/session'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { member, renderApp } from '../../test/app'

// "Your calendar" in the settings' calendar tab, in the whole app against a real HTTP server on loopback that
// plays the API: making the address, seeing it once with a copy button and the steps to add it, replacing it
// and revoking it after a confirmation each.

const slow = { timeout: 10_000 }
const feedUrl = (n: number) => `http://localhost:3000/api/calendar/${String(n).repeat(43).slice(0, 43)}.ics`

let state: { active: boolean; created_at: string | null; last_read_at: string | null }
let made = 0
const api = apiServerForTests()
beforeEach(() => {
  made = 0
  state = { active: false, created_at: null, last_read_at: null }
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role: 'alumniFreemium', permissions: ['app.init', 'articles.save'] }),
    'GET /usr/users/me': () => json(member),
    'GET /usr/users/calendar': () => json(state),
    'POST /usr/users/calendar': () => {
      made += 1
      state = { active: true, created_at: '2026-11-20T09:00:00.000Z', last_read_at: null }
      const url = feedUrl(made)
      return json({ url, webcal_url: url.replace('http:', 'webcal:'), created_at: state.created_at }, 201)
    },
    'DELETE /usr/users/calendar': () => {
      state = { active: false, created_at: null, last_read_at: null }
      return new Response(null, { status: 204 })
    },
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

const panel = async (name = 'Tu calendario') =>
  (await screen.findByRole('heading', { level: 2, name }, slow)).closest('section') as HTMLElement

describe('the calendar feed in the settings', () => {
  it('makes the address, shows it once with a copy button that says it copied, and how to add it', async () => {
    // user-event gives the page a clipboard of its own, read back below.
    const user = userEvent.setup()
    await renderApp('/es/user/profile/settings?tab=calendar')
    const section = await panel()
    expect(
      within(section).getByText(/los eventos a los que te has inscrito y los que has guardado/),
    ).toBeTruthy()
    await user.click(
      await within(section).findByRole('button', { name: 'Crear la dirección de mi calendario' }, slow),
    )
    const address = (await within(section).findByLabelText(
      'Dirección de tu calendario',
      {},
      slow,
    )) as HTMLInputElement
    expect(address.value).toBe(feedUrl(1))
    expect(address.readOnly).toBe(true)
    expect(document.activeElement).toBe(address)
    await vi.waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe(
        'Tu nueva dirección está lista: cópiala ahora.',
      ),
    )
    expect(within(section).getByText(/Solo te la mostramos ahora/)).toBeTruthy()
    expect(
      within(section)
        .getByRole('link', { name: 'Abrir en el calendario de este dispositivo' })
        .getAttribute('href'),
    ).toBe(feedUrl(1).replace('http:', 'webcal:'))
    expect(within(section).getByText(/Suscribirse desde la web/)).toBeTruthy()

    await user.click(within(section).getByRole('button', { name: 'Copiar la dirección' }))
    await vi.waitFor(() => expect(within(section).getByRole('status').textContent).toBe('Dirección copiada.'))
    expect(await navigator.clipboard.readText()).toBe(feedUrl(1))
  })

  it('replaces the address after saying the old one stops working', async () => {
    state = { active: true, created_at: '2026-11-01T09:00:00.000Z', last_read_at: '2026-11-20T09:00:00.000Z' }
    const user = userEvent.setup()
    await renderApp('/es/user/profile/settings?tab=calendar')
    const section = await panel()
    await within(section).findByText(/activo desde el 1 de noviembre de 2026/, {}, slow)
    expect(within(section).getByText(/lo leyó por última vez el 20 de noviembre de 2026/)).toBeTruthy()
    expect(within(section).queryByLabelText('Dirección de tu calendario')).toBeNull()

    await user.click(within(section).getByRole('button', { name: 'Crear una dirección nueva' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(/La dirección actual dejará de funcionar/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Crear la dirección nueva' }))
    const address = (await within(section).findByLabelText(
      'Dirección de tu calendario',
      {},
      slow,
    )) as HTMLInputElement
    expect(address.value).toBe(feedUrl(1))
    expect(api.seen.filter((r) => r.method === 'POST' && r.path === '/usr/users/calendar')).toHaveLength(1)
  })

  it('revokes it after asking, in English too, and offers to make one again', async () => {
    state = { active: true, created_at: '2026-11-01T09:00:00.000Z', last_read_at: null }
    const user = userEvent.setup()
    await renderApp('/en/user/profile/settings?tab=calendar')
    const section = await panel('Your calendar')
    await within(section).findByText(/No calendar has read it yet/, {}, slow)
    await user.click(within(section).getByRole('button', { name: 'Turn off my calendar' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.seen.some((r) => r.method === 'DELETE')).toBe(false)

    await user.click(within(section).getByRole('button', { name: 'Turn off my calendar' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Turn off' }))
    const again = await within(section).findByRole('button', { name: 'Create my calendar address' }, slow)
    expect(api.seen.some((r) => r.method === 'DELETE' && r.path === '/usr/users/calendar')).toBe(true)
    await vi.waitFor(() => expect(document.activeElement).toBe(again))
  })
})
