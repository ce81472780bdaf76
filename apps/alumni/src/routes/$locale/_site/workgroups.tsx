import { createFileRoute } from '@tanstack/react-router'
import { requireSegmentLocale } from '../../../features/pages/localized-segment'
import { WorkgroupsPage } from '../../../features/pages/section-pages'

export const Route = createFileRoute('/$locale/_site/workgroups')({
  beforeLoad: ({ params }) => requireSegmentLocale(params.locale, 'workgroups'),
  component: WorkgroupsPage,
})
