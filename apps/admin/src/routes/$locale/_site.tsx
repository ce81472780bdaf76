import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SiteLayout } from '../../features/layout/site-layout'

export const Route = createFileRoute('/$locale/_site')({
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
})
