import { createFileRoute } from '@tanstack/react-router'
import { NewsPage } from '../../../features/pages/section-pages'

export const Route = createFileRoute('/$locale/_site/news')({ component: NewsPage })
