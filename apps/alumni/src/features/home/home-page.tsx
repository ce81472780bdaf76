import { meQueryOptions } from '@egresa/api-client/auth'
import type { ArticleTeaser } from '@egresa/api-contract/articles'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { organizationJsonLd, usePageHead, useSiteOrigin } from '@egresa/ui/app/page-head'
import { useSiteConfig } from '@egresa/ui/app/shell'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, linkOptions } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense } from 'react'
import { CompanyInvite } from '../../lib/company-invite'
import {
  ArticleType,
  ArticleWhen,
  HOME_ARTICLES,
  latestNewsQueryOptions,
  nextEventsQueryOptions,
} from '../articles/public'

// A signed-in person's own panels load only for them: a guest's first load keeps within its budget.
const MemberHome = lazy(() => import('./member-home').then((m) => ({ default: m.MemberHome })))

export function HomePage() {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const { data: user } = useQuery({ ...meQueryOptions(api), enabled: false })
  const news = useQuery(latestNewsQueryOptions(api))
  const events = useQuery(nextEventsQueryOptions(api))
  const origin = useSiteOrigin()
  const { name } = useSiteConfig()
  usePageHead({
    title: t`Inicio`,
    description: t`La red de antiguos alumnos de la universidad: noticias y eventos, empleo, comunidad y grupos de trabajo.`,
    jsonLd: organizationJsonLd(origin, name),
  })
  const params = { locale }
  const sections = [
    {
      link: linkOptions({ to: '/$locale/jobs', params }),
      title: t`Empleo`,
      text: t`Ofertas de empresas validadas por la oficina de antiguos alumnos.`,
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
  ]
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="home-title" className="flex flex-col gap-4 py-4 md:py-6">
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
      {user ? (
        <Suspense fallback={null}>
          <MemberHome />
        </Suspense>
      ) : null}
      <ArticleSection
        id="home-news"
        title={<Trans>Últimas noticias</Trans>}
        items={news.isError ? [] : news.data?.items}
        more={
          <Link to="/$locale/news" params={params} search={{ type: 'NEWS' }} className="underline">
            <Trans>Todas las noticias</Trans>
          </Link>
        }
      />
      <ArticleSection
        id="home-events"
        title={events.data?.upcoming === false ? <Trans>Agenda</Trans> : <Trans>Próximos eventos</Trans>}
        items={events.isError ? [] : events.data?.items}
        more={
          <Link to="/$locale/news" params={params} search={{ type: 'EVENT' }} className="underline">
            <Trans>Toda la agenda</Trans>
          </Link>
        }
      />
      <section aria-labelledby="home-sections" className="flex flex-col gap-4">
        <h2 id="home-sections" className="text-2xl font-bold">
          <Trans>Participa</Trans>
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
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
      {user ? null : <CompanyInvite />}
    </div>
  )
}

/** A row of article cards under a heading, with a link to more; nothing when it is empty. */
function ArticleSection({
  id,
  title,
  items,
  more,
}: {
  id: string
  title: ReactNode
  items: ArticleTeaser[] | undefined
  more?: ReactNode
}) {
  if (items && items.length === 0) return null
  return (
    <section aria-labelledby={id} aria-busy={!items} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {more}
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {items
          ? items.map((article) => (
              <li key={article.hash}>
                <HomeArticle article={article} />
              </li>
            ))
          : Array.from({ length: HOME_ARTICLES }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <li key={i} aria-hidden="true" className="h-40 animate-pulse rounded bg-surface" />
            ))}
      </ul>
    </section>
  )
}

/** An article on the home page: its type, title (the link), date and place; light, without the save button. */
function HomeArticle({ article }: { article: ArticleTeaser }) {
  const locale = useLocale()
  return (
    <article className="flex h-full flex-col gap-2 rounded border border-secondary p-4">
      <ArticleType article={article} />
      <h3 lang={article.language !== locale ? article.language : undefined} className="text-lg font-bold">
        <Link
          to="/$locale/news/$slug"
          params={{ locale, slug: article.slug }}
          className="no-underline hover:underline"
        >
          {article.title}
        </Link>
      </h3>
      <ArticleWhen article={article} />
    </article>
  )
}

function Greeting({ name }: { name: string }) {
  return <Trans>Hola, {name}</Trans>
}
