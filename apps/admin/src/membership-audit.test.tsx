import { apiServerForTests, json, signIn } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, renderApp, sessionHandlers } from './test/app'

// The admin role's membership and audit pages, whole app against the loopback API.
const api = apiServerForTests()
afterEach(() => {
  vi.restoreAllMocks()
})

const long = { timeout: 10_000 }
const posted = (path: string) => api.seen.filter((s) => s.method === 'POST' && s.path === path)

const run = {
  message_id: 'EGR-20260301-1',
  created_at: '2026-02-27T09:00:00.000Z',
  created_by: 'oficina@uni.es',
  collection_date: '2026-03-01',
  count: 3,
  total_cents: 15000,
  currency: 'EUR',
  blocks: [{ sequence: 'RCUR', count: 3, total_cents: 15000 }],
  returned: 0,
  file_sha256: 'abc',
}

/** Captures the downloads the page starts (jsdom has no object URLs and does not navigate). */
function captureDownloads() {
  const names: string[] = []
  URL.createObjectURL = vi.fn(() => 'blob:test')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download)
  })
  return names
}

describe('office app: membership (role admin)', () => {
  it('creates a collection run only after its confirmation, then downloads its pain.008 file', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers('admin'))
    let runs: (typeof run)[] = []
    api.handlers['GET /usr/admin/collection-runs'] = () => json(page(runs))
    api.handlers['POST /usr/admin/collection-runs'] = () => {
      runs = [run]
      return json(run, 201)
    }
    api.handlers[`GET /usr/admin/collection-runs/${run.message_id}/file`] = () => json('<Document/>')
    const downloads = captureDownloads()
    const user = userEvent.setup()
    await renderApp('/es/membership?tab=runs')
    expect(await screen.findByText('Aún no se ha creado ninguna remesa.', {}, long)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Crear una remesa…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Crear una remesa de cobro' })
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Crear una remesa de cobro' })
    expect(within(confirm).getByText(/No se puede deshacer/)).toBeTruthy()
    expect(posted('/usr/admin/collection-runs')).toHaveLength(0)
    await user.click(within(confirm).getByRole('button', { name: 'Crear la remesa' }))
    expect(await screen.findByText('Remesa creada: 3 cargos.', {}, long)).toBeTruthy()
    expect(posted('/usr/admin/collection-runs')[0]?.body).toEqual({})
    await waitFor(() => expect(downloads).toEqual([`${run.message_id}.xml`]))
    expect(await screen.findByRole('heading', { name: /Cobro del 1 de marzo de 2026/ }, long)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: `Descargar el fichero pain.008 ${run.message_id}` }))
    await waitFor(() => expect(downloads).toHaveLength(2))
  })

  it("records a return after its confirmation; the server's field message shows on its field", async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers('admin'))
    api.handlers['GET /usr/admin/collection-runs'] = () => json(page([run]))
    let attempts = 0
    api.handlers['POST /usr/admin/collection-returns'] = () => {
      attempts++
      if (attempts === 1) {
        return json(
          {
            code: 400,
            reason: 'validation',
            message: 'Datos no válidos.',
            errors: { reference: ['Ese mandato no tiene ningún cargo exportado.'] },
          },
          400,
        )
      }
      return json({ returned: [], already: [], unknown: [] })
    }
    const user = userEvent.setup()
    await renderApp('/es/membership?tab=runs')
    await user.click(await screen.findByRole('button', { name: 'Registrar una devolución…' }, long))
    const dialog = await screen.findByRole('dialog', { name: 'Registrar una devolución' })
    await user.type(within(dialog).getByRole('textbox', { name: /Referencia del mandato/ }), 'MND-1')
    await user.type(within(dialog).getByRole('textbox', { name: /Código de motivo/ }), 'md01')
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Registrar una devolución' })
    expect(within(confirm).getByText('¿Registrar la devolución de MND-1 con el motivo MD01?')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Registrar la devolución' }))
    expect(posted('/usr/admin/collection-returns')[0]?.body).toEqual({ reference: 'MND-1', reason: 'MD01' })
    const back = await screen.findByRole('dialog', { name: 'Registrar una devolución' }, long)
    expect(
      await within(back).findByText('Ese mandato no tiene ningún cargo exportado.', {}, long),
    ).toBeTruthy()
    await user.click(within(back).getByRole('button', { name: 'Continuar' }))
    const again = await screen.findByRole('alertdialog', { name: 'Registrar una devolución' }, long)
    await user.click(within(again).getByRole('button', { name: 'Registrar la devolución' }))
    await waitFor(() => expect(posted('/usr/admin/collection-returns')).toHaveLength(2), long)
    expect(await screen.findByText('Devoluciones registradas: 0.', {}, long)).toBeTruthy()
    expect(posted('/usr/admin/collection-returns')).toHaveLength(2)
  })

  it('shows the 403 page to an office account on a direct address, and no menu entry', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers('office'))
    await renderApp('/es/membership')
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso no autorizado' }, long)).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Cuotas y cobros' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Registro' })).toBeTruthy()
    expect(api.seen.some((s) => s.path.startsWith('/usr/admin/membership'))).toBe(false)
  })
})

const entry = {
  id: 1,
  at: '2026-03-01T10:00:00.000Z',
  actor: { hash: 'o1', label: 'oficina@uni.es' },
  source: 'app',
  action: 'verifyUser',
  object: { type: 'user', id: 'u1', label: 'ana@correo.es' },
  changes: { status: { before: 'pending', after: 'active' } },
  reason: null,
  method: 'POST',
  path: '/usr/admin/users/u1/verify',
  status: 200,
}

describe('office app: audit log', () => {
  it('filters from the URL and exports the same filters as CSV for admin', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers('admin'))
    api.handlers['GET /usr/admin/audit'] = () => json({ ...page([entry]), more: false })
    api.handlers['GET /usr/admin/audit.csv'] = () => json('id;at')
    const downloads = captureDownloads()
    const user = userEvent.setup()
    const router = await renderApp('/es/audit?actor=oficina&from=2026-03-01')
    expect(await screen.findByRole('heading', { name: /verifyUser/ }, long)).toBeTruthy()
    const list = api.seen.filter((s) => s.path === '/usr/admin/audit').at(-1)
    expect(list?.query).toMatchObject({ actor: 'oficina', from: '2026-03-01' })
    await user.type(screen.getByLabelText('Acción'), 'verifyUser')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ action: 'verifyUser' }), long)
    await user.click(screen.getByRole('button', { name: 'Exportar en CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    const csv = api.seen.find((s) => s.path === '/usr/admin/audit.csv')
    expect(csv?.query).toEqual({ actor: 'oficina', from: '2026-03-01', action: 'verifyUser' })
  })

  it('has no CSV button for an office account', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers('office'))
    api.handlers['GET /usr/admin/audit'] = () => json({ ...page([entry]), more: false })
    await renderApp('/es/audit')
    expect(await screen.findByRole('heading', { name: /verifyUser/ }, long)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Exportar en CSV' })).toBeNull()
  })
})
