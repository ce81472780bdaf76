import { createFileRoute } from '@tanstack/react-router'
import { requireSegmentLocale } from '../../../features/pages/localized-segment'
import { CommunityPage } from '../../../features/pages/section-pages'

export const Route = createFileRoute('/$locale/_site/comunidad')({
  beforeLoad: ({ params }) => requireSegmentLocale(params.locale, 'comunidad'),
  component: CommunityPage,
})
