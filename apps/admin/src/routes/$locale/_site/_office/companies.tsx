import { adminCompaniesQueryOptions } from '@egresa/api-client/admin'
import { AdminCompaniesQuery } from '@egresa/api-contract/admin-search'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { CompaniesPage, companiesQuery } from '../../../../features/companies/queue-page'

// `?text=&page=`: the contract's query as the URL's search; the queue is the pending companies.
export const Route = createFileRoute('/$locale/_site/_office/companies')({
  staticData: { catalogSection: 'companies' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: AdminCompaniesQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 20 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    const read = context.queryClient.ensureQueryData(
      adminCompaniesQueryOptions(context.api, companiesQuery(deps)),
    )
    if (cause === 'stay') return void read.catch(() => undefined)
    return read
  },
  component: function Companies() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <CompaniesPage
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
