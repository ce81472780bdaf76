// Job-bank answers for whole-app tests, checked against the contract. Only imported by *.test.tsx files.
import { JobOffer, type JobOfferList } from '@egresa/api-contract/jobs'
import * as v from 'valibot'

/** A published offer as `GET /api/jobs/{id}` answers it. */
export function jobOffer(overrides: Partial<v.InferInput<typeof JobOffer>> = {}): JobOffer {
  return v.parse(JobOffer, {
    id: 'offer1',
    hash: 'offer1',
    status: 'PUBLISHED',
    language: 'es',
    title: 'Diseñadora de producto',
    description: 'Buscamos a una persona para el equipo de diseño.\n\nTrabajarás con producto e ingeniería.',
    workstation: 'Diseño de producto',
    location: 'Valencia',
    country: { code: 'ES', name: 'España' },
    contract: 'TEMPORAL',
    working_hours: 'FULL-TIME',
    date_incorporation: '2031-09-01',
    published_at: '2031-06-15T09:30:00.000Z',
    categories: [{ hash: 'physics', title: 'Grado en Física' }],
    category: { hash: 'physics', title: 'Grado en Física' },
    area: { hash: 'area1', title: 'Ingeniería' },
    specialty: null,
    company: { hash: 'acme', name: 'Acme Diseño', logo: '/files/logos/acme.webp' },
    my_application: null,
    ...overrides,
  })
}

/** A page of the job bank with `count` offers. */
export function jobPage(count: number, total = count, maxPages = total > 0 ? Math.ceil(total / 9) : 0) {
  const items = Array.from({ length: count }, (_, i) =>
    jobOffer({ id: `o${i}`, hash: `o${i}`, title: `Oferta número ${i + 1}` }),
  )
  return { items, total, maxPages } satisfies JobOfferList
}

export const categoryTree = [
  {
    hash: 'sciences',
    title: 'Ciencias',
    level: 1,
    children: [{ hash: 'physics', title: 'Grado en Física', level: 2, children: [] }],
  },
]

export const countries = [
  { hash: 'es', code: 'ES', name: 'España', num_users: 3 },
  { hash: 'pt', code: 'PT', name: 'Portugal', num_users: 0 },
]
