import { adminOffersQueryOptions } from '@egresa/api-client/admin'
import { AdminOffersQuery } from '@egresa/api-contract/admin-search'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { OffersPage, offersQuery } from '../../../../features/jobs/offers-page'

// `?text=&page=`: the contract's query as the URL's search; the queue is the pending ones.
export const Route = createFileRoute('/$locale/_site/_office/offers')({
  staticData: { catalogSection: 'jobs' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: AdminOffersQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 20 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    const read = context.queryClient.ensureQueryData(adminOffersQueryOptions(context.api, offersQuery(deps)))
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
