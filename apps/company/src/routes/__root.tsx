import type { ApiClient } from '@egresa/api-client/client'
import { useErrorPageStatus } from '@egresa/ui/error-state'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { NotFoundPage, StatusPage } from '../features/layout/route-error'
import { Consent, NavigationProgress, PageViews, Toasts } from '../features/layout/shell'

export type RouterContext = { queryClient: QueryClient; api: ApiClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
})

function Root() {
  // 403 and 5xx answers of the API show their page here until the next navigation.
  const errorStatus = useErrorPageStatus()
  return (
    <>
      <NavigationProgress failed={errorStatus !== null && errorStatus !== 403} />
      {errorStatus === null ? <Outlet /> : <StatusPage status={errorStatus} />}
      <Consent />
      <Toasts />
      <PageViews />
    </>
  )
}
