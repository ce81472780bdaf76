import {
  categoryTreeQueryOptions,
  countriesQueryOptions,
  tagsQueryOptions,
} from '@egresa/api-client/reference'
import type { RouterContext } from '@egresa/ui/app/router'

/** The reference lists the offer form chooses from: the studies tree, countries, area and specialty tags. */
export function loadOfferFormData({ queryClient, api }: RouterContext) {
  return Promise.all([
    queryClient.ensureQueryData(categoryTreeQueryOptions(api)),
    queryClient.ensureQueryData(countriesQueryOptions(api)),
    queryClient.ensureQueryData(tagsQueryOptions(api, { type: 'USER', group: 'area' })),
    queryClient.ensureQueryData(tagsQueryOptions(api, { type: 'USER', group: 'specialty' })),
  ])
}
