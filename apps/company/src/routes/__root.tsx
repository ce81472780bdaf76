import type { ApiClient } from '@egresa/api-client/client'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { NotFoundPage } from '../features/layout/route-error'

export type RouterContext = { queryClient: QueryClient; api: ApiClient }

// The frame around every page (progress bar, error pages, consent, toasts) is the router's InnerWrap: AppFrame.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
})
