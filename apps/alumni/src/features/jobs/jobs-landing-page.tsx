import { latestJobsQueryOptions } from '@egresa/api-client/jobs'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageHead } from '@egresa/ui/app/page-head'
import { buttonStyles } from '@egresa/ui/button'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CompanyInvite } from '../../lib/company-invite'
import { UpgradeLinks } from '../membership/public'
import { JobCard } from './job-card'
import { useJobViewer } from './viewer'

/**
 * `/{locale}/empleo` (`/en/jobs`), for everyone: what the job bank offers, its latest offers, and the way in
 * for each visitor (sign in, become Premium, or go to the job bank).
 */
export function JobsLandingPage() {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const { data: latest } = useSuspenseQuery(latestJobsQueryOptions(api))
  usePageHead({
    title: t`Empleo`,
    description: t`Ofertas de empleo y prácticas para antiguos alumnos de la universidad, con las últimas publicadas.`,
  })
  const features = [
    {
      title: t`Ofertas revisadas`,
      text: t`Empresas validadas por la oficina de antiguos alumnos publican ofertas pensadas para nuestros titulados.`,
    },
    {
      title: t`Inscríbete con tu CV`,
      text: t`Te inscribes con el CV de tu perfil y sigues el estado de cada candidatura: pendiente, en proceso o descartada.`,
    },
    {
      title: t`Alertas por correo`,
      text: t`Si lo activas en tus ajustes, te avisamos como mucho una vez al día de las ofertas nuevas de tus estudios, tu área o tu especialidad.`,
    },
  ]
  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="jobs-title" className="flex flex-col gap-4 py-4 md:py-8">
        <h1 id="jobs-title" className="max-w-3xl text-3xl font-bold md:text-4xl">
          <Trans>Bolsa de empleo</Trans>
        </h1>
        <p className="max-w-2xl text-lg text-muted">
          <Trans>
            Ofertas de trabajo para los antiguos alumnos de la universidad, de empresas que quieren contar con
            su talento.
          </Trans>
        </p>
        <Access />
      </section>

      <section aria-labelledby="jobs-features">
        <h2 id="jobs-features" className="sr-only">
          <Trans>Qué ofrece la bolsa de empleo</Trans>
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {features.map((f) => (
            <li key={f.title} className="flex flex-col gap-2 rounded bg-surface p-5">
              <h3 className="text-lg font-bold">{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="jobs-latest" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h2 id="jobs-latest" className="text-2xl font-bold">
            <Trans>Últimas ofertas</Trans>
          </h2>
          {latest.total > 0 ? (
            <p className="text-muted">
              <Plural
                value={latest.total}
                one="# oferta abierta en la bolsa"
                other="# ofertas abiertas en la bolsa"
              />
            </p>
          ) : null}
        </div>
        {latest.items.length === 0 ? (
          <p className="text-muted">
            <Trans>Ahora mismo no hay ofertas publicadas. Vuelve pronto.</Trans>
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {latest.items.map((job) => (
              <li key={job.hash}>
                <JobCard job={job} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/$locale/jobs/offers" params={{ locale }} className="font-bold underline">
            <Trans>Ver todas las ofertas</Trans>
          </Link>
        </p>
      </section>
      <CompanyInvite />
    </div>
  )
}

/** How this visitor gets into the job bank. */
function Access() {
  const locale = useLocale()
  const href = useHref()
  const viewer = useJobViewer()
  const params = { locale }
  if (viewer.kind === 'premium') {
    return (
      <div className="flex flex-wrap gap-3">
        <Link to="/$locale/jobs/offers" params={params} className={buttonStyles.primary}>
          <Trans>Buscar ofertas</Trans>
        </Link>
        <Link to="/$locale/user/jobs/subscribed" params={params} className={buttonStyles.secondary}>
          <Trans>Mis inscripciones</Trans>
        </Link>
      </div>
    )
  }
  if (viewer.kind === 'member') {
    return (
      <div className="flex max-w-2xl flex-col gap-3 rounded border border-secondary p-5">
        <p>
          <Trans>
            Las ofertas completas y la inscripción son para las cuentas Premium. Aquí abajo puedes ver las
            últimas ofertas publicadas.
          </Trans>
        </p>
        {viewer.canUpgrade ? <UpgradeLinks /> : null}
      </div>
    )
  }
  return (
    <div className="flex max-w-2xl flex-col gap-3 rounded border border-secondary p-5">
      <p>
        <Trans>
          Para ver todas las ofertas e inscribirte, entra con tu cuenta Premium de antiguo alumno. ¿Aún no
          tienes cuenta? Regístrate: la oficina de antiguos alumnos la validará.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <Link
          to="/$locale/login"
          params={params}
          search={{ redirect: href({ to: '/$locale/jobs/offers', params }) }}
          className={buttonStyles.primary}
        >
          <Trans>Iniciar sesión</Trans>
        </Link>
        <Link to="/$locale/register" params={params} className={buttonStyles.secondary}>
          <Trans>Crear una cuenta</Trans>
        </Link>
      </div>
    </div>
  )
}
