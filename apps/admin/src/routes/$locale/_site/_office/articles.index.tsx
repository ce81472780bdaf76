import { adminArticlesQueryOptions } from '@egresa/api-client/admin'
import { AdminArticlesQuery } from '@egresa/api-contract/articles-search'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ArticlesPage } from '../../../../features/articles/articles-page'

// `?text=&status=&type=&page=`: the contract's query as the URL's search.
export const Route = createFileRoute('/$locale/_site/_office/articles/')({
  staticData: { catalogSection: 'articles' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: AdminArticlesQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 20 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    const read = context.queryClient.ensureQueryData(adminArticlesQueryOptions(context.api, deps))
    if (cause === 'stay') return void read.catch(() => undefined)
    return read
  },
  component: function Articles() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <ArticlesPage
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
