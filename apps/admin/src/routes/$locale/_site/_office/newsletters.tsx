import { newslettersQueryOptions } from '@egresa/api-client/newsletters'
import { NewslettersQuery } from '@egresa/api-contract/newsletters-search'
import { StatusPage } from '@egresa/ui/app/status-page'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { NewslettersPage } from '../../../../features/newsletters/newsletters-page'

// `?status=&text=&page=`: the contract's query as the URL's search.
export const Route = createFileRoute('/$locale/_site/_office/newsletters')({
  staticData: { catalogSection: 'newsletters' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: NewslettersQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 20 })] },
  beforeLoad: ({ context }) => ({
    newsletters: context.session.init.permissions.includes('admin.newsletters.send'),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    if (!context.newsletters) return
    const read = context.queryClient.ensureQueryData(newslettersQueryOptions(context.api, deps))
    if (cause === 'stay') return void read.catch(() => undefined)
    return read
  },
  component: function Newsletters() {
    const { newsletters } = Route.useRouteContext()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    if (!newsletters) return <StatusPage status={403} />
    return (
      <NewslettersPage
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
