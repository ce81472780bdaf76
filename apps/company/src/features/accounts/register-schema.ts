import { companyRegisterEntries as contract } from '@egresa/api-contract/companies'
import { confirmedMessage, localizeEntries } from '@egresa/ui/form-messages'
import { confirmed } from '@egresa/validators/valibot'
import * as v from 'valibot'

/** The registration's fields by tab (spec: company data, user data), in the page's order. */
const companyTab = {
  company_name: contract.company_name,
  contact_name: contract.contact_name,
  contact_phone: contract.contact_phone,
  document_number: contract.document_number,
}
const userTab = {
  email: contract.email,
  email_repeat: contract.email_repeat,
  password: contract.password,
  password_repeat: v.pipe(v.string(), v.nonEmpty()),
  language: contract.language,
  is_privacy: contract.is_privacy,
  is_conditions: contract.is_conditions,
}
const entries = { ...companyTab, ...userTab }

export type RegisterField = keyof typeof entries
export type RegisterLabels = Record<RegisterField, string>
export type RegisterTab = 'company' | 'user'

/** Field order on the page: the first field with an error gets the focus. */
export const registerFields = Object.keys(entries) as RegisterField[]

/** The tab a field is in. */
export function tabOf(field: RegisterField): RegisterTab {
  return field in companyTab ? 'company' : 'user'
}

/**
 * The company registration's rules with messages in `lang` naming each field: the contract's (the company
 * id a real CIF or NIF, a strong password, the conditions accepted), and the e-mail and password typed twice.
 */
export function registerSchema(lang: string, labels: RegisterLabels) {
  type Values = v.InferOutput<v.ObjectSchema<typeof entries, undefined>>
  return v.pipe(
    v.object(localizeEntries(entries, lang, labels)),
    confirmed<Values, string>('email', 'email_repeat', confirmedMessage(lang, labels.email_repeat)),
    confirmed<Values, string>('password', 'password_repeat', confirmedMessage(lang, labels.password_repeat)),
  )
}

export type RegisterSchema = ReturnType<typeof registerSchema>
export type RegisterFormValues = v.InferInput<RegisterSchema>
export type RegisterFormOutput = v.InferOutput<RegisterSchema>

/** The form's starting values: empty, the mails in the page's language. */
export function registerDefaults(language: RegisterFormValues['language']): RegisterFormValues {
  return {
    company_name: '',
    contact_name: '',
    contact_phone: '',
    document_number: '',
    email: '',
    email_repeat: '',
    password: '',
    password_repeat: '',
    language,
    is_privacy: false,
    is_conditions: false,
  }
}
