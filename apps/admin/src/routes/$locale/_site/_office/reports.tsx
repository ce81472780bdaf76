import { reportQueryOptions } from '@egresa/api-client/reports'
import { listQuery } from '@egresa/api-contract/lists'
import { ReportQuery, reportNames } from '@egresa/api-contract/reports-search'
import { StatusPage } from '@egresa/ui/app/status-page'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { periodOf, ReportsPage } from '../../../../features/reports/reports-page'

// `?report=&from=&to=`: the report shown and its months (`YYYY-MM`; the last 12 months when left out).
const ReportsSearch = listQuery({
  report: v.optional(v.picklist([...reportNames, 'income']), 'members'),
  ...ReportQuery.entries,
})

export const Route = createFileRoute('/$locale/_site/_office/reports')({
  staticData: { catalogSection: 'reports' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: ReportsSearch,
  search: { middlewares: [stripSearchParams({ report: 'members' })] },
  beforeLoad: ({ context }) => {
    const permissions = context.session.init.permissions
    return {
      reports: permissions.includes('admin.reports.read'),
      income: permissions.includes('admin.membership.read'),
    }
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    if (!context.reports || (deps.report === 'income' && !context.income)) return
    const read = context.queryClient.ensureQueryData(
      reportQueryOptions(context.api, deps.report, periodOf(deps)),
    )
    if (cause === 'stay') return void read.catch(() => undefined)
    return read.catch(() => undefined)
  },
  component: function Reports() {
    const { reports } = Route.useRouteContext()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    if (!reports) return <StatusPage status={403} />
    return (
      <ReportsPage
        search={search}
        onChange={(changes) => navigate({ search: (prev) => ({ ...prev, ...changes }), replace: true })}
      />
    )
  },
})
