import { isApiError } from '@egresa/api-client/errors'
import { MutationCache, QueryClient } from '@tanstack/react-query'
import { notifyError } from './notify'

declare module '@tanstack/react-query' {
  interface Register {
    // A mutation whose form shows its own errors sets `meta: { inlineErrors: true }`.
    mutationMeta: { inlineErrors?: boolean }
  }
}

/**
 * The Query client of an Egresa app: failed writes show a toast unless their form shows the error, offline
 * included.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The server's answers are final (the client already retried 502/503); only a lost connection is retried.
        retry: (failures, error) => !isApiError(error) && failures < 1,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      // Offline, a write is tried and fails at once, so its toast (or its form) says the connection is down
      // and the form keeps what was typed; Query's default would hold it, silently, until the connection is back.
      mutations: { networkMode: 'always' },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.inlineErrors) return
        notifyError(error)
      },
    }),
  })
}
