import type { accountLanguages } from '@egresa/api-contract/users'
import { localeNames } from '@egresa/i18n/locales'

/** Each language of the mails named in itself, as language menus do. */
export const languageNames: Record<(typeof accountLanguages)[number], string> = localeNames
