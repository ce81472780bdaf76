import { shellRouterOptions } from '@egresa/ui/app/router'
import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { api } from './lib/api'
import { routeTree } from './routeTree.gen'
import { shell } from './shell'

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({ routeTree, history, context: { queryClient, api }, ...shellRouterOptions(shell) })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
