import { jobBankQueryOptions } from '@egresa/api-client/jobs'
import {
  categoryTreeQueryOptions,
  countriesQueryOptions,
  tagsQueryOptions,
} from '@egresa/api-client/reference'
import { JobBankQuery } from '@egresa/api-contract/jobs-search'
import { can } from '@egresa/api-contract/permissions'
import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { requireMember } from '../../../../features/accounts/guards'
import { JobBankPage } from '../../../../features/jobs/job-bank-page'

// `/es/empleo/offers`, `/en/jobs/offers`: the job bank. Members only (a guest signs in and comes back); a
// member without `jobs.read` sees the upgrade prompt, so the list is not asked for.
export const Route = createFileRoute('/$locale/_site/jobs/offers')({
  staticData: { catalogSection: ['jobs', 'membership'], private: true },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: JobBankQuery,
  // Leave the defaults out of the URL, so a shared link stays short.
  search: { middlewares: [stripSearchParams(v.parse(JobBankQuery, {}))] },
  beforeLoad: ({ context, location }) => ({ session: requireMember(context, location) }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!can(context.session.user.role, 'jobs.read')) return
    // The list is not awaited: the page shows its filters at once and the cards' placeholders meanwhile.
    void context.queryClient.prefetchQuery(jobBankQueryOptions(context.api, deps))
    await Promise.all([
      context.queryClient.ensureQueryData(categoryTreeQueryOptions(context.api)),
      context.queryClient.ensureQueryData(countriesQueryOptions(context.api)),
      context.queryClient.ensureQueryData(tagsQueryOptions(context.api, { type: 'USER', group: 'area' })),
      context.queryClient.ensureQueryData(
        tagsQueryOptions(context.api, { type: 'USER', group: 'specialty' }),
      ),
    ])
  },
  component: function JobBank() {
    const search = Route.useSearch()
    const { locale } = Route.useParams()
    const navigate = Route.useNavigate()
    const href = useHref()
    return (
      <JobBankPage
        search={search}
        // Any filter change goes back to the first page, in place: the person is still in the filters.
        onFilter={(filters) =>
          void navigate({
            search: (prev) => ({ ...prev, ...filters, page: 1 }),
            replace: true,
            resetScroll: false,
          })
        }
        hrefFor={(page) =>
          href({ to: '/$locale/jobs/offers', params: { locale }, search: { ...search, page } })
        }
      />
    )
  },
})
