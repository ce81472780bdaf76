import { logout } from '@egresa/api-client/auth'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { api } from '../../lib/api'
import { useLocale } from '../../lib/locale'
import { SimplePage } from '../pages/simple-page'
import { resetSession } from './session'

let signingOut = false

/** Ends this device's session on the server, forgets it here and goes to the login page. */
export function LogoutPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  useEffect(() => {
    if (signingOut) return
    signingOut = true
    // Companies sign in with their password only, so there is no university session to end.
    void logout(api)
      .catch(() => undefined)
      .then(() => {
        resetSession(queryClient)
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
