import { logout, resetSession } from '@egresa/api-client/auth'
import type { ApiClient } from '@egresa/api-client/client'
import { ssoSignOut } from '@egresa/api-client/sso'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useApi } from './api'
import { useLocale } from './locale'
import { SimplePage } from './simple-page'

/**
 * Ends the session; resolves to a page to open in full when the sign-out must go on elsewhere (the
 * university's sign-out page), or to null when it is done.
 */
export type SignOut = (api: ApiClient) => Promise<string | null>

/** Ends this device's session on the server and forgets it here (password sign-in only). */
export const signOutHere: SignOut = (api) =>
  logout(api).then(
    () => null,
    () => null,
  )

/**
 * Signs out everywhere, for the apps with the university sign-in (spec section 4): the session ends on the
 * server, the university's session in a hidden frame; after its completion message the person lands on the
 * login page, or after 10 s without it the provider's sign-out page opens in full.
 */
export const signOutEverywhere: SignOut = (api) =>
  ssoSignOut(api).then(({ outcome, url }) => (outcome === 'timeout' && url ? url : null))

let signingOut = false

/** `/{locale}/user/logout`: signs out, forgets the person's cached data and goes to the login page. */
export function LogoutPage({ signOut = signOutHere }: { signOut?: SignOut }) {
  const { t } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  useEffect(() => {
    if (signingOut) return
    signingOut = true
    void signOut(api)
      .then((elsewhere) => {
        resetSession(queryClient)
        if (elsewhere) {
          window.location.assign(elsewhere)
          return
        }
        return navigate({ to: '/$locale/login', params: { locale }, replace: true })
      })
      .finally(() => {
        signingOut = false
      })
  }, [api, signOut, locale, navigate, queryClient])

  return (
    <SimplePage title={t`Cerrando sesión`}>
      <p aria-live="polite">
        <Trans>Estamos cerrando tu sesión…</Trans>
      </p>
    </SimplePage>
  )
}
