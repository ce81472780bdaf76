import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '../../../../features/articles/article-page'
import { loadArticle } from '../../../../features/articles/load-article'

// `/es/news/{slug}`, `/en/news/{slug}`: an article's page, public (shared links, search engines). Each
// language has its own slug; the other language's one (the language switcher's link) redirects to it.
export const Route = createFileRoute('/$locale/_site/news/$slug')({
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => loadArticle(context, params.slug),
  component: function Article() {
    const { slug } = Route.useParams()
    return <ArticlePage slug={slug} />
  },
})
