import { Trans } from '@lingui/react/macro'
import { buttonStyles } from './button'
import { Link } from './link'

export type ErrorPageProps = {
  /** HTTP status of the failure: 403 and 404 have their own pages, every other status the unexpected-error page. */
  status: number
  homeHref: string
}

/** The error screens of the portal (403, 404, server and unexpected errors), each with a way back home. */
export function ErrorPage({ status, homeHref }: ErrorPageProps) {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center"
      aria-labelledby="error-title"
      // The status the screen stands for, which the page's HTTP status must match (e2e route sweep).
      data-status={status}
    >
      <p className="text-6xl font-bold text-muted" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="text-2xl font-bold">
        <ErrorTitle status={status} />
      </h1>
      <p className="text-muted">
        <ErrorText status={status} />
      </p>
      <Link href={homeHref} className={buttonStyles.primary}>
        <Trans>Volver al inicio</Trans>
      </Link>
    </section>
  )
}

function ErrorTitle({ status }: { status: number }) {
  if (status === 403) return <Trans>Acceso no autorizado</Trans>
  if (status === 404) return <Trans>Página no encontrada</Trans>
  if (status === 500 || status === 504) return <Trans>Ha ocurrido un error en el servidor</Trans>
  return <Trans>Error inesperado</Trans>
}

function ErrorText({ status }: { status: number }) {
  if (status === 403) return <Trans>No tienes permisos suficientes para acceder a esta sección.</Trans>
  if (status === 404) return <Trans>Has intentado acceder a una página que no existe.</Trans>
  return (
    <Trans>
      Nuestro equipo técnico ya está trabajando en ello. Vuelve en unos minutos o inténtalo de nuevo más
      tarde.
    </Trans>
  )
}
