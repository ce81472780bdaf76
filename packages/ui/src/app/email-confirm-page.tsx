import { confirmEmailChange } from '@egresa/api-client/accounts'
import { sessionQueryKey } from '@egresa/api-client/auth'
import { isApiError } from '@egresa/api-client/errors'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { buttonStyles } from '../button'
import { useApi } from './api'
import { type PagePath, pageLink } from './links'
import { useLocale } from './locale'
import { errorText } from './notify'
import { usePageTitle } from './page-title'

export type EmailConfirmPageProps = {
  token: string | undefined
  /** The app's settings page (`'/$locale/user/settings'`): where a signed-in person goes next. */
  settings: PagePath
}

/** `/{locale}/user/email-confirm?token=…` of every app: the link mailed to a new address confirms it. */
export function EmailConfirmPage({ token, settings }: EmailConfirmPageProps) {
  const { t } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const queryClient = useQueryClient()
  usePageTitle(t`Confirmar el correo electrónico`)
  // A query, not an effect: the token is single-use and the answer must survive a second render.
  const confirm = useQuery({
    queryKey: ['email-confirm', token],
    queryFn: () => confirmEmailChange(api, token ?? ''),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  const confirmed = confirm.data?.email
  useEffect(() => {
    // The header and the profile show the address: read it again.
    if (confirmed) void queryClient.invalidateQueries({ queryKey: [...sessionQueryKey, 'me'] })
  }, [confirmed, queryClient])

  const signedIn = api.session.read().token !== null
  const error = !token
    ? t`El enlace no es válido, ya se ha usado o ha caducado.`
    : confirm.isError
      ? isApiError(confirm.error)
        ? (confirm.error.fieldErrors.token?.[0] ?? errorText(confirm.error))
        : t`No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.`
      : null

  return (
    <section
      aria-labelledby="confirm-title"
      className="flex flex-col gap-4 rounded bg-white p-6 shadow-sm sm:p-8"
    >
      <h1 id="confirm-title" className="text-2xl font-bold">
        {error ? (
          <Trans>No se ha podido confirmar el correo</Trans>
        ) : confirmed ? (
          <Trans>Correo electrónico confirmado</Trans>
        ) : (
          <Trans>Confirmando el correo…</Trans>
        )}
      </h1>
      {error ? <p role="alert">{error}</p> : null}
      {confirmed ? (
        <p role="status">
          <Trans>
            A partir de ahora tu cuenta usa la dirección <strong className="break-all">{confirmed}</strong>.
          </Trans>
        </p>
      ) : null}
      {error || confirmed ? (
        <p>
          <Link
            {...pageLink(signedIn ? settings : '/$locale/login', locale)}
            className={buttonStyles.primary}
          >
            {signedIn ? <Trans>Ir a mis ajustes</Trans> : <Trans>Iniciar sesión</Trans>}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
