import { SavedArticlesQuery } from '@egresa/api-contract/articles-search'
import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { SavedArticlesPage } from '../../../../../features/articles/saved-articles-page'

// `/es/user/articles/saved`: the articles I saved (members only, through the `user` layout).
export const Route = createFileRoute('/$locale/_site/user/articles/saved')({
  validateSearch: SavedArticlesQuery,
  search: { middlewares: [stripSearchParams(v.parse(SavedArticlesQuery, {}))] },
  component: function SavedArticles() {
    const { page } = Route.useSearch()
    const { locale } = Route.useParams()
    const href = useHref()
    return (
      <SavedArticlesPage
        page={page}
        hrefFor={(p) => href({ to: '/$locale/user/articles/saved', params: { locale }, search: { page: p } })}
      />
    )
  },
})
