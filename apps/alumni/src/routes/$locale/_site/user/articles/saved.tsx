import { createFileRoute } from '@tanstack/react-router'
import { SavedArticlesPage } from '../../../../../features/articles/saved-articles-page'

export const Route = createFileRoute('/$locale/_site/user/articles/saved')({ component: SavedArticlesPage })
