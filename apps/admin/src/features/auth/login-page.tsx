import { getInit } from '@egresa/api-client/auth'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageHead } from '@egresa/ui/app/page-head'
import { usePasswordSignIn } from '@egresa/ui/app/sign-in'
import { SsoButton } from '@egresa/ui/app/sso'
import { SignInForm } from '@egresa/ui/sign-in-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { isOffice } from '../../lib/office'

export type LoginSearch = { redirect?: string }

/**
 * Turns away, after either way of signing in, an account that is not the office's: the permissions the server
 * gives the new session decide, not the role's name.
 */
export function useRefuseOthers(): () => Promise<string | null> {
  const { t } = useLingui()
  const api = useApi()
  return async () =>
    isOffice((await getInit(api)).permissions)
      ? null
      : t`Esta cuenta no es de la oficina de antiguos alumnos. Los antiguos alumnos y las empresas inician sesión en su propio portal.`
}

export function LoginPage({ redirect }: LoginSearch) {
  const { t } = useLingui()
  const locale = useLocale()
  usePageHead({
    title: t`Iniciar sesión`,
    description: t`Entra en la aplicación de la oficina de antiguos alumnos.`,
  })

  const onSubmit = usePasswordSignIn(redirect, useRefuseOthers())

  return (
    <section aria-labelledby="login-title" className="rounded bg-white p-6 shadow-sm sm:p-8">
      <h1 id="login-title" className="mb-2 text-2xl font-bold">
        <Trans>Iniciar sesión</Trans>
      </h1>
      <p className="mb-6 text-muted">
        <Trans>
          Accede a la oficina de antiguos alumnos con tu correo electrónico y tu contraseña, o con tu cuenta
          de la universidad.
        </Trans>
      </p>
      <SignInForm onSubmit={onSubmit}>
        <p className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
          <span className="h-px flex-1 bg-secondary" />
          <Trans>o bien</Trans>
          <span className="h-px flex-1 bg-secondary" />
        </p>
        <SsoButton redirect={redirect} />
      </SignInForm>
      <p className="mt-6 border-t border-secondary pt-4">
        <Link to="/$locale/user/recovery" params={{ locale }} className="underline">
          <Trans>¿Has olvidado tu contraseña?</Trans>
        </Link>
      </p>
    </section>
  )
}
