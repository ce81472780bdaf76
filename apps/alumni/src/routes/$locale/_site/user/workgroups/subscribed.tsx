import { createFileRoute } from '@tanstack/react-router'
import { SubscribedWorkgroupsPage } from '../../../../../features/workgroups/subscribed-workgroups-page'

export const Route = createFileRoute('/$locale/_site/user/workgroups/subscribed')({
  component: SubscribedWorkgroupsPage,
})
