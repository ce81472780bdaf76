import { type CompanyOffer, jobOfferEntries as contract } from '@egresa/api-contract/jobs'
import { localized } from '@egresa/api-contract/localized'
import { localizeEntries } from '@egresa/ui/form-messages'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

/** The offer form's fields, in the page's order: the contract's rules (the server applies the same ones). */
const entries = {
  title: contract.title,
  workstation: contract.workstation,
  description: contract.description,
  title_en: contract.title_en,
  workstation_en: contract.workstation_en,
  description_en: contract.description_en,
  location: contract.location,
  country_code: contract.country_code,
  contract: contract.contract,
  working_hours: contract.working_hours,
  date_incorporation: contract.date_incorporation,
  area: contract.area,
  specialty: contract.specialty,
  categories: contract.categories,
}

export type OfferField = keyof typeof entries
export type OfferLabels = Record<OfferField, string>

/** Field order on the page: the first field with an error gets the focus. */
export const offerFields = Object.keys(entries) as OfferField[]

/** The fields of the English version; the rest are written once. */
export const englishFields = ['title_en', 'workstation_en', 'description_en'] as const
export const spanishFields = ['title', 'workstation', 'description'] as const

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

// The job bank shows the English version only when it has a title and a description (it falls back to the
// Spanish text otherwise), so an English version without either would never be read.
const englishMessage = localized(
  msg`Para publicar la versión en inglés, escribe también su título y su descripción (o deja vacía toda la versión en inglés).`,
)
const englishStarted = (input: Partial<Record<(typeof englishFields)[number], unknown>>) =>
  englishFields.some((f) => filled(input[f]))

/**
 * The offer form's rules with messages in `lang` naming each field. `keptDate` is the start date the offer
 * already has: editing an offer whose start date has passed keeps it (only a new date must not be past;
 * sending it to review checks it again on the server).
 */
export function offerSchema(lang: string, labels: OfferLabels, keptDate: string | null = null) {
  const localizedEntries = localizeEntries(entries, lang, labels)
  // A union answers with the issues of the rule that read the input as a date: the contract's message.
  const date = keptDate
    ? v.optional(v.nullable(v.union([v.literal(keptDate), localizedEntries.date_incorporation])))
    : localizedEntries.date_incorporation
  return v.pipe(
    v.object({ ...localizedEntries, date_incorporation: date }),
    v.forward(
      v.partialCheck(
        [['title_en'], ['workstation_en'], ['description_en']],
        (input) => !englishStarted(input) || filled(input.title_en),
        englishMessage,
      ),
      ['title_en'],
    ),
    v.forward(
      v.partialCheck(
        [['title_en'], ['workstation_en'], ['description_en']],
        (input) => !englishStarted(input) || filled(input.description_en),
        englishMessage,
      ),
      ['description_en'],
    ),
  )
}

export type OfferSchema = ReturnType<typeof offerSchema>
export type OfferFormValues = v.InferInput<OfferSchema>
export type OfferFormOutput = v.InferOutput<OfferSchema>

/** An empty form, or the form of an offer as it is saved. Unchosen options are `''` (the placeholder). */
export function offerDefaults(offer?: CompanyOffer): OfferFormValues {
  return {
    title: offer?.title ?? '',
    workstation: offer?.workstation ?? '',
    description: offer?.description ?? '',
    title_en: offer?.title_en ?? '',
    workstation_en: offer?.workstation_en ?? '',
    description_en: offer?.description_en ?? '',
    location: offer?.location ?? '',
    country_code: offer?.country_code ?? null,
    contract: offer?.contract ?? ('' as never),
    working_hours: offer?.working_hours ?? ('' as never),
    date_incorporation: offer?.date_incorporation ?? null,
    area: offer?.area?.hash ?? null,
    specialty: offer?.specialty?.hash ?? null,
    categories: offer?.categories.map((c) => c.hash) ?? [],
  }
}
