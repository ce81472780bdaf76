import { createFileRoute } from '@tanstack/react-router'
import { ArticleEditor } from '../../../../features/articles/article-editor'

export const Route = createFileRoute('/$locale/_site/_office/articles/new')({
  staticData: { catalogSection: 'articles' },
  component: () => <ArticleEditor />,
})
