import { registerCatalogs } from '@egresa/i18n/activate'

/** Each language's catalog is its own chunk, loaded when first needed. */
export function registerAppCatalogs(): void {
  registerCatalogs({
    es: () => import('../locales/es/messages.po'),
    en: () => import('../locales/en/messages.po'),
  })
}
