import { cookieSessionStore } from '@egresa/api-client/session'
import type { CurrentUser } from '@egresa/api-contract/auth'
import { Charge, Membership } from '@egresa/api-contract/membership'
import { permissionsOf } from '@egresa/api-contract/permissions'
import { apiServerForTests, json, type Reply } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// The Premium screens in the whole app, against a real HTTP server on loopback that plays the API: the
// upgrade by direct debit (checked here before it is sent, confirmed, then the role read again), the
// server's field messages, a Premium member's account and payments, and the tiers the office grants.

const slow = { timeout: 10_000 }

function membership(overrides: Partial<v.InferInput<typeof Membership>> = {}): Membership {
  return v.parse(Membership, {
    role: 'alumniFreemium',
    tier: 'free',
    premium_until: null,
    paid_by: null,
    can_upgrade: true,
    can_downgrade: false,
    mandate: null,
    next_charge: null,
    charges: [],
    fee_cents: 5000,
    currency: 'EUR',
    creditor: { name: 'Asociación de Antiguos Alumnos', identifier: 'ES59000G12345678' },
    mandate_text_version: 'sepa-core-2026-1',
    first_charge_days: 14,
    has_payment_link: false,
    url_payment: null,
    ...overrides,
  })
}

const charge = (overrides: Partial<v.InferInput<typeof Charge>> = {}) =>
  v.parse(Charge, {
    hash: 'ch1',
    amount_cents: 5000,
    currency: 'EUR',
    due_on: '2026-12-08',
    kind: 'sepa',
    sequence: 'FRST',
    status: 'pending',
    mandate: 'EGR-U1-0001',
    return_reason: null,
    returned_on: null,
    created_at: '2026-11-24T09:00:00.000Z',
    ...overrides,
  })

const mandate = {
  reference: 'EGR-U1-0001',
  holder: 'Lucía Martín',
  bank: 'CaixaBank',
  iban_masked: 'ES91 **** **** **** **** 1332',
  country: 'ES',
  signed_at: '2026-11-24T09:00:00.000Z',
  text_version: 'sepa-core-2026-1',
  status: 'active' as const,
  ended_at: null,
}

const premiumMembership = membership({
  role: 'alumniPremium',
  tier: 'premium',
  premium_until: '2027-11-24',
  paid_by: 'sepa',
  can_upgrade: false,
  mandate,
  next_charge: charge(),
  charges: [
    charge(),
    charge({
      hash: 'ch0',
      due_on: '2025-11-20',
      status: 'returned',
      returned_on: '2025-11-28',
      sequence: 'FRST',
    }),
  ],
})

let role: CurrentUser['role']
let current: Membership
let upgrade: (body: unknown) => Reply

const api = apiServerForTests({ officeEmail: 'alumni@uv.es' })
beforeEach(() => {
  role = 'alumniFreemium'
  current = membership()
  upgrade = () => {
    role = 'alumniPremium'
    current = premiumMembership
    return { status: 201, body: current }
  }
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role, permissions: permissionsOf(role) }),
    'GET /usr/users/me': () => json({ ...member, role }),
    'GET /usr/membership': () => json(current),
    'POST /usr/membership/upgrade': ({ body }) => upgrade(body),
    [`POST /_content/${encodeURIComponent('es/info/benefits')}`]: () =>
      json({ title: 'Ventajas Premium', description: 'Qué añade Premium.', body: '<p>50 euros al año.</p>' }),
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

const writes = () => api.seen.filter((s) => s.method !== 'GET')
const reads = (path: string) => api.seen.filter((s) => s.method === 'GET' && s.path === path).length

async function openUpgrade(path = '/es/user/profile/settings-iban', heading = 'Hazte Premium') {
  await renderApp(path)
  await screen.findByRole('heading', { level: 1, name: heading }, slow)
}

async function fillMandate(user: ReturnType<typeof userEvent.setup>, iban: string) {
  await user.type(screen.getByLabelText(/^Banco/), 'CaixaBank')
  await user.type(screen.getByLabelText(/^IBAN/), iban)
}

describe('becoming Premium by direct debit', () => {
  it('shows the mandate with the creditor, the refund right, the fee and the first charge date', async () => {
    await openUpgrade()
    const text = screen.getByRole('region', { name: 'Orden de domiciliación de adeudo directo SEPA (Core)' })
    expect(within(text).getByText('Asociación de Antiguos Alumnos')).toBeTruthy()
    expect(within(text).getByText('ES59000G12345678')).toBeTruthy()
    expect(within(text).getByText('ocho semanas')).toBeTruthy()
    expect(within(text).getByText(/Recurrente: la cuota anual de 50,00\s€/)).toBeTruthy()
    const firstCharge = new Date(Date.now() + 14 * 86_400_000)
    const day = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(firstCharge)
    expect(within(text).getByText(day)).toBeTruthy()
    // The holder starts as the member's name.
    expect((screen.getByLabelText(/^Titular de la cuenta/) as HTMLInputElement).value).toBe('Lucía Martín')
  })

  it('groups the IBAN by four as it is typed, and refuses a wrong one or no acceptance before sending', async () => {
    const user = userEvent.setup()
    await openUpgrade()
    await fillMandate(user, 'es9121000418450200051333')
    const iban = screen.getByLabelText(/^IBAN/) as HTMLInputElement
    expect(iban.value).toBe('ES91 2100 0418 4502 0005 1333')
    await user.click(screen.getByRole('button', { name: 'Revisar y hacerme Premium' }))
    expect(await screen.findByText(/El campo IBAN/, {}, slow)).toBeTruthy()
    expect(iban.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Acepta la orden de domiciliación SEPA para continuar.')).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(writes()).toEqual([])
  })

  it('confirms, sends the mandate, reads the new role at once and lands on the success page', async () => {
    const user = userEvent.setup()
    await openUpgrade('/es/user/profile/settings-iban?from=%2Fes%2Fempleo%2Foffers')
    await fillMandate(user, 'ES9121000418450200051332')
    await user.click(screen.getByLabelText(/He leído la orden de domiciliación/))
    const initBefore = reads('/api/init')
    await user.click(screen.getByRole('button', { name: 'Revisar y hacerme Premium' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Confirmas la domiciliación?' }, slow)
    expect(within(dialog).getByText('Lucía Martín')).toBeTruthy()
    expect(within(dialog).getByText('ES91 **** **** **** **** 1332')).toBeTruthy()
    expect(within(dialog).getByText(/50,00\s€ al año/)).toBeTruthy()
    expect(writes()).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y hacerme Premium' }))

    await screen.findByRole('heading', { level: 1, name: '¡Ya eres Premium!' }, slow)
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/usr/membership/upgrade',
        body: {
          holder: 'Lucía Martín',
          bank: 'CaixaBank',
          iban: 'ES9121000418450200051332',
          acceptMandate: true,
          mandateVersion: 'sepa-core-2026-1',
        },
      }),
    ])
    // The role and permissions were asked for again, so Premium pages open on the next click.
    expect(reads('/api/init')).toBeGreaterThan(initBefore)
    expect(screen.getByText(/Tu cuenta Premium es válida hasta el 24 de noviembre de 2027/)).toBeTruthy()
    expect(screen.getByText(/con la orden de domiciliación \(referencia EGR-U1-0001\)/)).toBeTruthy()
    expect(screen.getByText(/llegará a tu cuenta/).textContent).toMatch(
      /El primer cargo, de 50,00\s€, llegará a tu cuenta ES91 \*{4} \*{4} \*{4} \*{4} 1332 el 8 de diciembre de 2026\./,
    )
    expect(screen.getByRole('link', { name: 'Volver a donde estabas' }).getAttribute('href')).toBe(
      '/es/empleo/offers',
    )
    expect(screen.getByRole('link', { name: 'Buscar en la bolsa de empleo' }).getAttribute('href')).toBe(
      '/es/empleo/offers',
    )
  })

  it('shows the server’s message on its field and keeps what was typed', async () => {
    const user = userEvent.setup()
    upgrade = () => ({
      status: 400,
      body: {
        code: 400,
        reason: 'validation_failed',
        message: 'Revisa los datos enviados: hay campos con errores.',
        errors: { iban: ['Este banco no admite adeudos SEPA Core.'] },
      },
    })
    await openUpgrade()
    await fillMandate(user, 'ES9121000418450200051332')
    await user.click(screen.getByLabelText(/He leído la orden de domiciliación/))
    await user.click(screen.getByRole('button', { name: 'Revisar y hacerme Premium' }))
    const dialog = await screen.findByRole('alertdialog', {}, slow)
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y hacerme Premium' }))
    expect(await screen.findByText('Este banco no admite adeudos SEPA Core.', {}, slow)).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    const iban = screen.getByLabelText(/^IBAN/) as HTMLInputElement
    expect(iban.getAttribute('aria-invalid')).toBe('true')
    expect(iban.value).toBe('ES91 2100 0418 4502 0005 1332')
    expect(screen.getByRole('heading', { level: 1, name: 'Hazte Premium' })).toBeTruthy()
  })

  it('tells a member who became Premium meanwhile (another tab) so, and shows the account as it is', async () => {
    const user = userEvent.setup()
    upgrade = () => {
      role = 'alumniPremium'
      current = premiumMembership
      return {
        status: 409,
        body: { code: 409, reason: 'conflict', message: 'Ya eres Premium hasta el 24 de noviembre de 2027.' },
      }
    }
    await openUpgrade()
    await fillMandate(user, 'ES9121000418450200051332')
    await user.click(screen.getByLabelText(/He leído la orden de domiciliación/))
    await user.click(screen.getByRole('button', { name: 'Revisar y hacerme Premium' }))
    const dialog = await screen.findByRole('alertdialog', {}, slow)
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y hacerme Premium' }))
    expect(
      await screen.findByText('Ya eres Premium hasta el 24 de noviembre de 2027.', {}, slow),
    ).toBeTruthy()
    await screen.findByRole('heading', { level: 1, name: 'Cambiar el IBAN' }, slow)
  })

  it('offers to pay by card when the university has a payment link', async () => {
    current = membership({ has_payment_link: true, url_payment: 'https://pay.example.test/egresa?ref=1234' })
    await openUpgrade('/en/user/profile/settings-iban', 'Go Premium')
    expect(screen.getByRole('link', { name: 'Pay by card' }).getAttribute('href')).toBe(
      'https://pay.example.test/egresa?ref=1234',
    )
    // In English too, the whole form.
    expect(screen.getByRole('heading', { level: 2, name: 'Direct debit' })).toBeTruthy()
    expect(screen.getByLabelText(/^Account holder/)).toBeTruthy()
  })
})

describe('the Premium account tab', () => {
  it('a Premium member: tier, end date, the masked IBAN and mandate, payments, and no way to downgrade alone', async () => {
    role = 'alumniPremium'
    current = premiumMembership
    await renderApp('/es/user/profile/settings?tab=premium')
    const account = await screen.findByRole('region', { name: 'Tu cuenta' }, slow)
    expect(within(account).getByText('Premium')).toBeTruthy()
    expect(within(account).getByText('24 de noviembre de 2027')).toBeTruthy()
    const debit = screen.getByRole('region', { name: 'Domiciliación bancaria' })
    expect(within(debit).getByText('ES91 **** **** **** **** 1332')).toBeTruthy()
    expect(within(debit).getByText('EGR-U1-0001')).toBeTruthy()
    expect(within(debit).getByRole('link', { name: 'Cambiar el IBAN' }).getAttribute('href')).toBe(
      '/es/user/profile/settings-iban',
    )
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(rows[1]?.textContent).toContain('8 de diciembre de 2026')
    expect(rows[1]?.textContent).toContain('Pendiente de cobro')
    expect(rows[2]?.textContent).toContain('Devuelto')
    expect(screen.getByRole('link', { name: 'alumni@uv.es' }).getAttribute('href')).toBe(
      'mailto:alumni@uv.es',
    )
    expect(screen.getByText(/No puedes volver a la cuenta gratuita desde aquí/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Hacerme Premium/i })).toBeNull()
  })

  it('a free member: the upgrade form itself', async () => {
    await renderApp('/es/user/profile/settings?tab=premium')
    await screen.findByRole('heading', { level: 2, name: 'Hazte Premium' }, slow)
    expect(screen.getByLabelText(/^IBAN/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Revisar y hacerme Premium' })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('a member the office made Premium: told there is nothing to pay, and no IBAN form', async () => {
    role = 'alumniDesempleados'
    current = membership({
      role: 'alumniDesempleados',
      tier: 'premium',
      paid_by: 'grant',
      can_upgrade: false,
    })
    await renderApp('/es/user/profile/settings?tab=premium')
    await screen.findByText(/te ha concedido las ventajas Premium sin coste/, {}, slow)
    expect(screen.getByText('Premium para antiguos alumnos en búsqueda de empleo (sin coste)')).toBeTruthy()
    expect(screen.queryByLabelText(/^IBAN/)).toBeNull()
  })

  it('says so when the account cannot be loaded, and tries again', async () => {
    let fail = true
    api.handlers['GET /usr/membership'] = () =>
      fail ? { status: 404, body: { code: 404, reason: 'not_found', message: 'No' } } : json(current)
    await renderApp('/es/user/profile/settings?tab=premium')
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert.textContent).toContain('No se ha podido cargar tu cuenta Premium.')
    fail = false
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }))
    await screen.findByRole('heading', { level: 2, name: 'Hazte Premium' }, slow)
  })
})

describe('the benefits page', () => {
  it('offers a free member the upgrade form', async () => {
    await renderApp('/es/info/benefits')
    await screen.findByRole('heading', { level: 1, name: 'Ventajas Premium' }, slow)
    const cta = screen.getByRole('region', { name: 'Hazte Premium' })
    expect(
      within(cta).getByRole('link', { name: 'Hazte Premium por 50 € al año' }).getAttribute('href'),
    ).toBe('/es/user/profile/settings-iban')
  })

  it('tells a Premium member the benefits are theirs, with the way to the account', async () => {
    role = 'alumniPremium'
    await renderApp('/es/info/benefits')
    const cta = await screen.findByRole('region', { name: 'Tu cuenta Premium' }, slow)
    expect(within(cta).getByText('Ya tienes la cuenta Premium: todas estas ventajas son tuyas.')).toBeTruthy()
    expect(within(cta).getByRole('link', { name: 'Ver tu cuenta Premium' }).getAttribute('href')).toBe(
      '/es/user/profile/settings?tab=premium',
    )
  })
})
