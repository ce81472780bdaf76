import { adminUsersQueryOptions } from '@egresa/api-client/admin'
import { AdminUsersQuery } from '@egresa/api-contract/admin-search'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { AccountsPage, accountsQuery } from '../../../../features/admin/accounts-page'

// `?text=&duplicates=&page=`: the contract's query as the URL's search; the queue is the pending accounts.
export const Route = createFileRoute('/$locale/_site/_office/accounts')({
  staticData: { catalogSection: 'admin' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: AdminUsersQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 20, status: 'pending' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    const read = context.queryClient.ensureQueryData(adminUsersQueryOptions(context.api, accountsQuery(deps)))
    // A filter change keeps the page on screen and the list says it is loading; the first visit waits.
    if (cause === 'stay') return void read.catch(() => undefined)
    return read
  },
  component: function Accounts() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <AccountsPage
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
