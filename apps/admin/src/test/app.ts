// The whole office app for whole-app tests, and what its API answers for an office account. The server that
// plays the API is the shared one (`@egresa/ui/app/test-api-server`). Only imported by *.test.tsx files.
import { AdminUser } from '@egresa/api-contract/admin'
import { CurrentUser } from '@egresa/api-contract/auth'
import { AdminCompany } from '@egresa/api-contract/companies'
import { AdminOffer, JobOffer } from '@egresa/api-contract/jobs'
import { type Permission, permissionsOf } from '@egresa/api-contract/permissions'
import { ManagedWorkgroup } from '@egresa/api-contract/workgroups'
import { json, type Reply, renderApp as renderWholeApp, type Seen } from '@egresa/ui/app/test-api-server'
import * as v from 'valibot'

/** An account as `GET /usr/users/me` answers, of `role`; checked against the contract. */
export function currentUser(role: CurrentUser['role'] = 'admin'): CurrentUser {
  return v.parse(CurrentUser, {
    hash: 'o1',
    email: 'oficina@uni.es',
    name: 'Lucía',
    surname: 'Martín',
    role,
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
    company: null,
  })
}

/** A pending account as the office's list answers it. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return v.parse(AdminUser, {
    hash: 'u1',
    email: 'ana@correo.es',
    name: 'Ana',
    surname: 'García',
    role: 'alumniFreemium',
    status: 'pending',
    language: 'en',
    document_type: 'DNI',
    document_number: '12345678Z',
    sso_only: false,
    has_cv: false,
    created_at: '2026-01-10T10:00:00.000Z',
    verified_at: null,
    company: null,
    possible_duplicates: [],
    decision: null,
    decision_reason: null,
    ...overrides,
  })
}

/** An offer waiting for review as the office's list answers it. */
export function adminOffer(overrides: Partial<AdminOffer> = {}): AdminOffer {
  return v.parse(AdminOffer, {
    hash: 'off1',
    status: 'PENDING',
    title: 'Ingeniera de datos',
    workstation: 'Datos',
    location: 'Valencia',
    review_note: null,
    company: { hash: 'acme', name: 'Acme Ingeniería' },
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-11T10:00:00.000Z',
    published_at: null,
    ...overrides,
  })
}

/** An offer as alumni read it (`GET /usr/admin/offers/{hash}`), checked against the contract. */
export function jobOffer(overrides: Partial<JobOffer> = {}): JobOffer {
  return v.parse(JobOffer, {
    id: '1',
    hash: 'off1',
    status: 'PENDING',
    language: 'es',
    title: 'Ingeniera de datos',
    description: 'Buscamos una ingeniera de datos.\n\nTrabajarás con el equipo de producto.',
    workstation: 'Datos',
    location: 'Valencia',
    country: { code: 'ES', name: 'España' },
    contract: 'INDEFINITE',
    working_hours: 'FULL-TIME',
    date_incorporation: null,
    published_at: null,
    categories: [],
    category: null,
    area: null,
    specialty: null,
    company: { hash: 'acme', name: 'Acme Ingeniería', logo: null },
    my_application: null,
    ...overrides,
  })
}

/** A company as the office's list answers it. */
export function adminCompany(overrides: Partial<AdminCompany> = {}): AdminCompany {
  return v.parse(AdminCompany, {
    hash: 'c1',
    company_name: 'Acme Ingeniería',
    contact_name: 'Marta Ruiz',
    contact_phone: '600000000',
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

/** A group as the office's list answers it. */
export function managedWorkgroup(overrides: Partial<ManagedWorkgroup> = {}): ManagedWorkgroup {
  return v.parse(ManagedWorkgroup, {
    id: '1',
    hash: 'g1',
    slug: 'datos-abiertos',
    name: 'Datos abiertos',
    type: 'PUBLIC',
    status: 'PENDING',
    content: 'Un grupo para compartir datos abiertos.',
    language: 'es',
    image: null,
    members: 1,
    created_at: '2026-01-10T10:00:00.000Z',
    membership: null,
    can_read: true,
    can_manage: false,
    review_note: null,
    updated_at: '2026-01-11T10:00:00.000Z',
    ...overrides,
  })
}

export const page = <T>(items: T[]) => ({ items, total: items.length, maxPages: items.length ? 1 : 0 })

/** What every signed-in page asks for: the session with the permissions the server gives `role`. */
export function sessionHandlers(
  role: CurrentUser['role'] = 'admin',
  permissions: readonly Permission[] = permissionsOf(role),
): Record<string, (seen: Seen) => Reply> {
  return {
    'GET /api/init': () => json({ role, permissions }),
    'GET /usr/users/me': () => json(currentUser(role)),
  }
}

/** The whole app at `path`, against the server `startApiServer` started. */
export const renderApp = (path: string) => renderWholeApp(() => import('../app'), path)
