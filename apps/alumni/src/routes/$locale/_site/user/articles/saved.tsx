import { createFileRoute } from '@tanstack/react-router'
import { SavedArticlesPage } from '../../../../../features/account/member-pages'

export const Route = createFileRoute('/$locale/_site/user/articles/saved')({ component: SavedArticlesPage })
