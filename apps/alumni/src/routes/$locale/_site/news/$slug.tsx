import type { WithAlternates } from '@egresa/ui/app/links'
import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '../../../../features/articles/article-page'
import { articleAlternates, loadArticle } from '../../../../features/articles/load-article'

// `/es/news/{slug}`, `/en/news/{slug}`: an article's page, public (shared links, search engines). Each
// language has its own slug: the loader gives the language switcher each language's address, and a link
// with the other language's slug (an old or hand-written one) redirects to this language's.
export const Route = createFileRoute('/$locale/_site/news/$slug')({
  staticData: { catalogSection: 'membership' },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context, params }): Promise<WithAlternates> => ({
    alternates: articleAlternates(await loadArticle(context, params.slug)),
  }),
  component: function Article() {
    const { slug } = Route.useParams()
    const { locale } = Route.useRouteContext()
    return <ArticlePage slug={slug} language={locale} />
  },
})
