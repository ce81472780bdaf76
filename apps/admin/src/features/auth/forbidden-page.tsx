import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/**
 * A signed-in account whose permissions open none of the office's queues: the 403 screen, whose way out is
 * signing out (its home would be this screen again), to sign in with an office account.
 */
export function ForbiddenPage() {
  const { t } = useLingui()
  const locale = useLocale()
  usePageTitle(t`Acceso no autorizado`)
  return (
    <section
      aria-labelledby="forbidden-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center"
      data-status={403}
    >
      <p className="text-6xl font-bold text-muted" aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title" className="text-2xl font-bold">
        <Trans>Acceso no autorizado</Trans>
      </h1>
      <p className="text-muted">
        <Trans>
          Esta aplicación es solo para la oficina de antiguos alumnos. Cierra la sesión y entra con una cuenta
          de la oficina.
        </Trans>
      </p>
      <Link to="/$locale/user/logout" params={{ locale }} className={buttonStyles.primary}>
        <Trans>Cerrar sesión</Trans>
      </Link>
    </section>
  )
}
