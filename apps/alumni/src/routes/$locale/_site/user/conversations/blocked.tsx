import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { BlockedPage } from '../../../../../features/conversations/blocked-page'
import { PageParam } from '../../../../../lib/search'

// `/es/user/conversations/blocked`: the people I blocked (the inbox links here).
export const Route = createFileRoute('/$locale/_site/user/conversations/blocked')({
  validateSearch: v.object({ page: PageParam }),
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: function Blocked() {
    const { page } = Route.useSearch()
    const { locale } = Route.useParams()
    const href = useHref()
    return (
      <BlockedPage
        page={page}
        pageHref={(page) =>
          href({ to: '/$locale/user/conversations/blocked', params: { locale }, search: { page } })
        }
      />
    )
  },
})
