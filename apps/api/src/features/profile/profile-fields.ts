import type { RegisterInput, UpdateProfileInput } from '@egresa/api-contract/users'
import { normalizeDocument } from '@egresa/validators/identity'
import { msg } from '@lingui/core/macro'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { categories, countries, tags } from '../../db/schema/reference'
import type { users } from '../../db/schema/users'
import { ApiError, type FieldErrors } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import { type IbanVault, maskIban } from '../../lib/iban-vault'

type UserValues = Partial<typeof users.$inferInsert>
type ProfileInput = Partial<Omit<UpdateProfileInput, 'payment'>> &
  Partial<Pick<RegisterInput, 'document_type' | 'document_number'>> & {
    payment?: UpdateProfileInput['payment']
  }

const messages = {
  category: msg`Elige una titulación de la lista (no una rama que tenga subcategorías).`,
  tags: msg`Alguna de las etiquetas no existe o no es una etiqueta de perfil.`,
  country: msg`Este país no existe.`,
}

/**
 * Checks the references of a profile form against the database (category: an existing leaf of the studies
 * tree; tags: existing USER tags; countries: existing codes) and maps the form to the users columns. Every
 * wrong reference is reported at once, as field messages.
 */
export async function profileValues(
  db: Db,
  input: ProfileInput,
  locale: Locale,
  /** Encrypts the payment IBAN; needed when the form carries one. */
  vault?: IbanVault,
): Promise<{ values: UserValues; tagIds: number[] | undefined }> {
  const errors: FieldErrors = {}
  const values: UserValues = {}

  let categoryId: number | null | undefined
  if (input.category === null) categoryId = null
  else if (input.category !== undefined) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.hash, input.category))
      .limit(1)
    const [child] = category
      ? await db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.parentId, category.id))
          .limit(1)
      : []
    if (!category || child) errors.category = [translate(locale, messages.category)]
    else categoryId = category.id
  }

  let tagIds: number[] | undefined
  if (input.tags !== undefined) {
    const wanted = [...new Set(input.tags)]
    const rows = wanted.length
      ? await db
          .select({ id: tags.id })
          .from(tags)
          .where(and(inArray(tags.hash, wanted), eq(tags.type, 'USER')))
      : []
    if (rows.length !== wanted.length) errors.tags = [translate(locale, messages.tags)]
    else tagIds = rows.map((r) => r.id)
  }

  for (const key of ['country', 'originalCountry'] as const) {
    const code = input[key]
    if (!code) continue
    const [row] = await db
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.code, code))
      .limit(1)
    if (!row) errors[key] = [translate(locale, messages.country)]
  }

  if (Object.keys(errors).length) throw new ApiError(400, 'validation_failed', { errors })

  const set = <K extends keyof UserValues>(key: K, value: UserValues[K] | undefined) => {
    if (value !== undefined) values[key] = value
  }
  set('name', input.name)
  set('surname', input.surname)
  set('phone', input.phone)
  set('address', input.address)
  set('city', input.city)
  set('postal', input.postal)
  set('countryCode', input.country)
  set('originalCountryCode', input.originalCountry)
  set('birthdate', input.birthdate)
  set('gender', input.gender)
  set('language', input.language)
  set('graduationYear', input.graduation_year)
  set('profileType', input.profile_type)
  set('categoryId', categoryId)
  set('currentJob', input.current_job)
  set('currentCompany', input.current_company)
  set('formation', input.formation)
  set('aboutMe', input.about_me)
  set('urlLinkedin', input.url_linkedin)
  set('urlBehance', input.url_behance)
  set('urlPortfolio', input.url_portfolio)
  set('urlOther', input.url_other)
  set('isNewsletter', input.is_newsletter)
  set('isReceiveJobs', input.is_receive_jobs)
  set('isAppearByCompany', input.is_appear_by_company)
  set('isAppearByUser', input.is_appear_by_user)
  if (input.document_type !== undefined && input.document_number !== undefined) {
    values.documentType = input.document_type
    values.documentNumber =
      input.document_type === 'other'
        ? input.document_number.trim()
        : normalizeDocument(input.document_number)
  }
  if (input.payment === null) {
    values.paymentBank = null
    values.paymentName = null
    values.paymentIban = null
    values.paymentIbanMasked = null
  } else if (input.payment) {
    if (!vault) throw new Error('profileValues: a payment IBAN needs the IBAN vault')
    values.paymentBank = input.payment.bank
    values.paymentName = input.payment.name
    values.paymentIban = vault.encrypt(input.payment.iban)
    values.paymentIbanMasked = maskIban(input.payment.iban)
  }
  return { values, tagIds }
}
