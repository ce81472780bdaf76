import type { RouterContext } from '@egresa/ui/app/router'
import { NotFoundPage } from '@egresa/ui/app/status-page'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'

// The frame around every page (progress bar, error pages, consent, toasts) is the router's InnerWrap.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
})
