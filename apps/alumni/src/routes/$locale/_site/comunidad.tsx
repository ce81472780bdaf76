import { createFileRoute } from '@tanstack/react-router'
import { CommunityPage } from '../../../features/community/community-page'
import { requireSegmentLocale } from '../../../lib/localized-segment'

export const Route = createFileRoute('/$locale/_site/comunidad')({
  beforeLoad: ({ params }) => requireSegmentLocale(params.locale, 'comunidad'),
  component: CommunityPage,
})
