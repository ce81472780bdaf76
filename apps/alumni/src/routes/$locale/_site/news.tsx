import { createFileRoute } from '@tanstack/react-router'
import { NewsPage } from '../../../features/articles/news-page'

export const Route = createFileRoute('/$locale/_site/news')({ component: NewsPage })
