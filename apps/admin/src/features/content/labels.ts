import type { ContentDocumentKind } from '@egresa/api-contract/admin-content'
import type { CommunitySectionKey } from '@egresa/api-contract/content'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The languages a document is written in, named in the office's language. */
export const languageLabels: Record<'es' | 'en' | 'ca', MessageDescriptor> = {
  es: msg`Español`,
  en: msg`Inglés`,
  ca: msg`Catalán`,
}

export const kindLabels: Record<ContentDocumentKind, MessageDescriptor> = {
  info: msg`Página informativa`,
  services: msg`Portada de servicios`,
  community: msg`Página de la comunidad`,
}

export const sectionLabels: Record<CommunitySectionKey, MessageDescriptor> = {
  ambassadors: msg`Embajadores`,
  careers: msg`Especialistas en desarrollo profesional`,
  team: msg`Equipo de antiguos alumnos`,
}
