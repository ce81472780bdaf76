import { apiServerForTests, json, type Seen, signIn } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  adminCompany,
  adminOffer,
  adminUser,
  jobOffer,
  managedWorkgroup,
  page,
  renderApp,
  sessionHandlers,
} from './test/app'

// The office's queues are one page (lib/queue.tsx) that each queue declares: these tests run it as several
// queues, and the actions on one item beyond approve and reject (close an offer, disable a group).

const api = apiServerForTests()

const long = { timeout: 10_000 }
const posted = (path: string) => api.seen.filter((s) => s.method === 'POST' && s.path === path)
const lastRead = (path: string) => api.seen.filter((s) => s.path === path).at(-1) as Seen
const counts = { users: 0, companies: 1, offers: 1, workgroups: 1 }

describe('office app: one queue page, several queues', () => {
  it.each([
    {
      queue: 'companies',
      path: '/es/companies?status=validated',
      read: '/usr/admin/companies',
      heading: 'Empresas por validar',
      filters: 'Filtrar las empresas',
      item: 'Acme Ingeniería',
      reply: page([adminCompany({ status: 'validated' })]),
      status: 'validated',
      chosen: 'validated',
      // What the item's view shows: the company's card and the office's facts.
      shows: ['Contacto', 'B12345678'],
      buttons: ['Desactivar… Acme Ingeniería'],
    },
    {
      queue: 'groups',
      path: '/es/grupos',
      read: '/usr/admin/workgroups',
      heading: 'Grupos por revisar',
      filters: 'Filtrar los grupos',
      item: 'Datos abiertos',
      reply: page([managedWorkgroup()]),
      status: 'PENDING',
      chosen: '',
      shows: ['Sobre el grupo', 'Un grupo para compartir datos abiertos.'],
      buttons: ['Aprobar Datos abiertos', 'Rechazar… Datos abiertos'],
    },
  ])(
    'shows the $queue queue: its heading, filters from the URL, items, buttons and the item as its public page shows it',
    async ({ path, read, heading, filters, item, reply, status, chosen, shows, buttons }) => {
      signIn()
      Object.assign(api.handlers, sessionHandlers())
      api.handlers[`GET ${read}`] = () => json(reply)
      const user = userEvent.setup()
      await renderApp(path)
      expect(await screen.findByRole('heading', { level: 1, name: heading }, long)).toBeTruthy()
      expect(document.querySelector(`search[aria-label="${filters}"]`)).toBeTruthy()
      // The state filter reads the URL: the queue's own state is its first option.
      expect((screen.getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement).value).toBe(chosen)
      const article = await screen.findByRole('article', { name: item }, long)
      expect(lastRead(read).query).toMatchObject({ status })
      for (const name of buttons) expect(within(article).getByRole('button', { name })).toBeTruthy()
      await user.click(within(article).getByRole('button', { name: `Ver ${item}` }))
      for (const text of shows) expect(await within(article).findByText(text, {}, long)).toBeTruthy()
      expect(within(article).getByRole('heading', { name: 'Datos para la oficina' })).toBeTruthy()
      // The page keeps one h1: the item's own headings sit under its h2.
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    },
  )

  it('shows a role only what it may do: a queue it may read but not decide on has no decision buttons', async () => {
    signIn()
    Object.assign(
      api.handlers,
      sessionHandlers('office', ['app.init', 'auth.logout', 'admin.app', 'admin.users.read']),
    )
    api.handlers['GET /usr/admin/users'] = () => json(page([adminUser()]))
    await renderApp('/es/accounts')
    const article = await screen.findByRole('article', { name: 'Ana García' }, long)
    expect(within(article).getByRole('button', { name: 'Ver Ana García' })).toBeTruthy()
    expect(within(article).queryByRole('button', { name: 'Verificar Ana García' })).toBeNull()
    expect(within(article).queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Acciones sobre la selección' })).toBeNull()
  })

  it('says when a queue could not load, and tries again', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    let fail = false
    api.handlers['GET /usr/admin/offers'] = () =>
      fail ? json({ code: 503, reason: 'unavailable', message: 'x' }, 503) : json(page([adminOffer()]))
    const user = userEvent.setup()
    await renderApp('/es/offers')
    expect(await screen.findByRole('article', { name: 'Ingeniera de datos' }, long)).toBeTruthy()
    fail = true
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'datos{Enter}')
    const alert = await screen.findByText('No se han podido cargar las ofertas.', {}, long)
    fail = false
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reintentar' }),
    )
    expect(await screen.findByRole('article', { name: 'Ingeniera de datos' }, long)).toBeTruthy()
  })
})

describe('office app: an offer in its queue', () => {
  it('shows the offer as alumni read it with the page’s one h1', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    api.handlers['GET /usr/admin/offers'] = () => json(page([adminOffer()]))
    api.handlers['GET /usr/admin/offers/off1'] = () => json(jobOffer())
    const user = userEvent.setup()
    await renderApp('/es/offers')
    const article = await screen.findByRole('article', { name: 'Ingeniera de datos' }, long)
    await user.click(within(article).getByRole('button', { name: 'Ver Ingeniera de datos' }))
    expect(await within(article).findByText('Trabajarás con el equipo de producto.', {}, long)).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Ofertas por revisar',
    ])
    // The offer's title under the item's h2, its sections under the title.
    expect(within(article).getByRole('heading', { level: 3, name: 'Ingeniera de datos' })).toBeTruthy()
    expect(within(article).getByRole('heading', { level: 4, name: 'Descripción' })).toBeTruthy()
    expect(within(article).getByRole('heading', { level: 4, name: 'Detalles de la oferta' })).toBeTruthy()
  })

  it('closes a published offer only with a reason, which it sends; a toast, and the list and counts reload', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    let published = [adminOffer({ status: 'PUBLISHED', published_at: '2026-01-12T10:00:00.000Z' })]
    let current = counts
    api.handlers['GET /usr/admin/queues'] = () => json(current)
    api.handlers['GET /usr/admin/offers'] = (seen) =>
      json(page(seen.query.status === 'PUBLISHED' ? published : []))
    api.handlers['POST /usr/admin/offers/off1/close'] = () => {
      const [offer] = published
      published = []
      current = { ...current, offers: 0 }
      return json({ ...offer, status: 'CLOSED' })
    }
    const user = userEvent.setup()
    const router = await renderApp('/es')
    await user.click(await screen.findByRole('link', { name: /Ofertas por revisar\s*1 pendiente/ }, long))
    // The state filter puts the published offers in the URL and asks the API for them.
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado' }, long), 'PUBLISHED')
    const article = await screen.findByRole('article', { name: 'Ingeniera de datos' }, long)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'PUBLISHED' }), long)
    expect(lastRead('/usr/admin/offers').query).toMatchObject({ status: 'PUBLISHED' })
    // A published offer is not decided on again: it is closed.
    expect(within(article).queryByRole('button', { name: 'Aprobar Ingeniera de datos' })).toBeNull()
    expect(within(article).queryByRole('checkbox')).toBeNull()
    const close = within(article).getByRole('button', { name: 'Cerrar la oferta… Ingeniera de datos' })
    await user.click(close)
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar la oferta Ingeniera de datos?' })
    const submit = within(dialog).getByRole('button', { name: 'Cerrar la oferta y avisar a la empresa' })
    await user.click(submit)
    expect(
      await within(dialog).findByText(/Motivo/, { selector: '[id$="-error"] *, [id$="-error"]' }),
    ).toBeTruthy()
    expect(posted('/usr/admin/offers/off1/close')).toHaveLength(0)
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'La plaza ya está cubierta.')
    await user.click(submit)
    expect(
      await screen.findByText('Oferta cerrada. La empresa recibirá el motivo por correo.', {}, long),
    ).toBeTruthy()
    expect(posted('/usr/admin/offers/off1/close').map((s) => s.body)).toEqual([
      { reason: 'La plaza ya está cubierta.' },
    ])
    await waitFor(
      () => expect(screen.queryByRole('article', { name: 'Ingeniera de datos' })).toBeNull(),
      long,
    )
    // The dialog closes once the answer is in (asynchronously: a loaded machine sees it a moment later).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), long)
    // The home's counts changed at once.
    await user.click(screen.getByRole('link', { name: 'Pendientes' }))
    expect(await screen.findByRole('link', { name: /Ofertas por revisar\s*0 pendientes/ }, long)).toBeTruthy()
  })

  it('shows the server’s 409 message when someone else closed it first', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    api.handlers['GET /usr/admin/offers'] = () => json(page([adminOffer({ status: 'PUBLISHED' })]))
    api.handlers['POST /usr/admin/offers/off1/close'] = () =>
      json(
        {
          code: 409,
          reason: 'conflict',
          message: 'Esta oferta ya la cerró pablo@uni.es el 25/11/2026 a las 10:42.',
        },
        409,
      )
    const user = userEvent.setup()
    await renderApp('/es/offers?status=PUBLISHED')
    await user.click(
      await screen.findByRole('button', { name: 'Cerrar la oferta… Ingeniera de datos' }, long),
    )
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Cubierta.')
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar la oferta y avisar a la empresa' }))
    expect(
      await screen.findByText('Esta oferta ya la cerró pablo@uni.es el 25/11/2026 a las 10:42.', {}, long),
    ).toBeTruthy()
  })
})

describe('office app: a group in its queue', () => {
  it('disables a published group with a reason; the focus goes back to the page', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    let groups = [managedWorkgroup({ status: 'PUBLISHED' })]
    api.handlers['GET /usr/admin/queues'] = () => json(counts)
    api.handlers['GET /usr/admin/workgroups'] = () => json(page(groups))
    api.handlers['POST /usr/admin/workgroups/g1/disable'] = () => {
      const [group] = groups
      groups = []
      return json({ ...group, status: 'DISABLED' })
    }
    const user = userEvent.setup()
    await renderApp('/es/grupos?status=PUBLISHED')
    const article = await screen.findByRole('article', { name: 'Datos abiertos' }, long)
    expect(within(article).queryByRole('button', { name: 'Aprobar Datos abiertos' })).toBeNull()
    await user.click(within(article).getByRole('button', { name: 'Desactivar… Datos abiertos' }))
    const dialog = await screen.findByRole('dialog', { name: '¿Desactivar el grupo Datos abiertos?' })
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Publica anuncios.')
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar y enviar el motivo' }))
    expect(await screen.findByText('Grupo desactivado.', {}, long)).toBeTruthy()
    expect(posted('/usr/admin/workgroups/g1/disable').map((s) => s.body)).toEqual([
      { reason: 'Publica anuncios.' },
    ])
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Datos abiertos' })).toBeNull(), long)
    // The item and its button are gone: the focus returns to the page's heading, not to nowhere.
    await waitFor(
      () =>
        expect(document.activeElement).toBe(
          screen.getByRole('heading', { level: 1, name: 'Grupos por revisar' }),
        ),
      long,
    )
  })

  it('enables a disabled group after a confirmation', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    api.handlers['GET /usr/admin/workgroups'] = () => json(page([managedWorkgroup({ status: 'DISABLED' })]))
    api.handlers['POST /usr/admin/workgroups/g1/enable'] = () =>
      json(managedWorkgroup({ status: 'PUBLISHED' }))
    const user = userEvent.setup()
    await renderApp('/es/grupos?status=DISABLED')
    await user.click(await screen.findByRole('button', { name: 'Publicar de nuevo… Datos abiertos' }, long))
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Publicar de nuevo el grupo Datos abiertos?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Publicar de nuevo' }))
    expect(await screen.findByText('Grupo publicado de nuevo.', {}, long)).toBeTruthy()
    expect(posted('/usr/admin/workgroups/g1/enable')).toHaveLength(1)
  })

  it('shows a published group’s moderation (what members reported, its comments and files) under the group', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    api.handlers['GET /usr/admin/workgroups'] = ({ query }) =>
      json(page(query.reported === 'true' ? [managedWorkgroup({ status: 'PUBLISHED' })] : []))
    api.handlers['GET /usr/admin/workgroups/g1/reports'] = () =>
      json(
        page([
          {
            kind: 'comment',
            id: 'c1',
            excerpt: 'Comprad mi curso',
            author: { hash: 'a1', name: 'Ana', surname: 'Ferrer', avatar: null },
            status: 'OPEN',
            removed: false,
            reports: 2,
            reasons: { spam: 2, offensive: 0, personal_data: 0, other: 0 },
            notes: [],
            first_at: '2026-02-01T10:00:00.000Z',
            last_at: '2026-02-03T10:00:00.000Z',
            decision: null,
            decision_reason: null,
          },
        ]),
      )
    api.handlers['GET /usr/admin/workgroups/g1/comments'] = () => json(page([]))
    api.handlers['GET /usr/admin/workgroups/g1/files'] = () => json(page([]))
    const user = userEvent.setup()
    // The home page's card of reports opens the groups with reports to review.
    await renderApp('/es/grupos?reported=true')
    const article = await screen.findByRole('article', { name: 'Datos abiertos' }, long)
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveProperty('value', 'REPORTED')
    await user.click(within(article).getByRole('button', { name: 'Ver Datos abiertos' }))
    const section = await within(article).findByRole('region', { name: 'Moderación' }, long)
    expect(await within(section).findByText(/Comprad mi curso/, {}, long)).toBeTruthy()
    expect(within(section).getByRole('button', { name: /^Retirar/ })).toBeTruthy()
    // Under the item's h2: the section is an h3, the page keeps one h1.
    expect(within(section).getByRole('heading', { level: 3, name: 'Moderación' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })
})
