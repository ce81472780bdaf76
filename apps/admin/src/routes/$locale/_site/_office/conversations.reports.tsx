import { reportedMessagesQueryOptions } from '@egresa/api-client/conversations'
import { ReportedMessagesQuery } from '@egresa/api-contract/conversations-search'
import { StatusPage } from '@egresa/ui/app/status-page'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { MessageReportsPage } from '../../../../features/conversations/reports-page'

// `/{locale}/conversations/reports?status=&page=`: the reported messages, the contract's query as the URL's
// search; the queue is the open reports. Only for an account with `admin.messages.moderate`: another office
// account gets the 403 page.
export const Route = createFileRoute('/$locale/_site/_office/conversations/reports')({
  staticData: { catalogSection: 'conversations' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: ReportedMessagesQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 20, status: 'OPEN' })] },
  beforeLoad: ({ context }) => ({
    moderate: context.session.init.permissions.includes('admin.messages.moderate'),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    if (!context.moderate) return
    const read = context.queryClient.ensureQueryData(reportedMessagesQueryOptions(context.api, deps))
    if (cause === 'stay') return void read.catch(() => undefined)
    return read
  },
  component: function Reports() {
    const { moderate } = Route.useRouteContext()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    if (!moderate) return <StatusPage status={403} />
    return (
      <MessageReportsPage
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
