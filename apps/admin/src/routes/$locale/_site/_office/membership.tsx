import { membersQueryOptions } from '@egresa/api-client/admin-people'
import { StatusPage } from '@egresa/ui/app/status-page'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { MembershipPage } from '../../../../features/membership/membership-page'
import { MembershipSearch, membershipQuery } from '../../../../features/membership/membership-search'

// `?tab=&tier=&page=`; role admin only (`admin.membership.manage`): another office account gets the 403 page.
export const Route = createFileRoute('/$locale/_site/_office/membership')({
  staticData: { catalogSection: 'membership' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: MembershipSearch,
  search: { middlewares: [stripSearchParams({ tab: 'members', page: 1, size: 50 })] },
  beforeLoad: ({ context }) => ({
    membership: context.session.init.permissions.includes('admin.membership.manage'),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    if (!context.membership || deps.tab !== 'members') return
    const read = context.queryClient.ensureQueryData(
      membersQueryOptions(context.api, { ...membershipQuery(deps), tier: deps.tier }),
    )
    if (cause === 'stay') return void read.catch(() => undefined)
    return read
  },
  component: function Membership() {
    const { membership } = Route.useRouteContext()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    if (!membership) return <StatusPage status={403} />
    return (
      <MembershipPage
        search={search}
        onSearch={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
