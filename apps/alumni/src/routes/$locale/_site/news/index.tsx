import { tagsQueryOptions } from '@egresa/api-client/reference'
import { ArticlesQuery } from '@egresa/api-contract/articles-search'
import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { NewsPage } from '../../../../features/articles/news-page'
import { articleListQueryOptions } from '../../../../features/articles/queries'

// `/es/news`, `/en/news`: news and events, public and server-rendered, with its filters in the URL.
export const Route = createFileRoute('/$locale/_site/news/')({
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: ArticlesQuery,
  // Leave the defaults out of the URL, so a shared link stays short.
  search: { middlewares: [stripSearchParams(v.parse(ArticlesQuery, {}))] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const list = context.queryClient.ensureQueryData(articleListQueryOptions(context.api, deps))
    // The server waits for the list (its HTML has the cards); in the browser the page keeps the previous
    // page in view while the next one loads.
    if (typeof document === 'undefined') await list
    else void list.catch(() => undefined)
    await context.queryClient.ensureQueryData(tagsQueryOptions(context.api, { type: 'ARTICLE' }))
  },
  component: function News() {
    const search = Route.useSearch()
    const { locale } = Route.useParams()
    const navigate = Route.useNavigate()
    const href = useHref()
    return (
      <NewsPage
        search={search}
        // Any filter change goes back to the first page, in place: the person is still in the filters.
        onFilter={(filters) =>
          void navigate({
            search: (prev) => ({ ...prev, ...filters, page: 1 }),
            replace: true,
            resetScroll: false,
          })
        }
        hrefFor={(page) => href({ to: '/$locale/news', params: { locale }, search: { ...search, page } })}
      />
    )
  },
})
