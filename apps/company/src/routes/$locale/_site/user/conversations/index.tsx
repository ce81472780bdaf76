import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { InboxPage } from '../../../../../features/conversations/inbox-page'
import { PageParam } from '../../../../../lib/search'

const InboxSearch = v.object({
  page: PageParam,
  text: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), undefined),
})

// `/es/user/conversations`: the company's private messages (through the `user` layout); the API's mail about
// unread messages links here.
export const Route = createFileRoute('/$locale/_site/user/conversations/')({
  validateSearch: InboxSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: function Inbox() {
    const search = Route.useSearch()
    const { locale } = Route.useParams()
    const navigate = Route.useNavigate()
    const href = useHref()
    return (
      <InboxPage
        text={search.text}
        page={search.page}
        onTextChange={(text) =>
          void navigate({ search: { text: text || undefined, page: 1 }, replace: true, resetScroll: false })
        }
        pageHref={(page) =>
          href({ to: '/$locale/user/conversations', params: { locale }, search: { ...search, page } })
        }
        conversationHref={(hash) =>
          href({ to: '/$locale/user/conversations/$hash', params: { locale, hash } })
        }
      />
    )
  },
})
