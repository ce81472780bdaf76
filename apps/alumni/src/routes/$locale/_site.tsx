import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireCompleteProfile } from '../../features/accounts/guards'
import { SiteLayout } from '../../features/layout/site-layout'
import { PendingActionRunner } from '../../lib/pending-action'

export const Route = createFileRoute('/$locale/_site')({
  // Every page of the site: an incomplete profile is sent to the profile form (spec section 5).
  beforeLoad: ({ context, location }) => requireCompleteProfile(context, location),
  component: () => (
    <SiteLayout>
      <PendingActionRunner />
      <Outlet />
    </SiteLayout>
  ),
})
