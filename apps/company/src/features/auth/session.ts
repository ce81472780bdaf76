import { initQueryOptions, meQueryOptions, sessionQueryKey } from '@egresa/api-client/auth'
import type { ApiClient } from '@egresa/api-client/client'
import type { CurrentUser, InitResponse } from '@egresa/api-contract/auth'
import type { QueryClient } from '@tanstack/react-query'

export type SignedIn = { init: InitResponse; user: CurrentUser }

/**
 * The signed-in person, loaded into the Query cache when a token is stored (spec section 4: config, then the
 * current user). A token the server no longer knows (`/api/init` answers anonymous) is forgotten.
 */
export async function loadSession(queryClient: QueryClient, api: ApiClient): Promise<SignedIn | null> {
  if (!api.session.read().token) {
    queryClient.removeQueries({ queryKey: sessionQueryKey })
    return null
  }
  const init = await queryClient.ensureQueryData(initQueryOptions(api))
  if (init.role === 'anonymous') {
    api.session.clear()
    queryClient.removeQueries({ queryKey: sessionQueryKey })
    return null
  }
  const user = await queryClient.ensureQueryData(meQueryOptions(api))
  return { init, user }
}

/** Forgets everything the cache knows about the person (after sign-in and sign-out). */
export function resetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: sessionQueryKey })
}

/** Where to go after signing in: a page of this app the person wanted, or the company's offers. */
export function afterSignIn(locale: string, redirect: string | undefined): string {
  if (
    redirect?.startsWith(`/${locale}/`) &&
    !redirect.startsWith('//') &&
    !/\/(login|success|user\/logout)(\?|$)/.test(redirect)
  ) {
    return redirect
  }
  return `/${locale}/user/offers`
}
