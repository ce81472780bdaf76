import { logout } from '@egresa/api-client/auth'
import { isApiError } from '@egresa/api-client/errors'
import { getSsoUrl, ssoLogin } from '@egresa/api-client/sso'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { buttonStyles } from '../button'
import { useApi } from './api'
import { pageLink } from './links'
import { useLocale } from './locale'
import { usePageTitle } from './page-title'
import { useFinishSignIn } from './sign-in'

// The university single sign-on of the apps whose people may use it (alumni, the office): the button of the
// login page, and `/{locale}/success?token=…`, where the university sends the browser back.

const afterSsoKey = 'egresa:after-sso'

/** The page to open after the university sign-in returns to /success (kept for this tab only). */
export function takeAfterSso(): string | undefined {
  const value = sessionStorage.getItem(afterSsoKey) ?? undefined
  sessionStorage.removeItem(afterSsoKey)
  return value
}

/**
 * Starts the university single sign-on: asks the API for the address and sends the browser there; the
 * university sends it back to /{locale}/success.
 */
export function SsoButton({ redirect }: { redirect: string | undefined }) {
  const { t } = useLingui()
  const api = useApi()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const start = async () => {
    setPending(true)
    setError(null)
    try {
      const url = await getSsoUrl(api)
      if (redirect) sessionStorage.setItem(afterSsoKey, redirect)
      window.location.assign(url)
    } catch (e) {
      setPending(false)
      setError(isApiError(e) ? e.message : t`No se ha podido conectar con el servidor. Inténtalo de nuevo.`)
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <button type="button" className={buttonStyles.secondary} onClick={start} disabled={pending}>
        <Trans>Usar mi cuenta de la universidad</Trans>
      </button>
      {error ? (
        <p role="alert" className="text-sm text-danger-strong">
          {error}
        </p>
      ) : null}
    </div>
  )
}

// The token is single-use: exchange it once even if the page renders twice.
const exchanged = new Set<string>()

/**
 * `/{locale}/success?token=…`: the university sign-in came back; the token becomes a session here. `refuse`
 * lets the app turn the account away, as with the password (`usePasswordSignIn`): it resolves to the message
 * to show, and the new session ends again.
 */
export function SsoSuccessPage({
  token,
  refuse,
}: {
  token: string | undefined
  refuse?: () => Promise<string | null>
}) {
  const { t } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const router = useRouter()
  const finishSignIn = useFinishSignIn()
  const [error, setError] = useState<string | null>(
    token ? null : t`El enlace de inicio de sesión no es válido o ya se ha usado.`,
  )
  usePageTitle(t`Iniciando sesión`)

  useEffect(() => {
    if (!token || exchanged.has(token)) return
    exchanged.add(token)
    const fail = (message: string) => {
      setError(message)
      // The used token leaves the address, so the language switcher does not carry it along.
      router.history.replace(router.state.location.pathname)
    }
    ssoLogin(api, token)
      .then(async () => {
        const refusal = refuse ? await refuse() : null
        if (!refusal) return void finishSignIn(takeAfterSso())
        await logout(api).catch(() => undefined)
        fail(refusal)
      })
      .catch((e: unknown) =>
        fail(isApiError(e) ? e.message : t`No se ha podido conectar con el servidor. Inténtalo de nuevo.`),
      )
  }, [token, api, router, finishSignIn, refuse, t])

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
          <Link {...pageLink('/$locale/login', locale)} className={buttonStyles.primary}>
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
