import { officeMentorsQueryOptions } from '@egresa/api-client/mentoring'
import { OfficeMentorsQuery } from '@egresa/api-contract/mentoring-search'
import { StatusPage } from '@egresa/ui/app/status-page'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { MentorsPage } from '../../../../features/mentoring/mentors-page'

// `?text=&state=&page=`: the contract's query as the URL's search. Only for an account with
// `admin.mentoring.manage`: another office account gets the 403 page.
export const Route = createFileRoute('/$locale/_site/_office/mentoring')({
  staticData: { catalogSection: 'mentoring' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: OfficeMentorsQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 50 })] },
  beforeLoad: ({ context }) => ({
    mentoring: context.session.init.permissions.includes('admin.mentoring.manage'),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    if (!context.mentoring) return
    const read = context.queryClient.ensureQueryData(officeMentorsQueryOptions(context.api, deps))
    if (cause === 'stay') return void read.catch(() => undefined)
    return read
  },
  component: function Mentoring() {
    const { mentoring } = Route.useRouteContext()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    if (!mentoring) return <StatusPage status={403} />
    return (
      <MentorsPage
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
