import type {
  ApplicationStatus,
  OfferStatus,
  offerContracts,
  workingHoursTypes,
} from '@egresa/api-contract/jobs'
import { useLingui } from '@lingui/react/macro'

/** How the job bank's codes read in the page's language. */
export function useJobLabels() {
  const { t } = useLingui()
  const contract: Record<(typeof offerContracts)[number], string> = {
    INDEFINITE: t`Indefinido`,
    TEMPORAL: t`Temporal`,
    FREELANCE: t`Autónomo`,
    INTERNSHIP: t`Prácticas`,
  }
  const workingHours: Record<(typeof workingHoursTypes)[number], string> = {
    'FULL-TIME': t`Jornada completa`,
    'PART-TIME': t`Media jornada`,
  }
  // Spec section 4: ACCEPTED reads "in process" and CANCELLED "discarded".
  const application: Record<ApplicationStatus, string> = {
    PENDING: t`Pendiente`,
    ACCEPTED: t`En proceso`,
    CANCELLED: t`Descartada`,
  }
  // The offer's state, as a list of applications tells it.
  const offer: Record<OfferStatus, string> = {
    UNPUBLISHED: t`Oferta retirada`,
    PENDING: t`Oferta en revisión`,
    PUBLISHED: t`Oferta abierta`,
    CLOSED: t`Oferta cerrada`,
  }
  return { contract, workingHours, application, offer }
}
