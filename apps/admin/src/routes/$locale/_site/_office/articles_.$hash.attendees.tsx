import { adminArticleQueryOptions } from '@egresa/api-client/admin'
import { eventRegistrationsQueryOptions } from '@egresa/api-client/events'
import { AdminRegistrationsQuery } from '@egresa/api-contract/events-search'
import { useApi } from '@egresa/ui/app/api'
import { withFilters } from '@egresa/ui/filter-bar'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { AttendeesPage } from '../../../../features/articles/attendees-page'

// `?text=&state=&page=`: the contract's query as the URL's search.
export const Route = createFileRoute('/$locale/_site/_office/articles_/$hash/attendees')({
  staticData: { catalogSection: 'articles' },
  validateSearch: AdminRegistrationsQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 50 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps, cause }) => {
    const list = context.queryClient.ensureQueryData(
      eventRegistrationsQueryOptions(context.api, params.hash, deps),
    )
    if (cause === 'stay') return void list.catch(() => undefined)
    await Promise.all([
      context.queryClient.ensureQueryData(adminArticleQueryOptions(context.api, params.hash)),
      list,
    ])
  },
  component: function Attendees() {
    const { hash } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    const { data } = useSuspenseQuery(adminArticleQueryOptions(useApi(), hash))
    return (
      <AttendeesPage
        event={data}
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
