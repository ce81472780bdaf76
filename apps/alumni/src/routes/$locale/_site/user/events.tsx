import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { MyEventsPage } from '../../../../features/articles/my-events-page'
import { PageParam } from '../../../../lib/search'

const MyEventsSearch = v.object({
  when: v.fallback(v.optional(v.picklist(['upcoming', 'past']), 'upcoming'), 'upcoming'),
  page: PageParam,
})

// `/es/user/events`: the events I signed up to in the portal, upcoming or past (members only, through the
// `user` layout).
export const Route = createFileRoute('/$locale/_site/user/events')({
  validateSearch: MyEventsSearch,
  search: { middlewares: [stripSearchParams({ when: 'upcoming', page: 1 })] },
  component: function MyEvents() {
    const { when, page } = Route.useSearch()
    const { locale } = Route.useParams()
    const href = useHref()
    const navigate = Route.useNavigate()
    return (
      <MyEventsPage
        when={when}
        page={page}
        hrefFor={(p) => href({ to: '/$locale/user/events', params: { locale }, search: { when, page: p } })}
        onWhen={(next) => void navigate({ search: { when: next, page: 1 } })}
      />
    )
  },
})
