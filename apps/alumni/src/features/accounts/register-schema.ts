import { registerEntries as contract } from '@egresa/api-contract/users'
import { confirmedMessage, localizeEntries } from '@egresa/ui/form-messages'
import { confirmed, documentMatchesType } from '@egresa/validators/valibot'
import * as v from 'valibot'

/** The registration form's fields: the contract's rules (the server applies the same ones). */
const entries = {
  name: contract.name,
  surname: contract.surname,
  email: contract.email,
  email_repeat: contract.email_repeat,
  password: contract.password,
  password_repeat: v.pipe(v.string(), v.nonEmpty()),
  document_type: contract.document_type,
  document_number: contract.document_number,
  birthdate: contract.birthdate,
  gender: contract.gender,
  phone: contract.phone,
  category: contract.category,
  graduation_year: contract.graduation_year,
  profile_type: contract.profile_type,
  country: contract.country,
  city: contract.city,
  language: contract.language,
  is_privacy: contract.is_privacy,
  is_conditions: contract.is_conditions,
  is_newsletter: contract.is_newsletter,
}

export type RegisterField = keyof typeof entries
export type RegisterLabels = Record<RegisterField, string>

/**
 * The registration rules with messages in `lang` naming each field: required fields, e-mail and password
 * repeated, the document number checked against its type (DNI and NIE letters, CIF control character).
 */
export function registerSchema(lang: string, labels: RegisterLabels) {
  type Values = v.InferOutput<v.ObjectSchema<typeof entries, undefined>>
  return v.pipe(
    v.object(localizeEntries(entries, lang, labels)),
    confirmed<Values, string>('email', 'email_repeat', confirmedMessage(lang, labels.email_repeat)),
    confirmed<Values, string>('password', 'password_repeat', confirmedMessage(lang, labels.password_repeat)),
    documentMatchesType<Values>('document_type', 'document_number'),
  )
}

export type RegisterSchema = ReturnType<typeof registerSchema>
export type RegisterFormValues = v.InferInput<RegisterSchema>
export type RegisterFormOutput = v.InferOutput<RegisterSchema>

/** Field order on the page: the first field with an error gets the focus. */
export const registerFields = Object.keys(entries) as RegisterField[]

/** The form's starting values: empty, the e-mails in the page's language. */
export function registerDefaults(language: RegisterFormValues['language']): RegisterFormValues {
  return {
    name: '',
    surname: '',
    email: '',
    email_repeat: '',
    password: '',
    password_repeat: '',
    // Nothing chosen yet: the select shows its placeholder, and the rule asks for a type.
    document_type: '' as never,
    document_number: '',
    birthdate: null,
    gender: null,
    phone: '',
    category: null,
    graduation_year: null,
    profile_type: null,
    country: null,
    city: '',
    language,
    is_privacy: false,
    is_conditions: false,
    is_newsletter: false,
  }
}
