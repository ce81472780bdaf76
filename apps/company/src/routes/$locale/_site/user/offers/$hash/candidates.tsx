import { companyOfferQueryOptions, offerCandidatesQueryOptions } from '@egresa/api-client/jobs'
import { CandidatesQuery } from '@egresa/api-contract/jobs-search'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { CandidatesPage } from '../../../../../../features/jobs/candidates-page'
import { orNotFound } from '../../../../../../lib/not-found'

export const Route = createFileRoute('/$locale/_site/user/offers/$hash/candidates')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: CandidatesQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 10 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps, cause }) => {
    const list = context.queryClient.ensureQueryData(
      offerCandidatesQueryOptions(context.api, params.hash, deps),
    )
    const offer = orNotFound(
      context.queryClient.ensureQueryData(companyOfferQueryOptions(context.api, params.hash)),
    )
    if (cause === 'stay') {
      void list.catch(() => undefined)
      return offer
    }
    // Another company's offer is a 404 for both; the offer's answer decides the page.
    const [found] = await Promise.all([offer, list.catch(() => undefined)])
    return found
  },
  component: function Candidates() {
    const { hash } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <CandidatesPage
        hash={hash}
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
