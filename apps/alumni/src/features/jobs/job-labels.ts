import type { ApplicationStatus, OfferStatus } from '@egresa/api-contract/jobs'
import { useOfferLabels } from '@egresa/ui/app/job-offer'
import { useLingui } from '@lingui/react/macro'

/** How the job bank's codes read in the page's language (contract and working hours: the offer page's). */
export function useJobLabels() {
  const { t } = useLingui()
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
  return { ...useOfferLabels(), application, offer }
}
