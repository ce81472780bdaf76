import { ssoSignOut } from '@egresa/api-client/sso'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { api } from '../../lib/api'
import { useLocale } from '../../lib/locale'
import { SimplePage } from '../pages/simple-page'
import { resetSession } from './session'

let signingOut = false

/**
 * Signs out everywhere (spec section 4): the session ends on the server, the university's session in a
 * hidden frame; after its completion message (or 10 s, then the provider's page opens in full) the person
 * lands on the login page.
 */
export function LogoutPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  useEffect(() => {
    if (signingOut) return
    signingOut = true
    void ssoSignOut(api)
      .then(({ outcome, url }) => {
        resetSession(queryClient)
        if (outcome === 'timeout' && url) {
          window.location.assign(url)
          return
        }
        return navigate({ to: '/$locale/login', params: { locale }, replace: true })
      })
      .finally(() => {
        signingOut = false
      })
  }, [locale, navigate, queryClient])

  return (
    <SimplePage title={t`Cerrando sesión`}>
      <p aria-live="polite">
        <Trans>Estamos cerrando tu sesión…</Trans>
      </p>
    </SimplePage>
  )
}
