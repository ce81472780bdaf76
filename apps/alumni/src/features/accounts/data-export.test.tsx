import { cookieSessionStore } from '@egresa/api-client/session'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { member, renderApp } from '../../test/app'

// "Download my data" and "erase my account" in the settings' privacy tab, in the whole app against a real
// HTTP server on loopback that plays the API: asking, the export being built, ready to download, a mail's
// link once it expired; the erasure refused with a wrong password, then confirmed, and the person signed out.

const slow = { timeout: 10_000 }
const exportOf = (status: string, extra: Record<string, unknown> = {}) => ({
  id: '0b8e6a52-7d0c-4f1e-9a57-3c2d1e0f4b6a',
  status,
  requested_at: '2026-11-20T09:00:00.000Z',
  ready_at: status === 'building' ? null : '2026-11-20T09:00:05.000Z',
  expires_at: status === 'building' ? null : '2026-11-27T09:00:05.000Z',
  size: status === 'ready' ? 2_621_440 : null,
  ...extra,
})

let latest: unknown = null
const api = apiServerForTests()
beforeEach(() => {
  latest = null
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role: 'alumniFreemium', permissions: ['app.init'] }),
    'GET /usr/users/me': () => json(member),
    'GET /usr/users/exports/latest': () => json({ export: latest }),
    'POST /usr/users/exports': () => {
      latest = exportOf('building')
      return json(latest, 201)
    },
    'GET /usr/users/exports/0b8e6a52-7d0c-4f1e-9a57-3c2d1e0f4b6a': () => json({}),
    'POST /usr/users/erasure': (seen) =>
      (seen.body as { password?: string }).password === 'la-buena'
        ? json({ erase_after: '2026-12-12T10:00:00.000Z' })
        : json(
            {
              code: 400,
              reason: 'validation_failed',
              message: 'Revisa los datos enviados: hay campos con errores.',
              errors: { password: ['La contraseña actual no es correcta.'] },
            },
            400,
          ),
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

const panel = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Descargar mis datos' }, slow)).closest(
    'section',
  ) as HTMLElement

describe('download my data', () => {
  it('asks for the export and says it is being built and mailed', async () => {
    const user = userEvent.setup()
    await renderApp('/es/user/profile/settings?tab=privacy')
    const section = await panel()
    expect(within(section).getByText(/tu CV y tus archivos, tus candidaturas/)).toBeTruthy()
    await user.click(await within(section).findByRole('button', { name: 'Preparar mis datos' }, slow))
    await within(section).findByText(/Estamos preparando tus datos. Te enviaremos un correo/, {}, slow)
    expect(api.seen.some((r) => r.method === 'POST' && r.path === '/usr/users/exports')).toBe(true)
  })

  it('offers the ready ZIP with its size and last day, and downloads it with the session', async () => {
    latest = exportOf('ready')
    const saved = vi.fn(() => 'blob:test')
    URL.createObjectURL = saved
    URL.revokeObjectURL = vi.fn()
    const user = userEvent.setup()
    await renderApp('/es/user/profile/settings?tab=privacy')
    const section = await panel()
    await within(section).findByText(
      /Tus datos están listos \(2,5 MB\). Puedes descargarlos hasta el 27 de noviembre de 2026/,
      {},
      slow,
    )
    await user.click(within(section).getByRole('button', { name: 'Descargar el ZIP' }))
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1))
    const download = api.seen.find(
      (r) => r.path === '/usr/users/exports/0b8e6a52-7d0c-4f1e-9a57-3c2d1e0f4b6a',
    )
    expect(download?.token).toBe('good')
  })

  it('says clearly that the mailed link has expired, in English too, and asks again', async () => {
    latest = exportOf('expired', { size: null })
    await renderApp('/en/user/profile/settings?tab=privacy&export=0b8e6a52-7d0c-4f1e-9a57-3c2d1e0f4b6a')
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Download my data' }, slow)
    ).closest('section') as HTMLElement
    const alert = await within(section).findByRole('alert', {}, slow)
    expect(alert.textContent).toContain('The download you asked for has expired')
    expect(within(section).getByRole('button', { name: 'Prepare my data' })).toBeTruthy()
  })
})

describe('erase my account', () => {
  it('says what goes and what the law keeps, refuses a wrong password, and after the last question signs out', async () => {
    const user = userEvent.setup()
    await renderApp('/es/user/profile/settings?tab=privacy')
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Borrar mi cuenta' }, slow)
    ).closest('section') as HTMLElement
    expect(within(section).getByText(/guardamos los pagos de tu cuota y los mandatos SEPA/)).toBeTruthy()
    expect(within(section).getByText(/tendrás 14 días para arrepentirte/)).toBeTruthy()

    await user.type(within(section).getByLabelText('Tu contraseña'), 'la-mala')
    await user.click(within(section).getByRole('button', { name: 'Borrar mi cuenta' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Borrar tu cuenta?' }, slow)
    await user.click(within(dialog).getByRole('button', { name: 'Sí, borrar mi cuenta' }))
    expect(await within(section).findByText('La contraseña actual no es correcta.', {}, slow)).toBeTruthy()
    expect(cookieSessionStore().read().token).toBe('good')

    await user.clear(within(section).getByLabelText('Tu contraseña'))
    await user.type(within(section).getByLabelText('Tu contraseña'), 'la-buena')
    await user.click(within(section).getByRole('button', { name: 'Borrar mi cuenta' }))
    await user.click(
      within(await screen.findByRole('alertdialog', {}, slow)).getByRole('button', {
        name: 'Sí, borrar mi cuenta',
      }),
    )
    await screen.findByRole('button', { name: 'Iniciar sesión' }, slow)
    expect(cookieSessionStore().read().token).toBeNull()
    const sent = api.seen.filter((r) => r.method === 'POST' && r.path === '/usr/users/erasure')
    expect(sent.map((r) => r.body)).toEqual([{ password: 'la-mala' }, { password: 'la-buena' }])
  })
})
