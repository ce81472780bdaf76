import { apiServerForTests, json, type Seen, signIn } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminOffer, adminUser, page, renderApp, sessionHandlers } from './test/app'

// One server for the file: the app reads the API's address once, when its env module is first loaded.
const api = apiServerForTests()

const long = { timeout: 10_000 }
const posted = (path: string) => api.seen.filter((s) => s.method === 'POST' && s.path === path)

describe('office app: who may enter', () => {
  it('sends a guest to the login page, with the page to come back to', async () => {
    const router = await renderApp('/es/accounts')
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, long)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/login')
    expect(router.state.location.search).toEqual({ redirect: '/es/accounts' })
  })

  it('refuses at sign-in an account whose permissions open no office queue, and ends its session', async () => {
    let signedIn = false
    api.handlers['POST /usr/login'] = () => {
      signedIn = true
      return json({ token: 'company-token' })
    }
    api.handlers['GET /api/init'] = () =>
      json(
        signedIn
          ? { role: 'company', permissions: ['app.init', 'company.offers.manage'] }
          : { role: 'anonymous', permissions: ['app.init'] },
      )
    api.handlers['GET /usr/users/logout'] = () => ({ status: 204, body: null })
    const user = userEvent.setup()
    await renderApp('/es/login')
    await user.type(await screen.findByRole('textbox', { name: /Correo electrónico/ }, long), 'rrhh@acme.es')
    await user.type(screen.getByLabelText(/Contraseña/), 'una-contraseña-larga')
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
    expect(
      await screen.findByText(/Esta cuenta no es de la oficina de antiguos alumnos/, {}, long),
    ).toBeTruthy()
    expect(api.seen.filter((s) => s.path === '/usr/users/logout')).toHaveLength(1)
  })

  it('turns away after the university sign-in an account that is not the office’s', async () => {
    let signedIn = false
    api.handlers['POST /api/sso/login'] = () => {
      signedIn = true
      return json({ token: 'alumni-token' })
    }
    api.handlers['GET /api/init'] = () =>
      json(
        signedIn
          ? { role: 'alumniPremium', permissions: ['app.init', 'jobs.read'] }
          : { role: 'anonymous', permissions: ['app.init'] },
      )
    api.handlers['GET /usr/users/logout'] = () => ({ status: 204, body: null })
    await renderApp('/es/success?token=sso-1')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No se ha podido iniciar sesión' }, long),
    ).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toMatch(/no es de la oficina de antiguos alumnos/)
    expect(api.seen.filter((s) => s.path === '/usr/users/logout')).toHaveLength(1)
  })

  it('shows a signed-in account of another role the 403 screen, whose way out is signing out', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers('alumniPremium'))
    await renderApp('/es')
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso no autorizado' }, long)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Cerrar sesión' }).getAttribute('href')).toBe('/es/user/logout')
    expect(screen.queryByRole('link', { name: 'Cuentas' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Pendientes' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Ajustes' })).toBeNull()
    expect(api.seen.some((s) => s.path.startsWith('/usr/admin/'))).toBe(false)
  })
  it('sends a person whose session has expired to sign in again, and says why', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    api.handlers['GET /usr/admin/users'] = () =>
      json({ code: 401, reason: 'unauthorized', message: 'Sesión caducada' }, 401)
    const router = await renderApp('/es/accounts')
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, long)).toBeTruthy()
    expect(router.state.location.search).toEqual({ redirect: '/es/accounts' })
    expect(await screen.findByText('Tu sesión ha caducado. Vuelve a iniciar sesión.', {}, long)).toBeTruthy()
  })
})

describe('office app: the queues', () => {
  it('shows the count of each queue the permissions open, and a menu of those queues only', async () => {
    signIn()
    Object.assign(
      api.handlers,
      sessionHandlers('office', [
        'app.init',
        'auth.logout',
        'admin.app',
        'admin.users.read',
        'admin.offers.manage',
      ]),
    )
    api.handlers['GET /usr/admin/queues'] = () => json({ users: 7, companies: 3, offers: 2, workgroups: 0 })
    await renderApp('/en')
    expect(await screen.findByRole('heading', { level: 1, name: 'To do' }, long)).toBeTruthy()
    const accounts = await screen.findByRole('link', { name: /Accounts to verify\s*7 pending/ }, long)
    expect(accounts.getAttribute('href')).toBe('/en/accounts')
    expect(screen.getByRole('link', { name: /Offers to review\s*2 pending/ })).toBeTruthy()
    expect(screen.queryByText('Companies to validate')).toBeNull()
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(menu).queryByRole('link', { name: 'Companies' })).toBeNull()
    expect(within(menu).getByRole('link', { name: 'Offers' })).toBeTruthy()
    // One call counts every queue; no list is read for it.
    expect(api.seen.filter((s) => s.path === '/usr/admin/queues')).toHaveLength(1)
    expect(api.seen.some((s) => s.path === '/usr/admin/users' || s.path === '/usr/admin/offers')).toBe(false)
  })

  it('verifies an account with the keyboard only, and the list and counts reload at once', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    let pending = [adminUser(), adminUser({ hash: 'u2', name: 'Bruno', surname: 'Sanz', email: 'b@x.es' })]
    api.handlers['GET /usr/admin/users'] = () => json(page(pending))
    api.handlers['POST /usr/admin/users/u1/verify'] = () => {
      const done = pending[0]
      pending = pending.slice(1)
      return json({ ...done, status: 'active' })
    }
    const user = userEvent.setup()
    await renderApp('/es/accounts')
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuentas por verificar' }, long)).toBeTruthy()
    const verify = await screen.findByRole('button', { name: 'Verificar Ana García' }, long)
    // Tab to the button, as a keyboard user would, and press Enter.
    for (let i = 0; i < 60 && document.activeElement !== verify; i++) await user.tab()
    expect(document.activeElement).toBe(verify)
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Cuenta verificada.', {}, long)).toBeTruthy()
    expect(posted('/usr/admin/users/u1/verify')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ana García' })).toBeNull(), long)
    expect(screen.getByRole('heading', { name: 'Bruno Sanz' })).toBeTruthy()
  })

  it('keeps the filters in the URL and sends them to the API', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    api.handlers['GET /usr/admin/users'] = () => json(page([adminUser()]))
    const router = await renderApp('/es/accounts?text=garcia&duplicates=true')
    expect(await screen.findByRole('heading', { name: 'Ana García' }, long)).toBeTruthy()
    expect(router.state.location.search).toMatchObject({ text: 'garcia', duplicates: true })
    const users = api.seen.filter((s) => s.path === '/usr/admin/users').at(-1) as Seen
    expect(users.query).toMatchObject({
      text: 'garcia',
      duplicates: 'true',
      status: 'pending',
      people: 'true',
    })
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('garcia')
  })

  it('approves the selected offers after a confirmation that names them', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    const offers = [adminOffer(), adminOffer({ hash: 'off2', title: 'Diseñador UX' })]
    api.handlers['GET /usr/admin/offers'] = () => json(page(offers))
    api.handlers['POST /usr/admin/offers/bulk'] = () =>
      json({ action: 'approve', done: ['off1', 'off2'], skipped: [], not_found: [] })
    const user = userEvent.setup()
    await renderApp('/es/offers')
    await user.click(
      await screen.findByRole('checkbox', { name: 'Seleccionar todos los de esta página' }, long),
    )
    await user.click(screen.getByRole('button', { name: 'Aprobar (2)' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Publicar 2 ofertas?' })
    expect(within(dialog).getByText('Diseñador UX')).toBeTruthy()
    expect(posted('/usr/admin/offers/bulk')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }))
    expect(await screen.findByText('2 ofertas publicadas.', {}, long)).toBeTruthy()
    // One request for both, never one per offer.
    expect(posted('/usr/admin/offers/bulk').map((s) => s.body)).toEqual([
      { action: 'approve', hashes: ['off1', 'off2'] },
    ])
    expect(api.seen.some((s) => s.path.endsWith('/approve'))).toBe(false)
  })

  it('rejects an offer only with a reason, which it sends', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    api.handlers['GET /usr/admin/offers'] = () => json(page([adminOffer()]))
    api.handlers['POST /usr/admin/offers/off1/reject'] = () =>
      json(adminOffer({ status: 'UNPUBLISHED', review_note: 'Falta el salario.' }))
    const user = userEvent.setup()
    await renderApp('/es/offers')
    await user.click(await screen.findByRole('button', { name: 'Rechazar… Ingeniera de datos' }, long))
    const dialog = await screen.findByRole('dialog', { name: '¿Devolver 1 oferta a su empresa?' })
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar y enviar el motivo' }))
    expect(
      await within(dialog).findByText(/Motivo/, { selector: '[id$="-error"] *, [id$="-error"]' }),
    ).toBeTruthy()
    expect(posted('/usr/admin/offers/off1/reject')).toHaveLength(0)
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Falta el salario.')
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar y enviar el motivo' }))
    expect(await screen.findByText('Oferta devuelta a la empresa.', {}, long)).toBeTruthy()
    expect(posted('/usr/admin/offers/off1/reject')[0]?.body).toEqual({ reason: 'Falta el salario.' })
  })

  it('rejects the selected accounts in one request with the reason, and names the one someone else decided', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    const pending = [adminUser(), adminUser({ hash: 'u2', name: 'Bruno', surname: 'Sanz', email: 'b@x.es' })]
    api.handlers['GET /usr/admin/users'] = () => json(page(pending))
    api.handlers['POST /usr/admin/users/bulk'] = () =>
      json({
        action: 'reject',
        done: ['u1'],
        skipped: [
          { hash: 'u2', status: 'active', decision: { by: 'pablo@uni.es', at: '2026-11-25T09:42:00.000Z' } },
        ],
        not_found: [],
      })
    const user = userEvent.setup()
    await renderApp('/es/accounts')
    await user.click(
      await screen.findByRole('checkbox', { name: 'Seleccionar todos los de esta página' }, long),
    )
    await user.click(screen.getByRole('button', { name: 'Rechazar… (2)' }))
    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar 2 cuentas?' })
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'No consta como titulada.')
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar y enviar el motivo' }))
    expect(await screen.findByText('Cuenta rechazada.', {}, long)).toBeTruthy()
    expect(
      await screen.findByText(/Ya lo había decidido otra persona.*Bruno Sanz \(pablo@uni\.es/, {}, long),
    ).toBeTruthy()
    expect(posted('/usr/admin/users/bulk').map((s) => s.body)).toEqual([
      { action: 'reject', hashes: ['u1', 'u2'], reason: 'No consta como titulada.' },
    ])
  })

  it('shows the server’s 409 message and reloads the list and the counts', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    let pending = [adminOffer()]
    let counts = { users: 0, companies: 0, offers: 1, workgroups: 0 }
    api.handlers['GET /usr/admin/queues'] = () => json(counts)
    api.handlers['GET /usr/admin/offers'] = () => json(page(pending))
    api.handlers['POST /usr/admin/offers/off1/approve'] = () => {
      pending = []
      counts = { ...counts, offers: 0 }
      return json(
        {
          code: 409,
          reason: 'conflict',
          message: 'Esta oferta ya la publicó pablo@uni.es el 25/11/2026 a las 10:42.',
        },
        409,
      )
    }
    const user = userEvent.setup()
    await renderApp('/es')
    expect(await screen.findByRole('link', { name: /Ofertas por revisar\s*1 pendiente/ }, long)).toBeTruthy()
    await user.click(screen.getByRole('link', { name: /Ofertas por revisar/ }))
    await user.click(await screen.findByRole('button', { name: 'Aprobar Ingeniera de datos' }, long))
    expect(
      await screen.findByText('Esta oferta ya la publicó pablo@uni.es el 25/11/2026 a las 10:42.', {}, long),
    ).toBeTruthy()
    expect(await screen.findByText('No hay ofertas por revisar.', {}, long)).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Pendientes' }))
    expect(await screen.findByRole('link', { name: /Ofertas por revisar\s*0 pendientes/ }, long)).toBeTruthy()
  })
})
