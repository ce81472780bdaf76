import {
  companyOfferQueryOptions,
  deleteOffer,
  jobsQueryKey,
  publishOffer,
  reopenOffer,
} from '@egresa/api-client/jobs'
import type { CompanyOffer } from '@egresa/api-contract/jobs'
import { useApi } from '@egresa/ui/app/api'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'

/** The key of every list of the company's offers (any filters, any page). */
export const companyOffersKey = [...jobsQueryKey, 'company-offers'] as const

/**
 * The state changes of an offer (spec section 4), each with its toast: the server's message when it refuses
 * one (a past start date, a transition the state machine does not allow). The offer's own cache entry gets
 * the answer, and the lists reload for their counts and filters.
 */
export function useOfferActions() {
  const api = useApi()
  const { t } = useLingui()
  const queryClient = useQueryClient()

  const saved = async (offer: CompanyOffer) => {
    queryClient.setQueryData(companyOfferQueryOptions(api, offer.hash).queryKey, offer)
    await queryClient.invalidateQueries({ queryKey: companyOffersKey })
  }

  /** Runs `action`; a refusal is a toast and `false`, so the caller keeps its dialog or page as it is. */
  const attempt = async (action: () => Promise<void>): Promise<boolean> => {
    try {
      await action()
      return true
    } catch (error) {
      notifyError(error)
      return false
    }
  }

  return {
    saved,
    publish: (hash: string) =>
      attempt(async () => {
        await saved(await publishOffer(api, hash))
        notifySuccess(t`Oferta enviada a revisión. La oficina de antiguos alumnos la publicará en breve.`)
      }),
    reopen: (hash: string) =>
      attempt(async () => {
        await saved(await reopenOffer(api, hash))
        notifySuccess(t`Oferta abierta de nuevo.`)
      }),
    remove: (hash: string) =>
      attempt(async () => {
        await deleteOffer(api, hash)
        queryClient.removeQueries({ queryKey: companyOfferQueryOptions(api, hash).queryKey })
        await queryClient.invalidateQueries({ queryKey: companyOffersKey })
        notifySuccess(t`Oferta eliminada.`)
      }),
  }
}
