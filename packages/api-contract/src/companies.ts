import { isValidCif, isValidNif, normalizeDocument } from '@egresa/validators/identity'
import { confirmed } from '@egresa/validators/valibot'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { AdminCompaniesQuery, companyStatuses } from './admin-search'
import { BulkDecisionInput, BulkDecisionResult, Decision, ReasonInput } from './decisions'
import type { Endpoint } from './endpoint'
import { PathHash, paginated } from './lists'
import { localized } from './localized'
import {
  AVATAR_MAX_BYTES,
  accountLanguages,
  Email,
  IMAGE_TYPES,
  mustAccept,
  Password,
  RegisterResponse,
} from './users'

// Companies (spec section 3, Company): registration with its two tabs, the company profile and its
// settings, and the alumni office's validation.

/** Largest logo upload, checked before decoding; the image is re-encoded to WebP. */
export const LOGO_MAX_BYTES = AVATAR_MAX_BYTES

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max))

/** The company id: a Spanish CIF or NIF with the right control character, stored without spaces or dashes. */
export const CompanyDocument = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  v.maxLength(20),
  v.transform(normalizeDocument),
  v.check(
    (value) => isValidCif(value) || isValidNif(value),
    localized(msg`El CIF o NIF no es válido: revisa la letra o el dígito de control.`),
  ),
)

/** The fields of the company-data tab, shared by registration and the company profile. */
export const companyEntries = {
  company_name: text(200),
  contact_name: text(200),
  contact_phone: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    v.maxLength(30),
    v.regex(
      /^\+?[\d\s().-]{6,30}$/,
      localized(msg`El teléfono solo puede contener números, espacios y los signos + ( ) - .`),
    ),
  ),
  document_number: CompanyDocument,
}

/**
 * The fields of `CompanyRegisterInput`, for the registration form to take its rules from: the company-data
 * tab (`companyEntries`, and the logo as the request's file) and the user-data tab.
 */
export const companyRegisterEntries = {
  ...companyEntries,
  email: Email,
  email_repeat: Email,
  password: Password,
  password_repeat: v.string(),
  /** The language of the company's mails. */
  language: v.picklist(accountLanguages),
  is_privacy: mustAccept(msg`Debes aceptar la política de privacidad.`),
  is_conditions: mustAccept(msg`Debes aceptar las condiciones de uso.`),
}

/**
 * `POST /usr/company/register`: multipart, with these fields as the JSON of the `data` part and the logo
 * (optional) as the `logo` file. The account and the company wait for the alumni office.
 */
export const CompanyRegisterInput = v.pipe(
  v.strictObject(companyRegisterEntries),
  confirmed('email', 'email_repeat'),
  confirmed('password', 'password_repeat'),
)
export type CompanyRegisterInput = v.InferOutput<typeof CompanyRegisterInput>

/** A user of the company's account (today the recruiter who registered it): the person its mails greet. */
export const CompanyUser = v.object({
  hash: v.string(),
  name: v.string(),
  surname: v.string(),
  email: v.string(),
})
export type CompanyUser = v.InferOutput<typeof CompanyUser>

/** The signed-in company's profile and settings. */
export const CompanyProfile = v.object({
  hash: v.string(),
  company_name: v.string(),
  contact_name: v.string(),
  contact_phone: v.nullable(v.string()),
  document_number: v.string(),
  logo: v.nullable(v.string()),
  email: v.string(),
  language: v.picklist(accountLanguages),
  /** Whether the recruiter gets a mail when someone applies. */
  notify_applications: v.boolean(),
  validated_at: v.nullable(v.string()),
  /** The account's users, by name: the contact person above is the company's data, not necessarily one. */
  users: v.array(CompanyUser),
})
export type CompanyProfile = v.InferOutput<typeof CompanyProfile>

/** `PATCH /usr/company`: company data and configuration, every field optional. */
export const CompanyProfilePatch = v.strictObject({
  company_name: v.optional(companyEntries.company_name),
  contact_name: v.optional(companyEntries.contact_name),
  contact_phone: v.optional(companyEntries.contact_phone),
  document_number: v.optional(companyEntries.document_number),
  language: v.optional(v.picklist(accountLanguages)),
  notify_applications: v.optional(v.boolean()),
})
export type CompanyProfilePatch = v.InferOutput<typeof CompanyProfilePatch>

/** `PATCH /usr/company/users/{hash}`: the name of one of the company's users. */
export const CompanyUserPatch = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  surname: v.pipe(v.string(), v.trim(), v.maxLength(150)),
})
export type CompanyUserPatch = v.InferOutput<typeof CompanyUserPatch>

export const LogoResponse = v.object({ logo: v.string() })

export { AdminCompaniesQuery, companyStatuses } from './admin-search'

/** A company as the alumni office sees it. */
export const AdminCompany = v.object({
  hash: v.string(),
  company_name: v.string(),
  contact_name: v.string(),
  contact_phone: v.nullable(v.string()),
  document_number: v.string(),
  logo: v.nullable(v.string()),
  email: v.string(),
  language: v.picklist(accountLanguages),
  status: v.picklist(companyStatuses),
  created_at: v.string(),
  validated_at: v.nullable(v.string()),
  /** The office's last decision (validated, rejected, disabled, enabled); null while none. */
  decision: v.nullable(Decision),
  /** The reason of the last rejection or disabling (mailed to the company). */
  decision_reason: v.nullable(v.string()),
})
export type AdminCompany = v.InferOutput<typeof AdminCompany>
export const AdminCompanyList = paginated(AdminCompany)

const logoUpload = { field: 'logo', accept: IMAGE_TYPES, maxBytes: LOGO_MAX_BYTES } as const

export const registerCompany = {
  method: 'POST',
  path: '/usr/company/register',
  summary:
    'Registers a company and its recruiter account (multipart: `data` JSON and an optional `logo` image), pending until the alumni office validates it; nothing is kept when any part fails',
  tag: 'accounts',
  permission: 'auth.register',
  apiKey: true,
  request: { body: CompanyRegisterInput, upload: { ...logoUpload, optional: true, dataField: 'data' } },
  response: { status: 201, body: RegisterResponse },
} as const satisfies Endpoint

export const companyProfile = {
  method: 'GET',
  path: '/usr/company',
  summary: 'The signed-in company’s profile and settings',
  tag: 'profile',
  permission: 'company.profile.edit',
  apiKey: true,
  response: { status: 200, body: CompanyProfile },
} as const satisfies Endpoint

export const updateCompanyProfile = {
  method: 'PATCH',
  path: '/usr/company',
  summary: 'Changes the company’s data and configuration (mail language, notifications)',
  tag: 'profile',
  permission: 'company.profile.edit',
  apiKey: true,
  request: { body: CompanyProfilePatch },
  response: { status: 200, body: CompanyProfile },
} as const satisfies Endpoint

export const updateCompanyUser = {
  method: 'PATCH',
  path: '/usr/company/users/{hash}',
  summary:
    'Changes the name of one of the company’s own users (the greeting of its mails); another company’s user is a 404',
  tag: 'profile',
  permission: 'company.profile.edit',
  apiKey: true,
  request: { params: v.object({ hash: PathHash }), body: CompanyUserPatch },
  response: { status: 200, body: CompanyProfile },
} as const satisfies Endpoint

export const uploadCompanyLogo = {
  method: 'POST',
  path: '/usr/company/logo',
  summary: 'Replaces the company’s logo (an image, checked on its bytes, re-encoded to WebP)',
  tag: 'profile',
  permission: 'company.profile.edit',
  apiKey: true,
  request: { upload: logoUpload },
  response: { status: 200, body: LogoResponse },
} as const satisfies Endpoint

export const deleteCompanyLogo = {
  method: 'DELETE',
  path: '/usr/company/logo',
  summary: 'Removes the company’s logo',
  tag: 'profile',
  permission: 'company.profile.edit',
  apiKey: true,
  response: { status: 204 },
} as const satisfies Endpoint

export const adminCompanies = {
  method: 'GET',
  path: '/usr/admin/companies',
  summary: 'Companies by status (pending ones wait for validation), oldest first',
  tag: 'admin',
  permission: 'admin.companies.validate',
  apiKey: true,
  request: { query: AdminCompaniesQuery },
  response: { status: 200, body: AdminCompanyList },
} as const satisfies Endpoint

const CompanyHash = v.object({ hash: PathHash })
const companyConflict =
  'the company is not in the state the action starts from (the message says what happened, by whom and when)'

export const validateCompany = {
  method: 'POST',
  path: '/usr/admin/companies/{hash}/validate',
  summary:
    'Validates a pending company and activates its account; the company is mailed in its language (409 once decided)',
  tag: 'admin',
  permission: 'admin.companies.validate',
  apiKey: true,
  request: { params: CompanyHash },
  conflict: companyConflict,
  response: { status: 200, body: AdminCompany },
} as const satisfies Endpoint

export const rejectCompany = {
  method: 'POST',
  path: '/usr/admin/companies/{hash}/reject',
  summary:
    'Rejects a pending company with a reason (required) mailed to its users in their language; its account cannot sign in',
  tag: 'admin',
  permission: 'admin.companies.validate',
  apiKey: true,
  request: { params: CompanyHash, body: ReasonInput },
  conflict: companyConflict,
  response: { status: 200, body: AdminCompany },
} as const satisfies Endpoint

export const disableCompany = {
  method: 'POST',
  path: '/usr/admin/companies/{hash}/disable',
  summary:
    'Disables a validated company with a reason mailed to its users: their sessions end and they cannot sign in; its offers stay as they are',
  tag: 'admin',
  permission: 'admin.companies.validate',
  apiKey: true,
  request: { params: CompanyHash, body: ReasonInput },
  conflict: companyConflict,
  response: { status: 200, body: AdminCompany },
} as const satisfies Endpoint

export const enableCompany = {
  method: 'POST',
  path: '/usr/admin/companies/{hash}/enable',
  summary: 'Enables a disabled company again: its users can sign in',
  tag: 'admin',
  permission: 'admin.companies.validate',
  apiKey: true,
  request: { params: CompanyHash },
  conflict: companyConflict,
  response: { status: 200, body: AdminCompany },
} as const satisfies Endpoint

export const bulkCompanies = {
  method: 'POST',
  path: '/usr/admin/companies/bulk',
  summary:
    'Validates (`approve`) or rejects (with a reason) up to 1000 pending companies at once; those already decided are skipped and listed',
  tag: 'admin',
  permission: 'admin.companies.validate',
  apiKey: true,
  request: { body: BulkDecisionInput },
  response: { status: 200, body: BulkDecisionResult },
} as const satisfies Endpoint

export const companyEndpoints = {
  registerCompany,
  companyProfile,
  updateCompanyProfile,
  updateCompanyUser,
  uploadCompanyLogo,
  deleteCompanyLogo,
  adminCompanies,
  validateCompany,
  rejectCompany,
  disableCompany,
  enableCompany,
  bulkCompanies,
} as const satisfies Record<string, Endpoint>
