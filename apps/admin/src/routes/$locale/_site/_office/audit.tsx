import { auditLogQueryOptions } from '@egresa/api-client/admin'
import { AuditQuery } from '@egresa/api-contract/audit-search'
import { StatusPage } from '@egresa/ui/app/status-page'
import { withFilters } from '@egresa/ui/filter-bar'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { AuditPage, auditQuery } from '../../../../features/audit/audit-page'

// `?actor=&object_type=&object_id=&action=&source=&from=&to=&page=`: the contract's query as the URL's search.
export const Route = createFileRoute('/$locale/_site/_office/audit')({
  staticData: { catalogSection: 'audit' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: AuditQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: 50 })] },
  beforeLoad: ({ context }) => ({ audit: context.session.init.permissions.includes('admin.audit.read') }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    if (!context.audit) return
    const read = context.queryClient.ensureQueryData(auditLogQueryOptions(context.api, auditQuery(deps)))
    if (cause === 'stay') return void read.catch(() => undefined)
    return read
  },
  component: function Audit() {
    const { audit } = Route.useRouteContext()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    if (!audit) return <StatusPage status={403} />
    return (
      <AuditPage
        search={search}
        onFilter={(changes) => navigate({ search: (prev) => withFilters(prev, changes), replace: true })}
      />
    )
  },
})
