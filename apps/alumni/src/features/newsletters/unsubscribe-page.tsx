import { meQueryOptions } from '@egresa/api-client/auth'
import { isApiError } from '@egresa/api-client/errors'
import { unsubscribeNewsletter } from '@egresa/api-client/newsletters'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { useSignedInUser } from '@egresa/ui/app/site-frame'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * `/{locale}/newsletter/unsubscribe?token=…`: the unsubscribe link of a newsletter (its footer, and where a
 * browser opening its List-Unsubscribe address lands). It turns the newsletter off as it opens, without
 * signing in, and says so (or that the link is not valid).
 */
export function NewsletterUnsubscribePage({ token }: { token: string | undefined }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const user = useSignedInUser()
  const queryClient = useQueryClient()
  usePageTitle(t`Boletín de antiguos alumnos`)
  const mutation = useMutation({
    mutationFn: (value: string) => unsubscribeNewsletter(api, value),
    meta: { inlineErrors: true },
    onSuccess: ({ email }) => {
      queryClient.setQueryData(meQueryOptions(api).queryKey, (old) =>
        old && old.email === email ? { ...old, flags: { ...old.flags, is_newsletter: false } } : old,
      )
    },
  })
  const { mutate } = mutation
  // Once per token, even when React runs effects twice in development.
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (token && sent.current !== token) {
      sent.current = token
      mutate(token)
    }
  }, [token, mutate])

  const invalid = !token || (mutation.isError && isApiError(mutation.error) && mutation.error.status < 500)
  return (
    <article className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-3xl font-bold">
        <Trans>Boletín de antiguos alumnos</Trans>
      </h1>
      <div aria-live="polite" className="flex flex-col gap-4 text-lg">
        {invalid ? (
          <>
            <p role="alert">
              <Trans>
                El enlace para darte de baja no es válido o está incompleto. Comprueba que lo has copiado
                entero del correo.
              </Trans>
            </p>
            <p className="text-base">
              <Trans>También puedes dejar de recibir el boletín en los ajustes de tu cuenta.</Trans>
            </p>
          </>
        ) : mutation.isError ? (
          <>
            <p role="alert">
              <Trans>No se ha podido completar la baja ahora. Inténtalo de nuevo.</Trans>
            </p>
            <p>
              <button type="button" className={buttonStyles.primary} onClick={() => token && mutate(token)}>
                <Trans>Reintentar</Trans>
              </button>
            </p>
          </>
        ) : mutation.isSuccess ? (
          <>
            <p>
              <Trans>
                Listo: ya no recibirás el boletín de antiguos alumnos en{' '}
                <strong className="break-all">{mutation.data.email}</strong>.
              </Trans>
            </p>
            <p className="text-base text-muted">
              <Trans>Si cambias de idea, vuelve a activarlo en los ajustes de tu cuenta.</Trans>
            </p>
          </>
        ) : (
          <p>
            <Trans>Dándote de baja del boletín…</Trans>
          </p>
        )}
      </div>
      {invalid || mutation.isError || mutation.isSuccess ? (
        <p className="flex flex-wrap gap-3">
          {user ? (
            <Link to="/$locale/user/profile/settings" params={{ locale }} className={buttonStyles.secondary}>
              <Trans>Ir a mis ajustes</Trans>
            </Link>
          ) : null}
          <Link to="/$locale" params={{ locale }} className={buttonStyles.secondary}>
            <Trans>Ir al inicio</Trans>
          </Link>
        </p>
      ) : null}
    </article>
  )
}
