import { isApiError } from '@egresa/api-client/errors'
import { ssoLogin } from '@egresa/api-client/sso'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { useFinishSignIn } from '@egresa/ui/app/sign-in'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { takeAfterSso } from './sso-button'

// The token is single-use: exchange it once even if the page renders twice.
const exchanged = new Set<string>()

/** `/{locale}/success?token=…`: the university sign-in came back; the token becomes a session here. */
export function SsoSuccessPage({ token }: { token: string | undefined }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const finishSignIn = useFinishSignIn()
  const [error, setError] = useState<string | null>(
    token ? null : t`El enlace de inicio de sesión no es válido o ya se ha usado.`,
  )
  usePageTitle(t`Iniciando sesión`)

  useEffect(() => {
    if (!token || exchanged.has(token)) return
    exchanged.add(token)
    ssoLogin(api, token).then(
      () => void finishSignIn(takeAfterSso()),
      (e: unknown) => {
        setError(isApiError(e) ? e.message : t`No se ha podido conectar con el servidor. Inténtalo de nuevo.`)
        // The used token leaves the address, so the language switcher does not carry it along.
        void navigate({ to: '/$locale/success', params: { locale }, search: {}, replace: true })
      },
    )
  }, [api, token, locale, navigate, finishSignIn, t])

  return (
    <section aria-labelledby="sso-title" className="rounded bg-white p-6 shadow-sm sm:p-8">
      <h1 id="sso-title" className="mb-4 text-2xl font-bold">
        {error ? <Trans>No se ha podido iniciar sesión</Trans> : <Trans>Iniciando sesión…</Trans>}
      </h1>
      {error ? (
        <>
          <p role="alert" className="mb-6">
            {error}
          </p>
          <Link to="/$locale/login" params={{ locale }} className={buttonStyles.primary}>
            <Trans>Volver a iniciar sesión</Trans>
          </Link>
        </>
      ) : (
        <p aria-live="polite" className="text-muted">
          <Trans>Estamos comprobando tu cuenta de la universidad.</Trans>
        </p>
      )}
    </section>
  )
}
