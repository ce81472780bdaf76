import { PersonDetail, PersonRow } from '@egresa/api-contract/admin-people'
import { AdminCompany } from '@egresa/api-contract/companies'
import { apiServerForTests, json, type Seen, signIn } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { page, renderApp, sessionHandlers } from '../../test/app'

// The office's People and Companies screens, the whole app against the loopback server that plays the API.

const api = apiServerForTests()

const long = { timeout: 10_000 }

function personRow(overrides: Partial<PersonRow> = {}): PersonRow {
  return v.parse(PersonRow, {
    hash: 'p1',
    name: 'Ana',
    surname: 'García',
    email: 'ana@correo.es',
    avatar: null,
    role: 'alumniPremium',
    status: 'active',
    tier: 'premium',
    partner_number: 1042,
    document_number: '12345678Z',
    graduation_year: 2015,
    created_at: '2025-01-10T10:00:00.000Z',
    ...overrides,
  })
}

function personDetail(profile: Partial<PersonDetail['profile']> = {}): PersonDetail {
  return v.parse(PersonDetail, {
    profile: {
      hash: 'p1',
      name: 'Ana',
      surname: 'García',
      email: 'ana@correo.es',
      role: 'alumniPremium',
      status: 'active',
      language: 'es',
      partner_number: 1042,
      document_type: 'DNI',
      document_number: '12345678Z',
      phone: null,
      city: 'Valencia',
      country_code: 'ES',
      birthdate: null,
      graduation_year: 2015,
      current_job: null,
      current_company: null,
      sso_only: false,
      has_cv: false,
      created_at: '2025-01-10T10:00:00.000Z',
      verified_at: '2025-01-11T10:00:00.000Z',
      ...profile,
    },
    membership: {
      role: 'alumniPremium',
      tier: 'premium',
      premium_until: '2026-12-31',
      paid_by: 'card',
      can_upgrade: false,
      can_downgrade: false,
      mandate: null,
      next_charge: null,
      charges: [],
      fee_cents: 3000,
      currency: 'EUR',
      creditor: { name: 'Universidad', identifier: null },
      mandate_text_version: 'sepa-core-2026-1',
      first_charge_days: 14,
      has_payment_link: false,
      url_payment: null,
    },
    tier_changes: [
      {
        from_role: 'alumniFreemium',
        to_role: 'alumniPremium',
        kind: 'card_payment',
        reason: 'Pago TPV 77',
        actor: 'admin@uni.es',
        at: '2025-12-31T10:00:00.000Z',
      },
    ],
    mandates: [],
    applications: [],
    groups: [],
    sessions: [
      {
        id: '7f1c2a4e-0b5d-4c1e-9a55-3d2f1e0c9b8a',
        device_id: 'd1',
        device_type: 2,
        created_at: '2026-01-01T10:00:00.000Z',
        last_seen_at: '2026-01-02T10:00:00.000Z',
        expires_at: '2026-02-01T10:00:00.000Z',
      },
    ],
  })
}

describe('office app: people', () => {
  it('searches with the filters in the URL, and a person opens from the list', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    api.handlers['GET /usr/admin/people'] = (seen) =>
      json(
        page(
          seen.query.q === 'gar' ? [personRow()] : [personRow(), personRow({ hash: 'p2', name: 'Bruno' })],
        ),
      )
    const user = userEvent.setup()
    const router = await renderApp('/es/people?status=active')
    expect(await screen.findByRole('heading', { level: 1, name: 'Personas' }, long)).toBeTruthy()
    const menu = screen.getByRole('navigation', { name: 'Menú principal' })
    expect(within(menu).getByRole('link', { name: 'Personas' }).getAttribute('href')).toBe('/es/people')
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('active')
    const first = api.seen.find((s) => s.path === '/usr/admin/people') as Seen
    expect(first.query).toMatchObject({ status: 'active' })

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'gar{Enter}')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'gar', status: 'active' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bruno García' })).toBeNull())
    expect(api.seen.some((s) => s.path === '/usr/admin/people' && s.query.q === 'gar')).toBe(true)

    await user.selectOptions(screen.getByLabelText('Nivel'), 'premium')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'gar', tier: 'premium' }))

    api.handlers['GET /usr/admin/people/p1'] = () => json(personDetail())
    await user.click(screen.getByRole('link', { name: 'Ana García' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana García' }, long)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/people/p1')
  }, 40_000)

  it("shows a person's page: profile, tier history and sessions", async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    api.handlers['GET /usr/admin/people/p1'] = () => json(personDetail())
    await renderApp('/en/people/p1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana García' }, long)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Profile' })).toBeTruthy()
    expect(screen.getByText('ana@correo.es')).toBeTruthy()
    // The language of her mails by its name, not its code.
    expect(screen.getByText('Language of the e-mails').nextElementSibling?.textContent).toBe('Spanish')
    const history = screen.getByRole('table', { name: 'Tier history' })
    expect(within(history).getByText('Pago TPV 77')).toBeTruthy()
    expect(within(history).getByText('Alumni, free → Alumni Premium')).toBeTruthy()
    expect(screen.getByText('1 open session')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Change the tier…' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Record a card payment…' })).toBeTruthy()
  })

  it('disables an account after a confirmation with a reason; the server’s field message shows on the field', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    let status: 'active' | 'disabled' = 'active'
    api.handlers['GET /usr/admin/people/p1'] = () => json(personDetail({ status }))
    let calls = 0
    api.handlers['POST /usr/admin/people/p1/disable'] = () => {
      calls++
      if (calls === 1) {
        return json(
          {
            code: 400,
            reason: 'validation',
            message: 'Revisa los datos',
            errors: { reason: ['El motivo es demasiado corto para el registro.'] },
          },
          400,
        )
      }
      status = 'disabled'
      return json({ person: personRow({ status: 'disabled' }), sessions_ended: 1 })
    }
    const user = userEvent.setup()
    await renderApp('/es/people/p1')
    await user.click(await screen.findByRole('button', { name: 'Desactivar la cuenta…' }, long))
    const dialog = await screen.findByRole('dialog', { name: '¿Desactivar la cuenta de Ana García?' })
    // Without a reason nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar la cuenta' }))
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('textbox', { name: /Motivo/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    )
    expect(calls).toBe(0)
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Suplantación')
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar la cuenta' }))
    expect(
      await within(dialog).findByText('El motivo es demasiado corto para el registro.', {}, long),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar la cuenta' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), long)
    const sent = api.seen.filter((s) => s.method === 'POST' && s.path === '/usr/admin/people/p1/disable')
    expect(sent.at(-1)?.body).toEqual({ reason: 'Suplantación' })
    expect(await screen.findByRole('button', { name: 'Activar la cuenta' }, long)).toBeTruthy()
  })

  it('ends every session only after a confirmation', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    api.handlers['GET /usr/admin/people/p1'] = () => json(personDetail())
    api.handlers['DELETE /usr/admin/people/p1/sessions'] = () =>
      json({ person: personRow(), sessions_ended: 1 })
    const user = userEvent.setup()
    await renderApp('/es/people/p1')
    await user.click(await screen.findByRole('button', { name: 'Cerrar todas las sesiones…' }, long))
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Cerrar todas las sesiones de Ana García?',
    })
    expect(api.seen.some((s) => s.method === 'DELETE')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar todas las sesiones' }))
    await waitFor(() => expect(api.seen.some((s) => s.method === 'DELETE')).toBe(true))
  })

  it('shows a 409 in the confirmation itself (the shared dialog), and reloads the page', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    let status: 'pending' | 'active' = 'pending'
    api.handlers['GET /usr/admin/people/p1'] = () => json(personDetail({ status }))
    api.handlers['POST /usr/admin/users/p1/verify'] = () => {
      status = 'active'
      return json(conflict('Esta cuenta ya fue verificada por pablo@uni.es el 25/11/2026 a las 10:42.'), 409)
    }
    const user = userEvent.setup()
    await renderApp('/es/people/p1')
    await user.click(await screen.findByRole('button', { name: 'Verificar' }, long))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Verificar la cuenta de Ana García?' })
    await user.click(within(dialog).getByRole('button', { name: 'Verificar' }))
    expect((await within(dialog).findByRole('alert', {}, long)).textContent).toBe(
      'Esta cuenta ya fue verificada por pablo@uni.es el 25/11/2026 a las 10:42.',
    )
    expect(within(dialog).queryByRole('button', { name: 'Verificar' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    // The page shows what is now: the account is active, so it may be sent the mail again.
    expect(
      await screen.findByRole('button', { name: 'Reenviar el correo de verificación' }, long),
    ).toBeTruthy()
  })

  it('hides the tier change and the card payment from the office role', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers('office'))
    api.handlers['GET /usr/admin/people/p1'] = () => json(personDetail())
    await renderApp('/es/people/p1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana García' }, long)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Desactivar la cuenta…' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cambiar el nivel…' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Registrar un pago con tarjeta…' })).toBeNull()
  })
})

function conflict(message: string) {
  return { code: 409, reason: 'conflict', message }
}

function adminCompany(overrides: Partial<AdminCompany> = {}): AdminCompany {
  return v.parse(AdminCompany, {
    hash: 'acme',
    company_name: 'Acme Ingeniería',
    contact_name: 'Rosa Pérez',
    contact_phone: null,
    document_number: 'B12345678',
    logo: null,
    email: 'rrhh@acme.es',
    language: 'es',
    status: 'pending',
    created_at: '2026-01-10T10:00:00.000Z',
    validated_at: null,
    decision: null,
    decision_reason: null,
    ...overrides,
  })
}

describe('office app: companies', () => {
  it('disables a validated company with a reason it is mailed, then it can be enabled again', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    let company = adminCompany({ status: 'validated', validated_at: '2026-01-11T10:00:00.000Z' })
    api.handlers['GET /usr/admin/companies/acme'] = () => json({ company, offers: [], users: [] })
    api.handlers['POST /usr/admin/companies/acme/disable'] = (seen) => {
      company = {
        ...company,
        status: 'disabled',
        decision: { by: 'oficina@uni.es', at: '2026-02-01T09:30:00.000Z' },
        decision_reason: (seen.body as { reason: string }).reason,
      }
      return json(company)
    }
    const user = userEvent.setup()
    await renderApp('/es/companies/acme')
    await user.click(await screen.findByRole('button', { name: 'Desactivar la empresa…' }, long))
    const dialog = await screen.findByRole('dialog', { name: '¿Desactivar Acme Ingeniería?' })
    // Without a reason nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar la empresa' }))
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ })
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'))
    expect(api.seen.some((s) => s.method === 'POST')).toBe(false)
    await user.type(reason, 'Ofertas engañosas')
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar la empresa' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), long)
    const sent = api.seen.filter((s) => s.method === 'POST' && s.path === '/usr/admin/companies/acme/disable')
    expect(sent.map((s) => s.body)).toEqual([{ reason: 'Ofertas engañosas' }])
    expect(await screen.findByText('Empresa desactivada.', {}, long)).toBeTruthy()
    // The page reloaded: the decision and its reason, and the way back.
    expect(await screen.findByText('Ofertas engañosas', {}, long)).toBeTruthy()
    expect(screen.getByText(/por oficina@uni\.es/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Desactivar la empresa…' })).toBeNull()
    api.handlers['POST /usr/admin/companies/acme/enable'] = () => {
      company = { ...company, status: 'validated' }
      return json(company)
    }
    await user.click(screen.getByRole('button', { name: 'Activar la empresa' }))
    const confirm = await screen.findByRole('alertdialog', { name: '¿Activar de nuevo Acme Ingeniería?' })
    await user.click(within(confirm).getByRole('button', { name: 'Activar la empresa' }))
    expect(await screen.findByRole('button', { name: 'Desactivar la empresa…' }, long)).toBeTruthy()
  })

  it('shows the 409 of a company someone else decided on in the dialog, and reloads it and the counts', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    let company = adminCompany()
    let counts = { users: 0, companies: 1, offers: 0, workgroups: 0 }
    api.handlers['GET /usr/admin/queues'] = () => json(counts)
    api.handlers['GET /usr/admin/companies/acme'] = () => json({ company, offers: [], users: [] })
    const message = 'Esta empresa ya fue validada por pablo@uni.es el 25/11/2026 a las 10:42.'
    api.handlers['POST /usr/admin/companies/acme/reject'] = () => {
      company = { ...company, status: 'validated', validated_at: '2026-11-25T09:42:00.000Z' }
      counts = { ...counts, companies: 0 }
      return json(conflict(message), 409)
    }
    const user = userEvent.setup()
    const router = await renderApp('/es')
    expect(await screen.findByRole('link', { name: /Empresas por validar\s*1 pendiente/ }, long)).toBeTruthy()
    await router.navigate({ to: '/$locale/companies/$hash', params: { locale: 'es', hash: 'acme' } })
    await user.click(await screen.findByRole('button', { name: 'Rechazar…' }, long))
    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar Acme Ingeniería?' })
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'No es una empresa.')
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar y enviar el motivo' }))
    expect((await within(dialog).findByRole('alert', {}, long)).textContent).toBe(message)
    expect(within(dialog).queryByRole('button', { name: 'Rechazar y enviar el motivo' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The page shows the company as it is now.
    expect(await screen.findByRole('button', { name: 'Desactivar la empresa…' }, long)).toBeTruthy()
    await router.navigate({ to: '/$locale', params: { locale: 'es' } })
    expect(
      await screen.findByRole('link', { name: /Empresas por validar\s*0 pendientes/ }, long),
    ).toBeTruthy()
  })

  it('lists every company by the URL’s filters, and opens one with its offers and users', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    const company = {
      hash: 'acme',
      company_name: 'Acme Ingeniería',
      contact_name: 'Rosa Pérez',
      contact_phone: null,
      document_number: 'B12345678',
      logo: null,
      email: 'rrhh@acme.es',
      language: 'es',
      status: 'pending',
      created_at: '2026-01-10T10:00:00.000Z',
      validated_at: null,
      decision: null,
      decision_reason: null,
    }
    api.handlers['GET /usr/admin/companies'] = () => json(page([company]))
    api.handlers['GET /usr/admin/companies/acme'] = () =>
      json({
        company,
        offers: [
          {
            hash: 'o1',
            title: 'Ingeniera de datos',
            status: 'PUBLISHED',
            created_at: company.created_at,
            applications: 3,
          },
        ],
        users: [personRow({ hash: 'r1', name: 'Rosa', surname: 'Pérez', role: 'company', tier: null })],
      })
    api.handlers['POST /usr/admin/companies/acme/validate'] = () => json({ ...company, status: 'validated' })
    const user = userEvent.setup()
    await renderApp('/es/companies/all?text=acme')
    expect(await screen.findByRole('heading', { level: 1, name: 'Todas las empresas' }, long)).toBeTruthy()
    expect((api.seen.find((s) => s.path === '/usr/admin/companies') as Seen).query).toMatchObject({
      text: 'acme',
    })
    await user.click(screen.getByRole('link', { name: 'Acme Ingeniería' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Ingeniería' }, long)).toBeTruthy()
    expect(screen.getByText('Ingeniera de datos')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Rosa Pérez' }).getAttribute('href')).toBe('/es/people/r1')
    await user.click(screen.getByRole('button', { name: 'Validar' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Validar Acme Ingeniería?' })
    await user.click(within(dialog).getByRole('button', { name: 'Validar' }))
    await waitFor(() =>
      expect(
        api.seen.some((s) => s.method === 'POST' && s.path === '/usr/admin/companies/acme/validate'),
      ).toBe(true),
    )
  })
})
