import { useLocale } from '@egresa/ui/app/locale'
import { usePageHead } from '@egresa/ui/app/page-head'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { RegisterForm } from './register-form'

/** `/{locale}/register`: a company and its recruiter account, waiting for the alumni office to validate it. */
export function RegisterPage() {
  const { t } = useLingui()
  const locale = useLocale()
  usePageHead({
    title: t`Registrar una empresa`,
    description: t`Registra tu empresa en la bolsa de empleo de la universidad: la oficina la valida y te avisa por correo.`,
  })
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Registrar una empresa</Trans>
        </h1>
        <p className="text-lg text-muted">
          <Trans>
            Crea la cuenta de tu empresa en la bolsa de empleo. La oficina de antiguos alumnos validará los
            datos antes de que puedas publicar ofertas.
          </Trans>
        </p>
        <p>
          <Trans>¿Tu empresa ya tiene una cuenta?</Trans>{' '}
          <Link to="/$locale/login" params={{ locale }} className="font-bold underline">
            <Trans>Inicia sesión</Trans>
          </Link>
        </p>
      </header>
      <RegisterForm />
    </article>
  )
}

/** `/{locale}/register/pending`: what happens next, after a registration. */
export function RegisterPendingPage({ email }: { email: string | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  usePageTitle(t`Empresa pendiente de validación`)
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-3xl font-bold">
        <Trans>Tu empresa está pendiente de validación</Trans>
      </h1>
      <p className="text-lg">
        {email ? (
          <Trans>
            Hemos recibido tu solicitud. La oficina de antiguos alumnos revisará los datos de la empresa y te
            escribirá a <strong className="break-all">{email}</strong> cuando esté validada.
          </Trans>
        ) : (
          <Trans>
            Hemos recibido tu solicitud. La oficina de antiguos alumnos revisará los datos de la empresa y te
            escribirá cuando esté validada.
          </Trans>
        )}
      </p>
      <p>
        <Trans>
          Hasta entonces no podrás iniciar sesión ni publicar ofertas. Si tienes dudas, escribe a la oficina
          de antiguos alumnos.
        </Trans>
      </p>
      <p>
        <Link to="/$locale" params={{ locale }} className={buttonStyles.secondary}>
          <Trans>Volver al inicio</Trans>
        </Link>
      </p>
    </article>
  )
}
