import { useLocale } from '@egresa/ui/app/locale'
import { usePageHead } from '@egresa/ui/app/page-head'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { RegisterForm } from './register-form'

/** `/{locale}/register`: a new alumni account, waiting for the alumni office to verify it. */
export function RegisterPage() {
  const { t } = useLingui()
  const locale = useLocale()
  usePageHead({
    title: t`Crear una cuenta`,
    description: t`Crea tu cuenta de antiguo alumno: la oficina la verifica y te avisa por correo.`,
  })
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Crear una cuenta</Trans>
        </h1>
        <p className="text-lg text-muted">
          <Trans>
            Únete a la red de antiguos alumnos. El equipo de antiguos alumnos verificará tus datos antes de
            que puedas iniciar sesión.
          </Trans>
        </p>
        <p>
          <Trans>¿Ya tienes una cuenta?</Trans>{' '}
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
  usePageTitle(t`Cuenta pendiente de verificación`)
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-3xl font-bold">
        <Trans>Tu cuenta está pendiente de verificación</Trans>
      </h1>
      <p className="text-lg">
        {email ? (
          <Trans>
            Hemos recibido tu solicitud. El equipo de antiguos alumnos revisará tus datos y te escribirá a{' '}
            <strong className="break-all">{email}</strong> cuando tu cuenta esté verificada.
          </Trans>
        ) : (
          <Trans>
            Hemos recibido tu solicitud. El equipo de antiguos alumnos revisará tus datos y te escribirá
            cuando tu cuenta esté verificada.
          </Trans>
        )}
      </p>
      <p>
        <Trans>
          Hasta entonces no podrás iniciar sesión. Si tienes dudas, escribe a la oficina de antiguos alumnos.
        </Trans>
      </p>
      <p>
        <Trans>
          Si ya tenías una cuenta con esta dirección, no se ha creado otra: te hemos enviado un correo para
          que puedas entrar con la que tienes.
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
