import { documentTypes } from '@egresa/validators/identity'
import type { MessageDescriptor } from '@egresa/validators/translator'
import { confirmed, documentMatchesType, httpUrl, iban } from '@egresa/validators/valibot'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { CurrentUser } from './auth'
import { calendarDate, TODAY } from './dates'
import type { Endpoint } from './endpoint'
import { listQuery, pageQuery, paginated } from './lists'
import { localized } from './localized'

// Accounts and profiles of people (spec section 3, User): registration, password recovery, password and
// e-mail changes, the profile form and its uploads. Field names are the spec's (snake_case).

export { documentTypes }
export const genders = ['male', 'female', 'other'] as const
/** The language of the person's e-mails. */
export const accountLanguages = ['es', 'en', 'ca'] as const
export const profileTypes = ['student', 'pas', 'professor'] as const

export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 128
/** Largest avatar upload, checked before decoding; the image is re-encoded to WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
/** Largest CV upload (PDF only). */
export const CV_MAX_BYTES = 10 * 1024 * 1024
/** Image formats accepted for avatars and project images (checked on the bytes, not the name). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const
export const MAX_USER_TAGS = 30

const thisYear = new Date().getUTCFullYear()

/** What `''` means in an optional field of a form: nothing, stored as null. */
const blankToNull = (value: string) => (value === '' ? null : value)

const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max), v.transform(blankToNull))))

export const Email = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.email(), v.maxLength(254), v.toLowerCase())

export const Password = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH),
  v.maxLength(PASSWORD_MAX_LENGTH),
  v.check(
    // Only once the length passed, so a short password gets one message.
    (p) => p.length < PASSWORD_MIN_LENGTH || p.trim().length >= PASSWORD_MIN_LENGTH,
    localized(msg`La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres que no sean espacios.`),
  ),
)

const PersonName = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max))

/** `YYYY-MM-DD`, from 1 January 1900 to today. */
const Birthdate = calendarDate({
  min: '1900-01-01',
  max: TODAY,
  message: msg`La fecha de nacimiento debe estar entre 1900 y hoy.`,
})

/** ISO 3166-1 alpha-2 code (`ES`); the server checks that the country exists. */
const CountryCode = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/))

const Phone = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(30),
  v.regex(
    /^(|\+?[\d\s().-]{6,30})$/,
    localized(msg`El teléfono solo puede contener números, espacios y los signos + ( ) - .`),
  ),
  v.transform(blankToNull),
)

/** An http(s) address, or `''`/null to clear it. */
const OptionalUrl = v.optional(
  v.nullable(
    v.union([
      v.pipe(v.string(), v.trim(), v.maxLength(500), httpUrl()),
      v.pipe(
        v.literal(''),
        v.transform(() => null),
      ),
    ]),
  ),
)

/** The public `hash` of a row of a reference list (category, tag). */
export const RefHash = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64))

/** Direct-debit details of the Premium fee (spec: payment bank, name, iban). */
export const PaymentInput = v.object({
  bank: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120)),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  iban: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(42), iban()),
})

/** The optional fields of spec section 3 that registration and the profile form share. */
const sharedProfileEntries = {
  phone: v.optional(v.nullable(Phone)),
  address: optionalText(250),
  city: optionalText(120),
  postal: optionalText(20),
  country: v.optional(v.nullable(CountryCode)),
  originalCountry: v.optional(v.nullable(CountryCode)),
  birthdate: v.optional(v.nullable(Birthdate)),
  gender: v.optional(v.nullable(v.picklist(genders))),
  language: v.optional(v.picklist(accountLanguages)),
  graduation_year: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1950), v.maxValue(thisYear + 6))),
  ),
  profile_type: v.optional(v.nullable(v.picklist(profileTypes))),
  /** Hash of a leaf of the studies tree (GET /api/categories/tree). */
  category: v.optional(v.nullable(RefHash)),
  /** Hashes of USER tags (area, specialty, career) from GET /api/tags?type=USER; replaces the list. */
  tags: v.optional(v.pipe(v.array(RefHash), v.maxLength(MAX_USER_TAGS))),
  current_job: optionalText(150),
  current_company: optionalText(150),
  formation: optionalText(2000),
  about_me: optionalText(4000),
  url_linkedin: OptionalUrl,
  url_behance: OptionalUrl,
  url_portfolio: OptionalUrl,
  url_other: OptionalUrl,
  is_newsletter: v.optional(v.boolean()),
  is_receive_jobs: v.optional(v.boolean()),
  is_appear_by_company: v.optional(v.boolean()),
  is_appear_by_user: v.optional(v.boolean()),
}

export const mustAccept = (message: MessageDescriptor) =>
  v.pipe(v.boolean(), v.value(true, localized(message)))

/** The password a change of password or e-mail asks for: whatever it is, it is only compared. */
export const CurrentPassword = v.pipe(v.string(), v.nonEmpty(), v.maxLength(1024))

const DocumentNumber = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(50))

/**
 * The fields of `RegisterInput`, for a registration form to take its rules from. The object's own rules
 * (e-mail and password typed twice, the number valid for the document type) are `confirmed` and
 * `documentMatchesType` of @egresa/validators, which a form adds with its own messages.
 */
export const registerEntries = {
  name: PersonName(100),
  surname: PersonName(150),
  email: Email,
  email_repeat: Email,
  password: Password,
  password_repeat: v.string(),
  document_type: v.picklist(documentTypes),
  document_number: DocumentNumber,
  is_privacy: mustAccept(msg`Debes aceptar la política de privacidad.`),
  is_conditions: mustAccept(msg`Debes aceptar las condiciones de uso.`),
  ...sharedProfileEntries,
}

/** `POST /usr/register`: a new alumni account, pending until the alumni office verifies it. */
export const RegisterInput = v.pipe(
  v.strictObject(registerEntries),
  confirmed('email', 'email_repeat'),
  confirmed('password', 'password_repeat'),
  documentMatchesType('document_type', 'document_number'),
)
export type RegisterInput = v.InferOutput<typeof RegisterInput>

/**
 * The registration was received: the same answer whether the address is new (a pending account was made)
 * or already has an account (its owner is mailed), so it does not tell who is registered.
 */
export const RegisterResponse = v.object({
  email: v.string(),
  status: v.literal('pending'),
})
export type RegisterResponse = v.InferOutput<typeof RegisterResponse>

/** `POST /usr/recovery`: always 204, whether or not an account has the address. */
export const RecoveryInput = v.object({ email: Email })
export type RecoveryInput = v.InferOutput<typeof RecoveryInput>

/** The token of a mailed link (`?token=`). */
const LinkToken = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(128))

/** `POST /usr/recovery/check`: whether a recovery link still works (204) or not (400 on `token`). */
export const RecoveryCheckInput = v.object({ token: LinkToken })

/** `POST /usr/recovery/reset`: a new password with the mailed token; ends every session of the account. */
export const ResetPasswordInput = v.pipe(
  v.object({ token: LinkToken, password: Password, password_repeat: v.string() }),
  confirmed('password', 'password_repeat'),
)
export type ResetPasswordInput = v.InferOutput<typeof ResetPasswordInput>

/** `PATCH /usr/users/password`: needs the current password; ends the account's other sessions. */
export const ChangePasswordInput = v.pipe(
  v.object({
    password_old: CurrentPassword,
    password: Password,
    password_repeat: v.string(),
  }),
  confirmed('password', 'password_repeat'),
)
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordInput>

/** `POST /usr/users/email`: mails a confirmation link to the new address; needs the current password. */
export const ChangeEmailInput = v.pipe(
  v.object({
    email: Email,
    email_repeat: Email,
    password_old: CurrentPassword,
  }),
  confirmed('email', 'email_repeat'),
)
export type ChangeEmailInput = v.InferOutput<typeof ChangeEmailInput>

/** `POST /usr/users/email/confirm`: the token of the link mailed to the new address. */
export const ConfirmEmailInput = v.object({ token: LinkToken })
export const ConfirmEmailResponse = v.object({ email: v.string() })
/** The token of the "it wasn't me" link mailed to the old address after an e-mail change. */
export const RevertEmailInput = v.object({ token: LinkToken })

// Runs an object rule only when one of the keys is in the input: a partial update may leave them out.
function whenAnyPresent<TAction extends v.GenericValidation>(keys: string[], action: TAction): TAction {
  return {
    ...action,
    '~run'(dataset, config) {
      const value = dataset.value as Record<string, unknown> | null | undefined
      if (!value || typeof value !== 'object' || keys.every((k) => value[k] === undefined)) return dataset
      return action['~run'](dataset, config)
    },
  }
}

type DocumentFields = { document_type?: unknown; document_number?: unknown }

/**
 * The document number must be valid for its type (`documentMatchesType`), checked only when the input has
 * a type or a number: a partial update may leave both out, and an account made by single sign-on has neither.
 * Give it the type of the object it goes after: `documentWhenGiven<ProfileForm>()`.
 */
export function documentWhenGiven<TInput extends DocumentFields & Record<string, unknown>>() {
  return whenAnyPresent(
    ['document_type', 'document_number'],
    documentMatchesType<TInput>('document_type', 'document_number'),
  )
}

/**
 * The fields of `UpdateProfileInput`, every one optional (a missing field keeps its value, null or `''`
 * clears it), for the profile and settings forms to take their rules from.
 */
export const updateProfileEntries = {
  name: v.optional(PersonName(100)),
  surname: v.optional(PersonName(150)),
  document_type: v.optional(v.picklist(documentTypes)),
  document_number: v.optional(DocumentNumber),
  /** null removes the payment details. */
  payment: v.optional(v.nullable(PaymentInput)),
  ...sharedProfileEntries,
}

/**
 * `PATCH /usr/users`: every field of the profile, all optional. The document type and number go together.
 * E-mail and password have their own calls.
 */
export const UpdateProfileInput = v.pipe(
  v.strictObject(updateProfileEntries),
  documentWhenGiven<v.InferOutput<v.StrictObjectSchema<typeof updateProfileEntries, undefined>>>(),
)
export type UpdateProfileInput = v.InferOutput<typeof UpdateProfileInput>

/** `POST /usr/users/avatar` (multipart field `image`). */
export const AvatarResponse = v.object({ avatar: v.string() })
/** `POST /usr/users/cv` (multipart field `file`). */
export const CvResponse = v.object({ cv: v.string(), cv_name: v.string() })

export const register = {
  method: 'POST',
  path: '/usr/register',
  summary:
    'Registers an alumni account, pending until the alumni office verifies it. An address that already has an account gets the same answer, and its owner a mail (429 when repeated too often from one address)',
  tag: 'accounts',
  permission: 'auth.register',
  apiKey: true,
  request: { body: RegisterInput },
  response: { status: 201, body: RegisterResponse },
} as const satisfies Endpoint

export const recovery = {
  method: 'POST',
  path: '/usr/recovery',
  summary:
    'Mails a password-recovery link (one hour, single use) when the address has an account; the same 204 either way (429 when repeated too often)',
  tag: 'accounts',
  permission: 'auth.login',
  apiKey: true,
  request: { body: RecoveryInput },
  response: { status: 204 },
} as const satisfies Endpoint

export const recoveryCheck = {
  method: 'POST',
  path: '/usr/recovery/check',
  summary: 'Whether a recovery link still works: 204, or 400 on token',
  tag: 'accounts',
  permission: 'auth.login',
  apiKey: true,
  request: { body: RecoveryCheckInput },
  response: { status: 204 },
} as const satisfies Endpoint

export const recoveryReset = {
  method: 'POST',
  path: '/usr/recovery/reset',
  summary: 'Sets a new password with the mailed token and ends every session of the account',
  tag: 'accounts',
  permission: 'auth.login',
  apiKey: true,
  request: { body: ResetPasswordInput },
  response: { status: 204 },
} as const satisfies Endpoint

export const changePassword = {
  method: 'PATCH',
  path: '/usr/users/password',
  summary: "Changes the password (needs the current one); ends the account's other sessions",
  tag: 'accounts',
  permission: 'profile.edit',
  apiKey: true,
  request: { body: ChangePasswordInput },
  response: { status: 204 },
} as const satisfies Endpoint

export const changeEmail = {
  method: 'POST',
  path: '/usr/users/email',
  summary:
    'Asks to change the e-mail address (needs the current password): 204 for any new address; a confirmation link is mailed to one without an account, the owner of one with an account is told instead; 429 over 5 an hour per account or 3 an hour per address',
  tag: 'accounts',
  permission: 'profile.edit',
  apiKey: true,
  request: { body: ChangeEmailInput },
  response: { status: 204 },
} as const satisfies Endpoint

export const confirmEmail = {
  method: 'POST',
  path: '/usr/users/email/confirm',
  summary: 'Confirms a new e-mail address with the token of the mailed link (no session needed)',
  tag: 'accounts',
  permission: 'auth.login',
  apiKey: true,
  request: { body: ConfirmEmailInput },
  response: { status: 200, body: ConfirmEmailResponse },
} as const satisfies Endpoint

export const revertEmail = {
  method: 'POST',
  path: '/usr/users/email/revert',
  summary:
    'The "it was not me" link mailed to the old address after an e-mail change: gives the account its old address back, locks it and ends its sessions (once, no session needed)',
  tag: 'accounts',
  permission: 'auth.login',
  apiKey: true,
  request: { body: RevertEmailInput },
  response: { status: 204 },
} as const satisfies Endpoint

export const updateProfile = {
  method: 'PATCH',
  path: '/usr/users',
  summary: 'Changes the profile: any field of spec section 3 except e-mail and password; answers the account',
  tag: 'users',
  permission: 'profile.edit',
  apiKey: true,
  request: { body: UpdateProfileInput },
  response: { status: 200, body: CurrentUser },
} as const satisfies Endpoint

export const uploadAvatar = {
  method: 'POST',
  path: '/usr/users/avatar',
  summary: 'Replaces the avatar (an image, re-encoded to WebP; the old one stays if this fails)',
  tag: 'users',
  permission: 'profile.edit',
  apiKey: true,
  request: { upload: { field: 'image', accept: IMAGE_TYPES, maxBytes: AVATAR_MAX_BYTES } },
  response: { status: 200, body: AvatarResponse },
} as const satisfies Endpoint

export const deleteAvatar = {
  method: 'DELETE',
  path: '/usr/users/avatar',
  summary: 'Removes the avatar',
  tag: 'users',
  permission: 'profile.edit',
  apiKey: true,
  response: { status: 204 },
} as const satisfies Endpoint

export const uploadCv = {
  method: 'POST',
  path: '/usr/users/cv',
  summary: 'Replaces the CV (a PDF, checked on its bytes; the old one stays if this fails)',
  tag: 'users',
  permission: 'profile.edit',
  apiKey: true,
  request: { upload: { field: 'file', accept: ['application/pdf'], maxBytes: CV_MAX_BYTES } },
  response: { status: 200, body: CvResponse },
} as const satisfies Endpoint

export const deleteCv = {
  method: 'DELETE',
  path: '/usr/users/cv',
  summary: 'Removes the CV',
  tag: 'users',
  permission: 'profile.edit',
  apiKey: true,
  response: { status: 204 },
} as const satisfies Endpoint

export const downloadCv = {
  method: 'GET',
  path: '/usr/users/cv',
  summary: 'My CV (404 when there is none)',
  tag: 'users',
  permission: 'profile.read',
  apiKey: true,
  response: { status: 200, contentType: 'application/pdf' },
} as const satisfies Endpoint

export const publicFile = {
  method: 'GET',
  path: '/files/{key}',
  summary:
    'Public images (avatars/…, projects/…) under unguessable names, cached for a year; CVs are never served here',
  tag: 'files',
  permission: null,
  apiKey: false,
  request: { params: v.object({ key: v.string() }) },
  response: { status: 200, contentType: 'image/webp' },
} as const satisfies Endpoint

/** One time a company opened the person's CV: which company, through which of its offers (none from its directory), when. */
export const CvView = v.object({
  id: v.string(),
  at: v.string(),
  /** The company as it was named then; `hash` null once the company is gone. */
  company: v.object({ hash: v.nullable(v.string()), name: v.string() }),
  /** The offer the person applied to, as it was titled then; null when opened from the companies' directory. */
  offer: v.nullable(v.object({ hash: v.nullable(v.string()), title: v.string() })),
})
export type CvView = v.InferOutput<typeof CvView>
export const CvViewList = paginated(CvView)
export type CvViewList = v.InferOutput<typeof CvViewList>
export const CvViewsQuery = listQuery({ ...pageQuery(10, 50) })

export const cvViews = {
  method: 'GET',
  path: '/usr/users/cv/views',
  summary:
    'Who saw my CV: each time a company opened it, newest first (the office’s reads are in the audit log)',
  tag: 'users',
  permission: 'profile.read',
  apiKey: true,
  request: { query: CvViewsQuery },
  response: { status: 200, body: CvViewList },
} as const satisfies Endpoint

export const userEndpoints = {
  register,
  recovery,
  recoveryCheck,
  recoveryReset,
  changePassword,
  changeEmail,
  confirmEmail,
  revertEmail,
  updateProfile,
  uploadAvatar,
  deleteAvatar,
  uploadCv,
  deleteCv,
  downloadCv,
  cvViews,
  publicFile,
} as const satisfies Record<string, Endpoint>
