import * as v from 'valibot'
import type { Endpoint } from './endpoint'
import { permissions, roles } from './permissions'

/** Device type sent by the web apps; the mobile apps send their own. */
export const WEB_DEVICE_TYPE = 2

/** What a person types to sign in, for a sign-in form to take its rules from. */
export const signInEntries = {
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.email(), v.maxLength(254)),
  password: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1024)),
}

export const LoginInput = v.strictObject({
  ...signInEntries,
  deviceId: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  deviceType: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
  push: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(4096))), null),
})
export type LoginInput = v.InferOutput<typeof LoginInput>

export const LoginResponse = v.object({ token: v.string() })
export type LoginResponse = v.InferOutput<typeof LoginResponse>

export const InitResponse = v.object({
  role: v.picklist([...roles, 'anonymous']),
  permissions: v.array(v.picklist(permissions)),
  /** The university's mobile app in each store (the server's APP_STORE_URL, PLAY_STORE_URL); null: not linked. */
  app_store_url: v.optional(v.nullable(v.string()), null),
  play_store_url: v.optional(v.nullable(v.string()), null),
  /**
   * The origins of the two web apps (the API's ALUMNI_APP_URL and COMPANY_APP_URL), so that each links to the
   * other ("¿Eres una empresa?"); absent from an older server.
   */
  apps: v.optional(v.object({ alumni: v.string(), company: v.string() })),
})
export type InitResponse = v.InferOutput<typeof InitResponse>

const nullableString = v.nullable(v.string())

export const UserTag = v.object({ hash: v.string(), title: v.string(), group: nullableString })

/** `GET /usr/users/me`: the signed-in account, in the field names of the existing portal. */
export const CurrentUser = v.object({
  hash: v.string(),
  email: v.string(),
  name: v.string(),
  surname: v.string(),
  role: v.picklist(roles),
  code_numeric: v.number(),
  gender: nullableString,
  language: v.string(),
  avatar: nullableString,
  /** A profile is complete once birthdate, gender and category are set. */
  is_complete: v.boolean(),
  /** The fields still missing for a complete profile (of `birthdate`, `gender`, `category`). */
  missing: v.array(v.picklist(['birthdate', 'gender', 'category'])),
  /** A new address waiting for the confirmation link mailed to it (POST /usr/users/email). */
  email_pending: nullableString,
  category: v.nullable(v.object({ hash: v.string(), title: v.string() })),
  data: v.object({
    birthdate: nullableString,
    phone: nullableString,
    address: nullableString,
    city: nullableString,
    postal: nullableString,
    /** ISO 3166-1 alpha-2 codes. */
    country: nullableString,
    originalCountry: nullableString,
    document_type: nullableString,
    document_number: nullableString,
    graduation_year: v.nullable(v.number()),
    profile_type: nullableString,
    current_job: nullableString,
    current_company: nullableString,
    formation: nullableString,
    about_me: nullableString,
    url_linkedin: nullableString,
    url_behance: nullableString,
    url_portfolio: nullableString,
    url_other: nullableString,
    tags: v.array(UserTag),
  }),
  /** `cv`: where the owner downloads the CV (GET /usr/users/cv, with the session headers); `cv_name`: its file name. */
  student: v.object({ cv: nullableString, cv_name: nullableString }),
  payment: v.nullable(v.object({ bank: v.string(), name: v.string(), iban: v.string() })),
  subscription: v.object({ type: nullableString, end: nullableString }),
  flags: v.object({
    is_privacy: v.boolean(),
    is_conditions: v.boolean(),
    is_newsletter: v.boolean(),
    is_receive_jobs: v.boolean(),
    is_appear_by_company: v.boolean(),
    is_appear_by_user: v.boolean(),
  }),
  /** The payment link (card) with the person's reference, when the university configured one. */
  urlPaymentFlywire: v.nullable(v.string()),
  company: v.nullable(
    v.object({
      hash: v.string(),
      name: v.string(),
      contact_name: v.string(),
      contact_phone: nullableString,
      document_number: v.string(),
      logo: nullableString,
      validated: v.boolean(),
    }),
  ),
  /**
   * The policies (conditions of use, privacy policy) whose current version the person has not accepted: the
   * apps ask for them before going on (docs/privacy.md, "Consent records").
   */
  policies_to_accept: v.optional(v.array(v.picklist(['conditions', 'privacy']))),
})
export type CurrentUser = v.InferOutput<typeof CurrentUser>

export const init = {
  method: 'GET',
  path: '/api/init',
  summary: 'Role and permissions of the caller (anonymous without a valid session)',
  tag: 'auth',
  permission: 'app.init',
  apiKey: true,
  response: { status: 200, body: InitResponse },
} as const satisfies Endpoint

export const login = {
  method: 'POST',
  path: '/usr/login',
  summary: 'Sign in with e-mail and password; opens a session for this device',
  tag: 'auth',
  permission: 'auth.login',
  apiKey: true,
  request: { body: LoginInput },
  response: { status: 200, body: LoginResponse },
} as const satisfies Endpoint

export const logout = {
  method: 'GET',
  path: '/usr/users/logout',
  summary: "Ends this device's session",
  tag: 'auth',
  permission: 'auth.logout',
  apiKey: true,
  response: { status: 204 },
} as const satisfies Endpoint

export const me = {
  method: 'GET',
  path: '/usr/users/me',
  summary: 'The signed-in account',
  tag: 'users',
  permission: 'profile.read',
  apiKey: true,
  response: { status: 200, body: CurrentUser },
} as const satisfies Endpoint

export const authEndpoints = { init, login, logout, me } as const satisfies Record<string, Endpoint>
