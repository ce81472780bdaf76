import type { AppDefinition } from '@egresa/ui/app/start'
import { catalogSections } from './lib/catalog-sections'
import { createAppRouter } from './router'

/** The office app for the shared start-up: its routes, and each language's catalog as its own chunk. */
export const app: AppDefinition = {
  catalogs: {
    es: () => import('./locales/es/messages.po'),
    en: () => import('./locales/en/messages.po'),
    ca: () => import('./locales/ca/messages.po'),
  },
  catalogSections,
  createRouter: createAppRouter,
}
