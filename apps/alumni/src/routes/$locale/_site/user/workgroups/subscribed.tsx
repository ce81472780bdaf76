import { createFileRoute } from '@tanstack/react-router'
import { SubscribedWorkgroupsPage } from '../../../../../features/account/member-pages'

export const Route = createFileRoute('/$locale/_site/user/workgroups/subscribed')({
  component: SubscribedWorkgroupsPage,
})
