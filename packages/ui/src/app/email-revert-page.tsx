import { revertEmailChange } from '@egresa/api-client/accounts'
import { resetSession } from '@egresa/api-client/auth'
import { isApiError } from '@egresa/api-client/errors'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { buttonStyles } from '../button'
import { ReadyFieldset } from '../hydration'
import { useApi } from './api'
import { useLocale } from './locale'
import { usePageTitle } from './page-title'

/**
 * `/{locale}/user/email-revert?token=…` of every app: the "it was not me" link mailed to the old address
 * after an e-mail change. Nothing happens on opening it (mail scanners open links): the person presses the
 * button, and the account gets its old address back, is locked and loses its sessions.
 */
export function EmailRevertPage({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const queryClient = useQueryClient()
  usePageTitle(t`¿No has cambiado tú tu dirección de correo?`)
  const revert = useMutation({
    mutationFn: () => revertEmailChange(api, token ?? ''),
    // The account's sessions ended, this browser's too if it had one.
    onSuccess: () => resetSession(queryClient),
  })
  const heading = useRef<HTMLHeadingElement>(null)
  const done = revert.isSuccess
  const failed = revert.isError
  useEffect(() => {
    if (done || failed) heading.current?.focus()
  }, [done, failed])

  const error = !token
    ? t`El enlace no es válido, ya se ha usado o ha caducado.`
    : revert.isError
      ? isApiError(revert.error)
        ? (revert.error.fieldErrors.token?.[0] ?? revert.error.message)
        : t`No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.`
      : null

  return (
    <section
      aria-labelledby="revert-title"
      className="flex flex-col gap-4 rounded bg-white p-6 shadow-sm sm:p-8"
    >
      <h1 id="revert-title" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {done ? (
          <Trans>Tu cuenta está bloqueada</Trans>
        ) : error ? (
          <Trans>No se ha podido deshacer el cambio</Trans>
        ) : (
          <Trans>¿No has cambiado tú tu dirección de correo?</Trans>
        )}
      </h1>
      {done ? (
        <>
          <p role="status">
            <Trans>
              Hemos devuelto tu cuenta a esta dirección de correo, cerrado todas sus sesiones y bloqueado la
              cuenta para que nadie pueda usarla.
            </Trans>
          </p>
          <p>
            <Trans>
              Ponte en contacto con la oficina de antiguos alumnos: comprobará que eres tú, desbloqueará tu
              cuenta y podrás elegir una contraseña nueva.
            </Trans>
          </p>
        </>
      ) : (
        <>
          {error ? <p role="alert">{error}</p> : null}
          {token && !revert.isError ? (
            <>
              <p>
                <Trans>
                  Si no has sido tú quien ha cambiado la dirección de correo de tu cuenta, deshaz el cambio:
                  tu cuenta volverá a usar esta dirección, se cerrarán todas sus sesiones y quedará bloqueada
                  hasta que hables con la oficina de antiguos alumnos, que te ayudará a recuperarla.
                </Trans>
              </p>
              <p>
                <Trans>Si has sido tú, no tienes que hacer nada: cierra esta página.</Trans>
              </p>
              <ReadyFieldset>
                <p>
                  <button
                    type="button"
                    className={buttonStyles.primary}
                    disabled={revert.isPending}
                    onClick={() => revert.mutate()}
                  >
                    <Trans>Deshacer el cambio y bloquear mi cuenta</Trans>
                  </button>
                </p>
              </ReadyFieldset>
            </>
          ) : (
            <p>
              <Trans>
                Si alguien ha cambiado la dirección de correo de tu cuenta sin tu permiso, ponte en contacto
                con la oficina de antiguos alumnos.
              </Trans>
            </p>
          )}
          {error ? (
            <p>
              <Link to="/$locale/login" params={{ locale }} className="font-bold underline">
                <Trans>Volver a iniciar sesión</Trans>
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
