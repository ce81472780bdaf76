import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import type { JobOffer } from '@egresa/api-contract/jobs'
import { apiServerForTests, json, type Reply } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'
import { jobOffer } from '../../test/jobs'

// An offer's page in the whole app, against a real HTTP server on loopback that plays the API: its
// structured data, and the apply button of each kind of visitor.

const premium = v.parse(CurrentUser, { ...member, role: 'alumniPremium' })
const premiumWithCv = v.parse(CurrentUser, {
  ...premium,
  student: { cv: '/usr/users/cv', cv_name: 'lucia-martin.pdf' },
})
const slow = { timeout: 10_000 }
const applied = { hash: 'app1', status: 'PENDING', applied_at: '2031-06-20T10:00:00.000Z' } as const

let offer: JobOffer
const api = apiServerForTests()
beforeEach(() => {
  offer = jobOffer()
  api.handlers = { 'GET /api/jobs/offer1': () => json(offer) }
})
afterEach(() => {
  cookieSessionStore().clear()
})

function signIn(user: CurrentUser) {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers['GET /api/init'] = () => json({ role: user.role, permissions: ['app.init'] })
  api.handlers['GET /usr/users/me'] = () => json(user)
}

async function openOffer(path = '/es/empleo/offer1') {
  const router = await renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Diseñadora de producto' }, slow)
  return router
}

const panel = () => screen.getByRole('region', { name: 'Inscripción' })
/** Once the confirmation has closed (while it is open the page behind it is hidden from the tree). */
const inPanel = (check: (panel: HTMLElement) => void) => waitFor(() => check(panel()), slow)
const writes = () => api.seen.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.path}`)

function structuredData(): Record<string, unknown> | null {
  const script = document.querySelector('script[type="application/ld+json"]')
  return script ? JSON.parse(script.textContent ?? 'null') : null
}

describe('an offer’s page', () => {
  it('is public, with the offer’s facts, its paragraphs, a title and a meta description', async () => {
    await openOffer()
    const facts = screen.getByRole('region', { name: 'Detalles de la oferta' })
    const terms = [...facts.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextSibling?.textContent])
    expect(terms).toEqual([
      ['Puesto', 'Diseño de producto'],
      ['Empresa', 'Acme Diseño'],
      ['Localidad', 'Valencia, España'],
      ['Tipo de contrato', 'Temporal'],
      ['Jornada', 'Jornada completa'],
      ['Fecha de incorporación', '1 de septiembre de 2031'],
      ['Fecha de publicación', '15 de junio de 2031'],
      ['Estudios', 'Grado en Física'],
      ['Área', 'Ingeniería'],
    ])
    const description = screen.getByRole('region', { name: 'Descripción' })
    expect([...description.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Buscamos a una persona para el equipo de diseño.',
      'Trabajarás con producto e ingeniería.',
    ])
    await waitFor(() => expect(document.title).toBe('Diseñadora de producto · Acme Diseño · Egresa'))
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Acme Diseño · Valencia. Buscamos a una persona para el equipo de diseño. Trabajarás con producto e ingeniería.',
    )
  })

  it('carries JobPosting structured data with the employment type, the company and the place', async () => {
    offer = jobOffer({ description: 'Texto con </script><b>marcas</b>' })
    await openOffer()
    const data = structuredData()
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Diseñadora de producto',
      description: 'Texto con </script><b>marcas</b>',
      url: `${window.location.origin}/es/empleo/offer1`,
      identifier: { '@type': 'PropertyValue', name: 'Acme Diseño', value: 'offer1' },
      datePosted: '2031-06-15',
      employmentType: ['FULL_TIME', 'TEMPORARY'],
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Diseño',
        logo: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/files\/logos\/acme\.webp$/),
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Valencia', addressCountry: 'ES' },
      },
      jobStartDate: '2031-09-01',
      occupationalCategory: 'Grado en Física',
    })
    // The text cannot end the script early.
    expect(document.querySelector('script[type="application/ld+json"]')?.innerHTML).not.toContain('</script>')
  })

  it('maps an open-ended part-time offer to PART_TIME only', async () => {
    offer = jobOffer({
      contract: 'INDEFINITE',
      working_hours: 'PART-TIME',
      company: { ...offer.company, logo: null },
    })
    await openOffer()
    expect(structuredData()).toMatchObject({
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Acme Diseño' },
    })
    expect(structuredData()?.hiringOrganization).not.toHaveProperty('logo')
  })

  it('shows an internship for several degrees, and marks it INTERN in the structured data', async () => {
    offer = jobOffer({
      contract: 'INTERNSHIP',
      working_hours: 'PART-TIME',
      categories: [
        { hash: 'physics', title: 'Grado en Física' },
        { hash: 'maths', title: 'Grado en Matemáticas' },
      ],
    })
    await openOffer()
    const facts = screen.getByRole('region', { name: 'Detalles de la oferta' })
    const terms = Object.fromEntries(
      [...facts.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextSibling?.textContent]),
    )
    expect(terms['Tipo de contrato']).toBe('Prácticas')
    expect(terms.Estudios).toBe('Grado en Física, Grado en Matemáticas')
    expect(structuredData()).toMatchObject({
      employmentType: ['PART_TIME', 'INTERN'],
      occupationalCategory: 'Grado en Física, Grado en Matemáticas',
    })
  })

  it('is in English at /en/jobs, with an internship named so', async () => {
    offer = jobOffer({ contract: 'INTERNSHIP' })
    await renderApp('/en/jobs/offer1')
    await screen.findByRole('heading', { level: 1, name: 'Diseñadora de producto' }, slow)
    const facts = screen.getByRole('region', { name: 'Offer details' })
    expect(within(facts).getByText('Internship')).toBeTruthy()
  })

  it('of a closed offer says so, offers no way to apply and drops its structured data', async () => {
    signIn(premiumWithCv)
    offer = jobOffer({ status: 'CLOSED' })
    await openOffer()
    expect(screen.getByText('Esta oferta está cerrada: la empresa ya no recibe candidaturas.')).toBeTruthy()
    expect(within(panel()).getByText('Esta oferta está cerrada y ya no admite inscripciones.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Inscribirme' })).toBeNull()
    expect(structuredData()).toBeNull()
  })

  it('says when the text is in the other language, and marks it so', async () => {
    offer = jobOffer({ language: 'en', title: 'Product designer' })
    await renderApp('/es/empleo/offer1')
    const title = await screen.findByRole('heading', { level: 1, name: 'Product designer' }, slow)
    expect(title.getAttribute('lang')).toBe('en')
    expect(screen.getByText('La empresa ha publicado esta oferta solo en inglés.')).toBeTruthy()
  })
})

describe('applying', () => {
  it('a guest is asked to sign in and come back to the offer', async () => {
    await openOffer()
    const link = within(panel()).getByRole('link', { name: 'Inicia sesión para inscribirte' })
    expect(link.getAttribute('href')).toBe('/es/login?redirect=%2Fes%2Fempleo%2Foffer1')
  })

  it('a free member is offered Premium, with no apply button', async () => {
    signIn(member)
    await openOffer()
    expect(
      within(panel()).getByText('La inscripción en las ofertas es para las cuentas Premium.'),
    ).toBeTruthy()
    expect(
      within(panel()).getByRole('link', { name: 'Hazte Premium para inscribirte' }).getAttribute('href'),
    ).toBe('/es/user/profile/settings-iban?from=%2Fes%2Fempleo%2Foffer1')
    expect(screen.queryByRole('button', { name: 'Inscribirme' })).toBeNull()
  })

  it('a Premium member without a CV is asked to add one, and the upload page brings them back', async () => {
    signIn(premium)
    await openOffer()
    expect(within(panel()).getByText('Añade tu CV para inscribirte')).toBeTruthy()
    expect(within(panel()).getByRole('link', { name: 'Subir mi CV' }).getAttribute('href')).toBe(
      '/es/user/profile/edit?redirect=%2Fes%2Fempleo%2Foffer1',
    )
    expect(screen.queryByRole('button', { name: 'Inscribirme' })).toBeNull()
  })

  it('a Premium member with a CV applies after confirming, once, and sees the status', async () => {
    const user = userEvent.setup()
    signIn(premiumWithCv)
    api.handlers['POST /usr/jobs/offer1/application'] = () => {
      offer = { ...offer, my_application: applied }
      return { status: 201, body: applied }
    }
    await openOffer()
    await user.click(within(panel()).getByRole('button', { name: 'Inscribirme' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Inscribirte en esta oferta?' })
    expect(dialog.textContent).toContain('Acme Diseño verá tu perfil y tu CV lucia-martin.pdf.')
    expect(writes()).toEqual([])
    // Whether the company may keep the application for other offers once this one closes: not unless asked.
    const keep = within(dialog).getByRole('checkbox', {
      name: /Acme Diseño puede conservar mi candidatura para otras ofertas/,
    }) as HTMLInputElement
    expect(keep.checked).toBe(false)
    await user.click(keep)
    await user.click(within(dialog).getByRole('button', { name: 'Inscribirme' }))
    await waitFor(() =>
      expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual({ keep_for_company: true }),
    )

    await inPanel((p) => expect(within(p).getByText('Te has inscrito en esta oferta')).toBeTruthy())
    expect(within(panel()).getByText('Pendiente')).toBeTruthy()
    expect(within(panel()).getByText('20 de junio de 2031')).toBeTruthy()
    expect(within(panel()).queryByRole('button', { name: 'Inscribirme' })).toBeNull()
    expect(writes()).toEqual(['POST /usr/jobs/offer1/application'])
  })

  it('shows the server’s refusal when the application already exists, and the offer as it is now', async () => {
    const user = userEvent.setup()
    signIn(premiumWithCv)
    const message = 'Ya te has inscrito en esta oferta.'
    api.handlers['POST /usr/jobs/offer1/application'] = (): Reply => {
      offer = { ...offer, my_application: applied }
      return { status: 409, body: { code: 409, reason: 'conflict', message } }
    }
    await openOffer()
    await user.click(within(panel()).getByRole('button', { name: 'Inscribirme' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Inscribirme' }))

    await inPanel((p) => expect(within(p).getByRole('alert').textContent).toBe(message))
    await inPanel((p) => expect(within(p).getByText('Te has inscrito en esta oferta')).toBeTruthy())
  })

  it('withdraws a pending application after confirming, and may apply again', async () => {
    const user = userEvent.setup()
    signIn(premiumWithCv)
    offer = jobOffer({ my_application: applied })
    api.handlers['DELETE /usr/jobs/offer1/application'] = () => {
      offer = { ...offer, my_application: null }
      return { status: 204, body: null }
    }
    await openOffer()
    await user.click(within(panel()).getByRole('button', { name: 'Retirar mi inscripción' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Retirar tu inscripción?' })
    expect(writes()).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Retirar la inscripción' }))
    await inPanel((p) => expect(within(p).getByRole('button', { name: 'Inscribirme' })).toBeTruthy())
    expect(writes()).toEqual(['DELETE /usr/jobs/offer1/application'])
  })

  it('cannot withdraw once the company has acted on the application', async () => {
    signIn(premiumWithCv)
    offer = jobOffer({ my_application: { ...applied, status: 'ACCEPTED' } })
    await openOffer()
    expect(within(panel()).getByText('En proceso')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retirar mi inscripción' })).toBeNull()
  })
})
