import { adminCompaniesQueryOptions } from '@egresa/api-client/admin'
import { AdminCompaniesQuery } from '@egresa/api-contract/admin-search'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { CompanyListPage } from '../../../../features/companies/companies-page'

// `?text=&status=&page=`: every company (the queue of pending ones is `/companies`).
export const Route = createFileRoute('/$locale/_site/_office/companies_/all')({
  staticData: { catalogSection: 'companies' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: AdminCompaniesQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 20 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    const read = context.queryClient.ensureQueryData(adminCompaniesQueryOptions(context.api, deps))
    if (cause === 'stay') return void read.catch(() => undefined)
    return read
  },
  component: function AllCompanies() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <CompanyListPage
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
