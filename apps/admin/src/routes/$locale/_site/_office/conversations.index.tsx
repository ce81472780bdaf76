import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { InboxPage } from '../../../../features/conversations/inbox-page'

const InboxSearch = v.object({
  page: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1)), 1),
    1,
  ),
  text: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), undefined),
})

// `/{locale}/conversations?text=&page=`: the office's own private messages (every office account has
// `messages.use`); the API's mail about unread messages and the header's link lead here.
export const Route = createFileRoute('/$locale/_site/_office/conversations/')({
  staticData: { catalogSection: 'conversations' },
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
          href({ to: '/$locale/conversations', params: { locale }, search: { ...search, page } })
        }
        conversationHref={(hash) => href({ to: '/$locale/conversations/$hash', params: { locale, hash } })}
      />
    )
  },
})
