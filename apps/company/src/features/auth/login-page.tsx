import { getInit } from '@egresa/api-client/auth'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageHead } from '@egresa/ui/app/page-head'
import { usePasswordSignIn } from '@egresa/ui/app/sign-in'
import { SignInForm } from '@egresa/ui/sign-in-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

export type LoginSearch = { redirect?: string }

export function LoginPage({ redirect }: LoginSearch) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  usePageHead({
    title: t`Iniciar sesión`,
    description: t`Entra en el área de empresas de la bolsa de empleo de la universidad.`,
  })

  // This app is for recruiters: an alumni account signs in on the alumni site instead.
  const onSubmit = usePasswordSignIn(redirect, async () =>
    (await getInit(api)).role === 'company'
      ? null
      : t`Esta cuenta no es de empresa. Los antiguos alumnos inician sesión en el portal de antiguos alumnos.`,
  )

  return (
    <section aria-labelledby="login-title" className="rounded bg-white p-6 shadow-sm sm:p-8">
      <h1 id="login-title" className="mb-2 text-2xl font-bold">
        <Trans>Iniciar sesión</Trans>
      </h1>
      <p className="mb-6 text-muted">
        <Trans>
          Accede al espacio de empresas de la bolsa de empleo con tu correo electrónico y tu contraseña.
        </Trans>
      </p>
      <SignInForm onSubmit={onSubmit} />
      <div className="mt-6 flex flex-col gap-2 border-t border-secondary pt-4">
        <p>
          <Link to="/$locale/user/recovery" params={{ locale }} className="underline">
            <Trans>¿Has olvidado tu contraseña?</Trans>
          </Link>
        </p>
        <p>
          <Trans>¿Tu empresa aún no tiene cuenta?</Trans>{' '}
          <Link to="/$locale/register" params={{ locale }} className="font-bold underline">
            <Trans>Regístrala</Trans>
          </Link>
        </p>
      </div>
    </section>
  )
}
