import type { CurrentUser } from '@egresa/api-contract/auth'
import { updateProfileEntries as contract, documentWhenGiven } from '@egresa/api-contract/users'
import { localizeEntries } from '@egresa/ui/form-messages'
import * as v from 'valibot'

/**
 * The profile form's fields with the contract's rules. Birthdate, gender and studies are required here:
 * without them the profile is not complete and the members' area stays closed (spec section 3).
 */
const entries = {
  name: v.nonOptional(contract.name),
  surname: v.nonOptional(contract.surname),
  birthdate: v.nonNullish(contract.birthdate),
  gender: v.nonNullish(contract.gender),
  category: v.nonNullish(contract.category),
  document_type: contract.document_type,
  document_number: contract.document_number,
  phone: contract.phone,
  address: contract.address,
  city: contract.city,
  postal: contract.postal,
  country: contract.country,
  originalCountry: contract.originalCountry,
  graduation_year: contract.graduation_year,
  profile_type: contract.profile_type,
  tags: contract.tags,
  current_job: contract.current_job,
  current_company: contract.current_company,
  formation: contract.formation,
  about_me: contract.about_me,
  url_linkedin: contract.url_linkedin,
  url_behance: contract.url_behance,
  url_portfolio: contract.url_portfolio,
  url_other: contract.url_other,
}

export type ProfileField = keyof typeof entries
export type ProfileLabels = Record<ProfileField, string>
type Values = v.InferOutput<v.ObjectSchema<typeof entries, undefined>>

/** The contract's rules; the document's runs when a type or a number is given (single sign-on gives neither). */
export function profileSchema(lang: string, labels: ProfileLabels) {
  return v.pipe(v.object(localizeEntries(entries, lang, labels)), documentWhenGiven<Values>())
}

export type ProfileSchema = ReturnType<typeof profileSchema>
export type ProfileFormValues = v.InferInput<ProfileSchema>
export type ProfileFormOutput = v.InferOutput<ProfileSchema>

/** Field order on the page: the first field with an error gets the focus. */
export const profileFields = Object.keys(entries) as ProfileField[]

/** The form's starting values: what the account holds, blank where it holds nothing. */
export function profileDefaults(user: CurrentUser): ProfileFormValues {
  const d = user.data
  return {
    name: user.name,
    surname: user.surname,
    birthdate: d.birthdate as string,
    gender: user.gender as never,
    category: user.category?.hash as string,
    document_type: (d.document_type ?? undefined) as never,
    document_number: d.document_number ?? undefined,
    phone: d.phone ?? '',
    address: d.address ?? '',
    city: d.city ?? '',
    postal: d.postal ?? '',
    country: d.country,
    originalCountry: d.originalCountry,
    graduation_year: d.graduation_year,
    profile_type: d.profile_type as never,
    tags: d.tags.map((t) => t.hash),
    current_job: d.current_job ?? '',
    current_company: d.current_company ?? '',
    formation: d.formation ?? '',
    about_me: d.about_me ?? '',
    url_linkedin: d.url_linkedin ?? '',
    url_behance: d.url_behance ?? '',
    url_portfolio: d.url_portfolio ?? '',
    url_other: d.url_other ?? '',
  }
}
