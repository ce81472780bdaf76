import type { experienceContracts } from '@egresa/api-contract/experiences'
import { can, type Role } from '@egresa/api-contract/permissions'
import type { accountLanguages, documentTypes, genders, profileTypes } from '@egresa/api-contract/users'
import { localeNames } from '@egresa/i18n/locales'
import { useLingui } from '@lingui/react/macro'

type Labels<T extends readonly string[]> = Record<T[number], string>

/** How the options of the account's fields read in the page's language. */
export function useAccountLabels() {
  const { t } = useLingui()
  const documentType: Labels<typeof documentTypes> = {
    dni: t`DNI`,
    passport: t`Pasaporte`,
    nie: t`NIE`,
    cif: t`CIF`,
    nif: t`NIF`,
    other: t`Otro documento`,
  }
  const gender: Labels<typeof genders> = { male: t`Hombre`, female: t`Mujer`, other: t`Otro` }
  const profileType: Labels<typeof profileTypes> = {
    student: t`Estudiante`,
    pas: t`Personal de administración y servicios`,
    professor: t`Profesorado`,
  }
  // Each language named in itself, as language menus do.
  const language: Labels<typeof accountLanguages> = localeNames
  const contract: Labels<typeof experienceContracts> = {
    INDEFINITE: t`Indefinido`,
    TEMPORAL: t`Temporal`,
    FREELANCE: t`Autónomo`,
    INTERNSHIP: t`Prácticas`,
    OTHER: t`Otro`,
  }
  return { documentType, gender, profileType, language, contract }
}

/** A label of a value that may be outside the known options (an old value in the database). */
export function labelOf<T extends string>(labels: Record<T, string>, value: string | null | undefined) {
  if (!value) return null
  return (labels as Record<string, string>)[value] ?? value
}

/** Premium tiers are the ones with the Premium tools (docs/roles.md); the free tiers may upgrade. */
export function isPremium(role: Role): boolean {
  return can(role, 'directory.details')
}
