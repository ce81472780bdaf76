import { companyDirectoryQueryOptions } from '@egresa/api-client/directory'
import {
  categoryTreeQueryOptions,
  countriesQueryOptions,
  tagsQueryOptions,
} from '@egresa/api-client/reference'
import { DirectoryQuery } from '@egresa/api-contract/directory-search'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { DirectoryPage } from '../../../../../features/directory/directory-page'

// The spec's filters as the URL's search (the contract's `DirectoryQuery`), so a search can be shared.
export const Route = createFileRoute('/$locale/_site/user/directory/')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: DirectoryQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 10 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api }, deps, cause }) => {
    const list = queryClient.ensureQueryData(companyDirectoryQueryOptions(api, deps))
    const reference = Promise.all([
      queryClient.ensureQueryData(categoryTreeQueryOptions(api)),
      queryClient.ensureQueryData(countriesQueryOptions(api)),
      queryClient.ensureQueryData(tagsQueryOptions(api, { type: 'USER', group: 'area' })),
      queryClient.ensureQueryData(tagsQueryOptions(api, { type: 'USER', group: 'specialty' })),
    ])
    // A filter change keeps the page on screen and the list says it is loading; the first visit waits.
    if (cause === 'stay') {
      void list.catch(() => undefined)
      return reference
    }
    return Promise.all([list, reference])
  },
  component: function Directory() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <DirectoryPage
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
