import type { CurrentUser, InitResponse } from '@egresa/api-contract/auth'
import * as auth from '@egresa/api-contract/auth'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from './client'

/** Query keys of everything that depends on who is signed in; sign-in and sign-out reset these. */
export const sessionQueryKey = ['session'] as const

/** `GET /api/init`: the caller's role and permissions (`anonymous` without a valid session). */
export function getInit(client: ApiClient, signal?: AbortSignal) {
  return client.call(auth.init, { signal })
}

/** `GET /usr/users/me`: the signed-in account. */
export function getMe(client: ApiClient, signal?: AbortSignal) {
  return client.call(auth.me, { signal })
}

export type Credentials = Pick<auth.LoginInput, 'email' | 'password'>

/**
 * `POST /usr/login`: opens a session for this device and stores it. A wrong password (401) or an account
 * still waiting for verification (403) rejects with the server's message for the form.
 */
export async function login(client: ApiClient, credentials: Credentials) {
  const deviceId = client.session.deviceId()
  const { token } = await client.call(auth.login, {
    body: { ...credentials, deviceId, deviceType: auth.WEB_DEVICE_TYPE, push: null },
    signInForm: true,
  })
  client.session.save({ token, deviceId })
  return { token }
}

/** `GET /usr/users/logout`: ends this device's session on the server, then forgets it here. */
export async function logout(client: ApiClient) {
  try {
    if (client.session.read().token) await client.call(auth.logout)
  } finally {
    client.session.clear()
  }
}

export function initQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...sessionQueryKey, 'init'],
    queryFn: ({ signal }) => getInit(client, signal),
    staleTime: 5 * 60_000,
  })
}

export function meQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...sessionQueryKey, 'me'],
    queryFn: ({ signal }) => getMe(client, signal),
    staleTime: 60_000,
  })
}

export type SignedIn = { init: InitResponse; user: CurrentUser }

/**
 * The signed-in person, loaded into the Query cache when a token is stored (spec section 4: config, then the
 * current user). A token the server no longer knows (`/api/init` answers anonymous) is forgotten.
 */
export async function loadSession(queryClient: QueryClient, client: ApiClient): Promise<SignedIn | null> {
  if (!client.session.read().token) {
    // Someone was signed in here and no longer is: forget what was theirs. A guest's cache (a page the server
    // rendered for a guest) stays.
    if (queryClient.getQueryData(initQueryOptions(client).queryKey)) {
      queryClient.removeQueries({ queryKey: sessionQueryKey })
    }
    return null
  }
  const init = await queryClient.ensureQueryData(initQueryOptions(client))
  if (init.role === 'anonymous') {
    client.session.clear()
    queryClient.removeQueries({ queryKey: sessionQueryKey })
    return null
  }
  const user = await queryClient.ensureQueryData(meQueryOptions(client))
  return { init, user }
}

/** Forgets everything the cache knows about the person (after sign-in and sign-out). */
export function resetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: sessionQueryKey })
}
