import { CONVERSATIONS_PAGE_SIZE, ConversationsQuery } from '@egresa/api-contract/conversations-search'
import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { InboxPage } from '../../../../../features/conversations/inbox-page'

// `/es/user/conversations`: the company's private messages (through the `user` layout); the API's mail about
// unread messages links here.
export const Route = createFileRoute('/$locale/_site/user/conversations/')({
  validateSearch: ConversationsQuery,
  search: { middlewares: [stripSearchParams({ page: 1, size: CONVERSATIONS_PAGE_SIZE })] },
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
