import { isApiError } from '@egresa/api-client/errors'
import { getSsoUrl } from '@egresa/api-client/sso'
import { useApi } from '@egresa/ui/app/api'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

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
  const api = useApi()
  const { t } = useLingui()
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
