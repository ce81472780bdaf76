// The whole company app for whole-app tests, and what its API answers for the demo company's recruiter. The
// server that plays the API is the shared one (`@egresa/ui/app/test-api-server`). Only imported by *.test.tsx
// files.
import { CurrentUser } from '@egresa/api-contract/auth'
import { CompanyOffer } from '@egresa/api-contract/jobs'
import { json, type Reply, renderApp as renderWholeApp, type Seen } from '@egresa/ui/app/test-api-server'
import * as v from 'valibot'

/** The whole app at `path`, against the server `startApiServer` started. */
export const renderApp = (path: string) => renderWholeApp(() => import('../app'), path)

/** The demo company's recruiter as `GET /usr/users/me` answers; checked against the contract. */
export const recruiter = v.parse(CurrentUser, {
  hash: 'c1',
  email: 'empresa@acme.es',
  name: 'Marta',
  surname: 'Ruiz',
  role: 'company',
  code_numeric: 0,
  gender: null,
  language: 'es',
  avatar: null,
  is_complete: true,
  missing: [],
  email_pending: null,
  category: null,
  data: {
    birthdate: null,
    phone: null,
    address: null,
    city: null,
    postal: null,
    country: null,
    originalCountry: null,
    document_type: null,
    document_number: null,
    graduation_year: null,
    profile_type: null,
    current_job: null,
    current_company: null,
    formation: null,
    about_me: null,
    url_linkedin: null,
    url_behance: null,
    url_portfolio: null,
    url_other: null,
    tags: [],
  },
  student: { cv: null, cv_name: null },
  payment: null,
  subscription: { type: null, end: null },
  flags: {
    is_privacy: true,
    is_conditions: true,
    is_newsletter: false,
    is_receive_jobs: false,
    is_appear_by_company: false,
    is_appear_by_user: false,
  },
  urlPaymentFlywire: null,
  company: {
    hash: 'acme',
    name: 'Acme Ingeniería',
    contact_name: 'Marta Ruiz',
    contact_phone: '+34 600 000 000',
    document_number: 'B12345674',
    logo: null,
    validated: true,
  },
})

/** An offer of the company as the API answers it, with `overrides`; checked against the contract. */
export function companyOffer(overrides: Partial<CompanyOffer> = {}): CompanyOffer {
  return v.parse(CompanyOffer, {
    id: 'off1',
    hash: 'off1',
    status: 'UNPUBLISHED',
    review_note: null,
    title: 'Ingeniera de datos',
    description: 'Buscamos una ingeniera de datos.',
    workstation: 'Ingeniería de datos',
    title_en: null,
    description_en: null,
    workstation_en: null,
    location: 'Valencia',
    country_code: 'ES',
    contract: 'INDEFINITE',
    working_hours: 'FULL-TIME',
    date_incorporation: null,
    categories: [],
    category: null,
    area: null,
    specialty: null,
    published_at: null,
    closed_at: null,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    candidates: { new: 0, in_process: 0, discarded: 0 },
    ...overrides,
  })
}

export const tree = [
  {
    hash: 'engineering',
    title: 'Ingeniería y Arquitectura',
    level: 1,
    children: [
      { hash: 'computing', title: 'Grado en Ingeniería Informática', level: 2, children: [] },
      { hash: 'telecom', title: 'Grado en Ingeniería de Telecomunicación', level: 2, children: [] },
    ],
  },
]
export const emptyList = { items: [], total: 0, maxPages: 0 }

/** What every signed-in page asks for: the session, and the reference lists. */
export function signedInHandlers(): Record<string, (seen: Seen) => Reply> {
  return {
    'GET /api/init': () => json({ role: 'company', permissions: ['app.init', 'company.offers.manage'] }),
    'GET /usr/users/me': () => json(recruiter),
    'GET /api/categories/tree': () => json(tree),
    'GET /api/countries': () => json([{ hash: 'es', code: 'ES', name: 'España', num_users: 3 }]),
    'GET /api/tags': (seen) =>
      json(
        seen.query.group === 'area'
          ? [{ hash: 'area-it', title: 'Tecnología', type: 'USER', group: 'area' }]
          : [{ hash: 'spec-data', title: 'Datos', type: 'USER', group: 'specialty' }],
      ),
  }
}
