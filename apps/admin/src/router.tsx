import type { ApiClient } from '@egresa/api-client/client'
import { createAppApi } from '@egresa/ui/app/api'
import { shellRouterOptions } from '@egresa/ui/app/router'
import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { shell } from './shell'

/**
 * The app's router. Its context carries the API client, which components read with `useApi()`: the
 * browser's one, made here, or on the server the request's own (its session).
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, client?: ApiClient) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, api: client ?? createAppApi('admin') },
    ...shellRouterOptions(shell),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
