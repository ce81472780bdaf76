import { myApplicationsQueryOptions } from '@egresa/api-client/jobs'
import { can } from '@egresa/api-contract/permissions'
import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { MyApplicationsPage } from '../../../../../features/jobs/my-applications-page'
import { PageParam } from '../../../../../lib/search'

// The offers the person applied to (members only, from the `user` route); without `jobs.apply` the page
// offers Premium instead.
export const Route = createFileRoute('/$locale/_site/user/jobs/subscribed')({
  staticData: { catalogSection: ['jobs', 'membership'] },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: v.object({ page: PageParam }),
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!can(context.session.user.role, 'jobs.apply')) return
    await context.queryClient.ensureQueryData(myApplicationsQueryOptions(context.api, { page: deps.page }))
  },
  component: function Subscribed() {
    const { page } = Route.useSearch()
    const { locale } = Route.useParams()
    const href = useHref()
    return (
      <MyApplicationsPage
        page={page}
        hrefFor={(p) =>
          href({ to: '/$locale/user/jobs/subscribed', params: { locale }, search: { page: p } })
        }
      />
    )
  },
})
