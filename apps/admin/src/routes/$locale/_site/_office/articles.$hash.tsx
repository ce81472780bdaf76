import { adminArticleQueryOptions } from '@egresa/api-client/admin'
import { useApi } from '@egresa/ui/app/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ArticleEditor } from '../../../../features/articles/article-editor'

export const Route = createFileRoute('/$locale/_site/_office/articles/$hash')({
  staticData: { catalogSection: 'articles' },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminArticleQueryOptions(context.api, params.hash)),
  component: function Article() {
    const { hash } = Route.useParams()
    const { data } = useSuspenseQuery(adminArticleQueryOptions(useApi(), hash))
    // A new key for each article: the form starts from the one opened.
    return <ArticleEditor key={data.hash} article={data} />
  },
})
