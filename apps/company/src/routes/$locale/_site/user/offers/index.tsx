import { companyOffersQueryOptions } from '@egresa/api-client/jobs'
import { CompanyOffersQuery } from '@egresa/api-contract/jobs-search'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { OffersPage } from '../../../../../features/jobs/offers-page'

// `?text=&status=&page=`: the contract's query as the URL's search, so a filtered page can be shared.
export const Route = createFileRoute('/$locale/_site/user/offers/')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: CompanyOffersQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 10 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    const read = context.queryClient.ensureQueryData(companyOffersQueryOptions(context.api, deps))
    // A filter change keeps the page on screen and the list says it is loading; the first visit waits.
    if (cause === 'stay') return void read.catch(() => undefined)
    return read
  },
  component: function Offers() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <OffersPage
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
