import { adminWorkgroupsQueryOptions } from '@egresa/api-client/admin'
import { AdminWorkgroupsQuery } from '@egresa/api-contract/admin-search'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { WorkgroupsPage, workgroupsQuery } from '../../../../features/workgroups/workgroups-page'

// `?text=&page=`: the contract's query as the URL's search; the queue is the pending ones.
export const Route = createFileRoute('/$locale/_site/_office/workgroups')({
  staticData: { catalogSection: 'workgroups' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: AdminWorkgroupsQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 20, status: 'PENDING' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    const read = context.queryClient.ensureQueryData(
      adminWorkgroupsQueryOptions(context.api, workgroupsQuery(deps)),
    )
    if (cause === 'stay') return void read.catch(() => undefined)
    return read
  },
  component: function Workgroups() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <WorkgroupsPage
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
