// The whole alumni app for whole-app tests, and what its API answers for a signed-in member. The server that
// plays the API is the shared one (`@egresa/ui/app/test-api-server`). Only imported by *.test.tsx files.
import { CurrentUser } from '@egresa/api-contract/auth'
import { renderApp as renderWholeApp } from '@egresa/ui/app/test-api-server'
import * as v from 'valibot'

/** The whole app at `path`, against the server `startApiServer` started. */
export const renderApp = (path: string) => renderWholeApp(() => import('../app'), path)

/** A signed-in alumni as `GET /usr/users/me` answers, complete; checked against the contract. */
export const member = v.parse(CurrentUser, {
  hash: 'u1',
  email: 'lucia@uni.es',
  name: 'Lucía',
  surname: 'Martín',
  role: 'alumniFreemium',
  code_numeric: 1234,
  gender: 'female',
  language: 'es',
  avatar: null,
  is_complete: true,
  missing: [],
  email_pending: null,
  category: { hash: 'physics', title: 'Grado en Física' },
  data: {
    birthdate: '1990-04-12',
    phone: null,
    address: null,
    city: null,
    postal: null,
    country: null,
    originalCountry: null,
    document_type: 'dni',
    document_number: '12345678Z',
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
    is_appear_by_user: true,
  },
  urlPaymentFlywire: null,
  company: null,
})
