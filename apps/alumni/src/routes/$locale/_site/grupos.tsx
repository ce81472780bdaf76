import { createFileRoute } from '@tanstack/react-router'
import { WorkgroupsPage } from '../../../features/workgroups/workgroups-page'
import { requireSegmentLocale } from '../../../lib/localized-segment'

export const Route = createFileRoute('/$locale/_site/grupos')({
  beforeLoad: ({ params }) => requireSegmentLocale(params.locale, 'grupos'),
  component: WorkgroupsPage,
})
