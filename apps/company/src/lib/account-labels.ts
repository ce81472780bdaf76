import type { accountLanguages } from '@egresa/api-contract/users'

/** Each language of the mails named in itself, as language menus do. */
export const languageNames: Record<(typeof accountLanguages)[number], string> = {
  es: 'Español',
  en: 'English',
  ca: 'Català',
}
