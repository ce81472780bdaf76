import { adminPeopleQueryOptions } from '@egresa/api-client/admin-people'
import { PeopleQuery } from '@egresa/api-contract/admin-search'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { PeoplePage } from '../../../../features/people/people-page'

// `?q=&status=&tier=&graduationYear=&page=`: the contract's query as the URL's search.
export const Route = createFileRoute('/$locale/_site/_office/people/')({
  staticData: { catalogSection: 'people' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: PeopleQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 20 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    const read = context.queryClient.ensureQueryData(adminPeopleQueryOptions(context.api, deps))
    if (cause === 'stay') return void read.catch(() => undefined)
    return read
  },
  component: function People() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <PeoplePage
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
