import type { ApplicationStatus, OfferStatus } from '@egresa/api-contract/jobs-search'
import { msg } from '@lingui/core/macro'

// An offer's and an application's state in the office's words (a person's applications, a company's offers).

export const offerStatusLabels = {
  UNPUBLISHED: msg`Borrador`,
  PENDING: msg`Pendiente de revisar`,
  PUBLISHED: msg`Publicada`,
  CLOSED: msg`Cerrada`,
} as const satisfies Record<OfferStatus, unknown>

export const applicationStatusLabels = {
  PENDING: msg`Nueva`,
  ACCEPTED: msg`En proceso`,
  CANCELLED: msg`Descartada`,
} as const satisfies Record<ApplicationStatus, unknown>
