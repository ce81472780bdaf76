import { companyPersonQueryOptions, downloadCompanyPersonCv } from '@egresa/api-client/directory'
import type { PublicProfile } from '@egresa/api-contract/directory'
import type { experienceContracts, WorkExperience } from '@egresa/api-contract/experiences'
import type { Project } from '@egresa/api-contract/portfolio'
import { useApi } from '@egresa/ui/app/api'
import { saveBlob, useApiHref } from '@egresa/ui/app/files'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { ProfileDetails, ProfileHeader, ProfileSection } from '@egresa/ui/app/public-profile'
import { buttonStyles } from '@egresa/ui/button'
import { ExternalLink } from '@egresa/ui/link'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { fileSlug } from '../../lib/files'
import { formatDate, formatMonth } from '../../lib/format'

/**
 * `/{locale}/user/directory/{hash}`: a person's public profile as companies see it: studies, current job,
 * about, links, job experiences and published projects, and the CV when the API says the company may have
 * it (the person applied to one of its offers: `has_cv`).
 */
export function PersonPage({ hash }: { hash: string }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const { data: person } = useSuspenseQuery(companyPersonQueryOptions(api, hash))
  usePageTitle(`${person.name} ${person.surname}`)
  return (
    <article className="flex flex-col gap-10">
      <p>
        <Link to="/$locale/user/directory" params={{ locale }} className="underline">
          <span aria-hidden="true">← </span>
          <Trans>Volver al directorio</Trans>
        </Link>
      </p>
      <ProfileHeader person={person}>
        {person.has_cv ? (
          <div className="sm:ml-auto">
            <CvButton hash={person.hash} name={`${person.name} ${person.surname}`} />
          </div>
        ) : null}
      </ProfileHeader>

      <ProfileDetails person={person} />

      <Experiences person={person} />

      <ProfileSection id="person-projects" title={t`Proyectos`}>
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
      </ProfileSection>
    </article>
  )
}

/** The CV, only for a person who applied to one of the company's offers; it comes as a blob (session headers). */
function CvButton({ hash, name }: { hash: string; name: string }) {
  const api = useApi()
  const [downloading, setDownloading] = useState(false)
  return (
    <button
      type="button"
      className={buttonStyles.primary}
      disabled={downloading}
      onClick={async () => {
        setDownloading(true)
        try {
          saveBlob(await downloadCompanyPersonCv(api, hash), `cv-${fileSlug(name)}.pdf`)
        } catch (error) {
          notifyError(error)
        } finally {
          setDownloading(false)
        }
      }}
    >
      {downloading ? <Trans>Descargando…</Trans> : <Trans>Descargar el CV</Trans>}
    </button>
  )
}

/** A person the company may not see (hidden from companies, or no such person): the directory's own 404. */
export function PersonNotFound() {
  const { t } = useLingui()
  const locale = useLocale()
  usePageTitle(t`Perfil no disponible`)
  return (
    <article className="flex max-w-2xl flex-col gap-4" data-status={404}>
      <h1 className="text-3xl font-bold">
        <Trans>Perfil no disponible</Trans>
      </h1>
      <p className="text-lg">
        <Trans>
          Esta persona no aparece en el directorio de empresas. Si se ha inscrito en una de tus ofertas, sus
          datos de contacto y su CV están en los candidatos de la oferta.
        </Trans>
      </p>
      <p className="flex flex-wrap gap-3">
        <Link to="/$locale/user/offers" params={{ locale }} className={buttonStyles.secondary}>
          <Trans>Ir a mis ofertas</Trans>
        </Link>
        <Link to="/$locale/user/directory" params={{ locale }} className={buttonStyles.secondary}>
          <Trans>Ir al directorio</Trans>
        </Link>
      </p>
    </article>
  )
}

/** The first page of experiences comes with the profile; a company sees how many more there are. */
function Experiences({ person }: { person: PublicProfile }) {
  const { t } = useLingui()
  const list = person.experiences
  const more = list.total - list.items.length
  return (
    <ProfileSection id="person-experiences" title={t`Experiencia laboral`}>
      {list.items.length === 0 ? (
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
      {more > 0 ? (
        <p className="text-muted">
          <Plural value={more} one="Y # experiencia anterior más." other="Y # experiencias anteriores más." />
        </p>
      ) : null}
    </ProfileSection>
  )
}

function ExperienceCard({ experience }: { experience: WorkExperience }) {
  const { t, i18n } = useLingui()
  const contracts: Record<(typeof experienceContracts)[number], string> = {
    INDEFINITE: t`Indefinido`,
    TEMPORAL: t`Temporal`,
    FREELANCE: t`Autónomo`,
    INTERNSHIP: t`Prácticas`,
    OTHER: t`Otro`,
  }
  const start = formatMonth(experience.start, i18n.locale)
  const end = experience.end ? formatMonth(experience.end, i18n.locale) : null
  return (
    <article className="flex flex-col gap-2 rounded border border-secondary p-4">
      <h3 className="text-lg font-bold">{experience.name}</h3>
      <p>
        {experience.company_name}
        <span className="text-muted"> · {contracts[experience.contract] ?? experience.contract}</span>
      </p>
      <p className="text-sm text-muted">
        {end ? (
          <Trans>
            De {start} a {end}
          </Trans>
        ) : (
          <Trans>Desde {start} · Trabajo actual</Trans>
        )}
        {experience.location ? <> · {experience.location}</> : null}
      </p>
      {experience.content ? <p className="whitespace-pre-line">{experience.content}</p> : null}
    </article>
  )
}

function ProjectCard({ project }: { project: Project }) {
  const apiHref = useApiHref()
  const { t, i18n } = useLingui()
  return (
    <article className="flex h-full flex-col gap-3 rounded border border-secondary p-4">
      <div>
        <h3 className="text-lg font-bold">{project.name}</h3>
        {project.date ? <p className="text-sm text-muted">{formatDate(project.date, i18n.locale)}</p> : null}
      </div>
      {project.images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {project.images.map((image, i) => (
            <li key={image.hash}>
              <img
                src={apiHref(image.url)}
                alt={t`${project.name}, imagen ${i + 1}`}
                loading="lazy"
                className="aspect-[4/3] w-full rounded object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {project.content ? <p className="whitespace-pre-line">{project.content}</p> : null}
      {project.links.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {project.links.map((link) => (
            <li key={link}>
              <ExternalLink href={link} className="break-all underline">
                {link.replace(/^https?:\/\//, '')}
              </ExternalLink>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
