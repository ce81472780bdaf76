import { mentorsQueryOptions } from '@egresa/api-client/mentoring'
import { categoryTreeQueryOptions, tagsQueryOptions } from '@egresa/api-client/reference'
import { MentorsQuery } from '@egresa/api-contract/mentoring-search'
import { can } from '@egresa/api-contract/permissions'
import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { MentorsPage } from '../../../../../features/mentoring/mentors-page'

// `/es/user/mentoring/mentors`: the mentoring search (members only, through the `user` layout); its filters
// and page live in the URL, so the mails' link and a shared search open as they were.
export const Route = createFileRoute('/$locale/_site/user/mentoring/mentors')({
  staticData: { catalogSection: 'mentoring' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: MentorsQuery,
  search: { middlewares: [stripSearchParams(v.parse(MentorsQuery, {}))] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!can(context.session.user.role, 'mentoring.use')) return
    void context.queryClient.prefetchQuery(mentorsQueryOptions(context.api, deps))
    void context.queryClient.prefetchQuery(tagsQueryOptions(context.api, { type: 'USER', group: 'area' }))
    await context.queryClient.ensureQueryData(categoryTreeQueryOptions(context.api))
  },
  component: function Mentors() {
    const search = Route.useSearch()
    const { locale } = Route.useParams()
    const navigate = Route.useNavigate()
    const href = useHref()
    return (
      <MentorsPage
        search={search}
        onFilter={(filters) =>
          void navigate({
            search: (prev) => ({ ...prev, ...filters, page: 1 }),
            replace: true,
            resetScroll: false,
          })
        }
        hrefFor={(page) =>
          href({ to: '/$locale/user/mentoring/mentors', params: { locale }, search: { ...search, page } })
        }
      />
    )
  },
})
