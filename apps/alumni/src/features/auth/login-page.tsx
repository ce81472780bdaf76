import type { SsoErrorReason } from '@egresa/api-contract/sso'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageHead } from '@egresa/ui/app/page-head'
import { usePasswordSignIn } from '@egresa/ui/app/sign-in'
import { SsoButton } from '@egresa/ui/app/sso'
import { SignInForm } from '@egresa/ui/sign-in-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { rememberPendingAction } from '../../lib/pending-action'

export type LoginSearch = { redirect?: string; ssoError?: string; action?: string }

export function LoginPage({ redirect, ssoError, action }: LoginSearch) {
  const { t } = useLingui()
  const locale = useLocale()
  // Kept for this tab until the sign-in (either way) lands on a page of the site, which does it.
  useEffect(() => rememberPendingAction(action), [action])
  const kind = action?.split(':')[0]
  const promise =
    kind === 'save-article'
      ? t`Cuando entres, guardaremos el artículo y volverás a él.`
      : kind === 'subscribe-event'
        ? t`Cuando entres con tu cuenta Premium, te inscribiremos en el evento y volverás a él.`
        : kind === 'follow-workgroup'
          ? t`Cuando entres con tu cuenta Premium, te apuntaremos al grupo y volverás a él.`
          : null
  usePageHead({
    title: t`Iniciar sesión`,
    description: t`Entra en la red de antiguos alumnos con tu cuenta de la universidad o tu correo electrónico.`,
  })

  const ssoMessages: Record<SsoErrorReason, string> = {
    sso_failed: t`No se ha podido iniciar sesión con la universidad. Inténtalo de nuevo.`,
    sso_email_not_verified: t`La universidad no ha verificado tu correo electrónico, así que no podemos usarlo para iniciar sesión.`,
    sso_account_conflict: t`Ese correo electrónico pertenece a una cuenta de empresa o de administración: inicia sesión con tu contraseña.`,
  }
  const ssoMessage = ssoError ? (ssoMessages[ssoError as SsoErrorReason] ?? ssoMessages.sso_failed) : null

  const onSubmit = usePasswordSignIn(redirect)

  return (
    <section aria-labelledby="login-title" className="rounded bg-white p-6 shadow-sm sm:p-8">
      <h1 id="login-title" className="mb-2 text-2xl font-bold">
        <Trans>Iniciar sesión</Trans>
      </h1>
      <p className="mb-6 text-muted">
        <Trans>Accede a la red de antiguos alumnos con tu correo electrónico y tu contraseña.</Trans>
      </p>
      {promise ? (
        <p role="status" className="mb-4 rounded bg-surface px-3 py-2">
          {promise}
        </p>
      ) : null}
      {ssoMessage ? (
        <p role="alert" className="mb-4 rounded border border-danger-strong px-3 py-2 text-danger-strong">
          {ssoMessage}
        </p>
      ) : null}
      <SignInForm onSubmit={onSubmit}>
        <p className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
          <span className="h-px flex-1 bg-secondary" />
          <Trans>o bien</Trans>
          <span className="h-px flex-1 bg-secondary" />
        </p>
        <SsoButton redirect={redirect} />
      </SignInForm>
      <ul className="mt-6 flex flex-col gap-2 border-t border-secondary pt-4">
        <li>
          <Link to="/$locale/user/recovery" params={{ locale }} className="underline">
            <Trans>¿Has olvidado tu contraseña?</Trans>
          </Link>
        </li>
        <li>
          <Trans>¿Aún no tienes cuenta?</Trans>{' '}
          <Link to="/$locale/register" params={{ locale }} className="font-bold underline">
            <Trans>Crear una cuenta</Trans>
          </Link>
        </li>
      </ul>
    </section>
  )
}
