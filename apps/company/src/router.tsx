import type { ApiClient } from '@egresa/api-client/client'
import { createAppApi } from '@egresa/ui/app/api'
import { shellRouterOptions } from '@egresa/ui/app/router'
import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { shell } from './shell'

/** The app's router; the server renders each request with its own history and API client (its session). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, client?: ApiClient) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, api: client ?? createAppApi('company') },
    ...shellRouterOptions(shell),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
