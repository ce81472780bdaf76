import { createFileRoute } from '@tanstack/react-router'
import { NewWorkgroupPage } from '../../../../../features/workgroups/workgroup-editor-pages'

// `/es/user/workgroups/new`: a Premium member creates a group; a free member meets the upgrade prompt.
export const Route = createFileRoute('/$locale/_site/user/workgroups/new')({
  staticData: { catalogSection: ['workgroups', 'membership'] },
  component: NewWorkgroupPage,
})
