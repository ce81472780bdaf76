import { meQueryOptions } from '@egresa/api-client/auth'
import { personQueryOptions } from '@egresa/api-client/directory'
import { personExperiencesQueryOptions } from '@egresa/api-client/experiences'
import type { PublicProfile } from '@egresa/api-contract/directory'
import { Avatar } from '@egresa/ui/app/avatar'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ExternalLink } from '@egresa/ui/link'
import { Pagination } from '@egresa/ui/pagination'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { labelOf, useAccountLabels } from '../../lib/account-labels'
import { api } from '../../lib/api'
// The cards are those features' public display components: a profile shows them as their owners do.
import { ExperienceCard } from '../experiences/public'
import { ProjectCard } from '../portfolio/public'

/**
 * `/{locale}/comunidad/{hash}` (`/en/community/{hash}`): a person's public profile, as the signed-in viewer
 * may see it. Without the Premium details (`details: false`) only the basic fields are there.
 */
export function PersonPage({ hash, page }: { hash: string; page: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: person } = useSuspenseQuery(personQueryOptions(api, hash))
  const { data: me } = useQuery({ ...meQueryOptions(api), enabled: false })
  const { profileType } = useAccountLabels()
  usePageTitle(`${person.name} ${person.surname}`)
  const own = me?.hash === person.hash
  const links = [
    { label: 'LinkedIn', href: person.url_linkedin },
    { label: 'Behance', href: person.url_behance },
    { label: t`Portafolio`, href: person.url_portfolio },
    { label: t`Otro enlace`, href: person.url_other },
  ].filter((l): l is { label: string; href: string } => Boolean(l.href))
  const facts = [
    person.category?.title,
    person.graduation_year ? t`Promoción ${person.graduation_year}` : null,
    labelOf(profileType, person.profile_type),
    [person.city, person.country?.name].filter(Boolean).join(', ') || null,
  ].filter(Boolean)

  return (
    <article className="flex flex-col gap-10">
      <p className="-mb-6">
        <Link to="/$locale/community/directory" params={{ locale }} className="underline">
          <Trans>Directorio de antiguos alumnos</Trans>
        </Link>
      </p>
      {own ? (
        <p className="flex flex-col gap-2 rounded bg-surface px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <span>
            <Trans>Así ven tu perfil los demás antiguos alumnos.</Trans>
          </span>
          <Link to="/$locale/user/profile/edit" params={{ locale }} className="font-bold underline">
            <Trans>Editar mi perfil</Trans>
          </Link>
        </p>
      ) : null}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar src={person.avatar} name={person.name} surname={person.surname} />
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">
            {person.name} {person.surname}
          </h1>
          {person.current_job || person.current_company ? (
            <p className="text-lg">
              {[person.current_job, person.current_company].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          {facts.length > 0 ? <p className="text-muted">{facts.join(' · ')}</p> : null}
        </div>
      </header>

      {person.details ? (
        <Details person={person} links={links} />
      ) : (
        <section
          aria-labelledby="premium-note"
          className="flex flex-col gap-3 rounded border border-secondary p-5"
        >
          <h2 id="premium-note" className="text-xl font-bold">
            <Trans>Más sobre {person.name}</Trans>
          </h2>
          <p>
            <Trans>
              Con una cuenta Premium verás su trayectoria, sus proyectos, su formación y sus enlaces.
            </Trans>
          </p>
          <p>
            <Link
              to="/$locale/info/$slug"
              params={{ locale, slug: 'benefits' }}
              className={buttonStyles.secondary}
            >
              <Trans>Ver qué ofrece Premium</Trans>
            </Link>
          </p>
        </section>
      )}

      {person.details ? <Experiences person={person} page={page} /> : null}

      {person.details ? (
        <Section id="person-projects" title={t`Proyectos`}>
          {person.projects.length === 0 ? (
            <p className="text-muted">
              <Trans>No ha publicado ningún proyecto.</Trans>
            </p>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {person.projects.map((project) => (
                <li key={project.hash}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}
    </article>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex scroll-mt-4 flex-col gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Details({ person, links }: { person: PublicProfile; links: { label: string; href: string }[] }) {
  const { t } = useLingui()
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <Section id="person-about" title={t`Sobre mí`}>
        {person.about_me ? (
          <p className="whitespace-pre-line">{person.about_me}</p>
        ) : (
          <p className="text-muted">
            <Trans>Sin descripción.</Trans>
          </p>
        )}
        {person.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t`Carrera, áreas y especialidades`}>
            {person.tags.map((tag) => (
              <li key={tag.hash} className="rounded-full bg-surface px-3 py-1 text-sm">
                {tag.title}
              </li>
            ))}
          </ul>
        ) : null}
      </Section>
      <div className="flex flex-col gap-10">
        {person.formation ? (
          <Section id="person-formation" title={t`Formación`}>
            <p className="whitespace-pre-line">{person.formation}</p>
          </Section>
        ) : null}
        {links.length > 0 ? (
          <Section id="person-links" title={t`Enlaces`}>
            <ul className="flex flex-col gap-1">
              {links.map((l) => (
                <li key={l.label}>
                  <ExternalLink href={l.href} className="underline">
                    {l.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </div>
  )
}

/** Experiences: the first page comes with the profile; later pages from /api/workExperiences. */
function Experiences({ person, page }: { person: PublicProfile; page: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const later = useQuery({
    ...personExperiencesQueryOptions(api, person.hash, page),
    enabled: page > 1,
  })
  const list = page > 1 ? later.data : person.experiences
  return (
    <Section id="person-experiences" title={t`Experiencia laboral`}>
      {!list ? (
        <p aria-live="polite" className="text-muted">
          <Trans>Cargando…</Trans>
        </p>
      ) : list.items.length === 0 ? (
        <p className="text-muted">
          <Trans>No ha añadido ninguna experiencia laboral.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.items.map((experience) => (
            <li key={experience.id}>
              <ExperienceCard experience={experience} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        maxPages={person.experiences.maxPages}
        label={t`Páginas de experiencias`}
        hrefFor={(p) =>
          href({
            to: '/$locale/community/$hash',
            params: { locale, hash: person.hash },
            search: { page: p },
            hash: 'person-experiences',
          })
        }
      />
    </Section>
  )
}
