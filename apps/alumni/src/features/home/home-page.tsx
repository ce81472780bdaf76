import { meQueryOptions } from '@egresa/api-client/auth'
import { useLocale } from '@egresa/ui/app/locale'
import { organizationJsonLd, usePageHead, useSiteOrigin } from '@egresa/ui/app/page-head'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, linkOptions } from '@tanstack/react-router'
import { api } from '../../lib/api'

export function HomePage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: user } = useQuery({ ...meQueryOptions(api), enabled: false })
  const origin = useSiteOrigin()
  usePageHead({
    title: t`Inicio`,
    description: t`La red de antiguos alumnos de la universidad: noticias y eventos, empleo, comunidad y grupos de trabajo.`,
    jsonLd: organizationJsonLd(origin),
  })
  const params = { locale }
  const sections = [
    {
      link: linkOptions({ to: '/$locale/news', params }),
      title: t`Artículos`,
      text: t`Noticias y eventos de la universidad y de sus antiguos alumnos.`,
    },
    {
      link: linkOptions({ to: '/$locale/community', params }),
      title: t`Comunidad`,
      text: t`Embajadores, equipo de antiguos alumnos y directorio.`,
    },
    {
      link: linkOptions({ to: '/$locale/workgroups', params }),
      title: t`Grupos`,
      text: t`Grupos de trabajo para compartir intereses y proyectos.`,
    },
    {
      link: linkOptions({ to: '/$locale/services', params }),
      title: t`Servicios`,
      text: t`Accesos a los servicios de la universidad.`,
    },
  ]
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="home-title" className="flex flex-col gap-4 py-4 md:py-8">
        <h1 id="home-title" className="max-w-3xl text-3xl font-bold md:text-4xl">
          {user ? <Greeting name={user.name} /> : <Trans>La red de antiguos alumnos de la universidad</Trans>}
        </h1>
        <p className="max-w-2xl text-lg text-muted">
          <Trans>
            Mantén el contacto con tu universidad y con tus compañeros: noticias, eventos, grupos, ofertas de
            empleo y un directorio de antiguos alumnos.
          </Trans>
        </p>
        {user ? null : (
          <p>
            <Link to="/$locale/login" params={params} className={buttonStyles.primary}>
              <Trans>Iniciar sesión</Trans>
            </Link>
          </p>
        )}
      </section>
      <section aria-labelledby="home-sections">
        <h2 id="home-sections" className="sr-only">
          <Trans>Secciones</Trans>
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {sections.map((section) => (
            <li key={section.link.to}>
              <Link
                {...section.link}
                className="flex h-full flex-col gap-2 rounded border border-secondary p-5 no-underline hover:border-primary"
              >
                <span className="text-xl font-bold">{section.title}</span>
                <span className="text-muted">{section.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

function Greeting({ name }: { name: string }) {
  return <Trans>Hola, {name}</Trans>
}
