import { meQueryOptions } from '@egresa/api-client/auth'
import { personQueryOptions } from '@egresa/api-client/directory'
import { personExperiencesQueryOptions } from '@egresa/api-client/experiences'
import type { PublicProfile } from '@egresa/api-contract/directory'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { ProfileDetails, ProfileHeader, ProfileSection } from '@egresa/ui/app/public-profile'
import { buttonStyles } from '@egresa/ui/button'
import { Pagination } from '@egresa/ui/pagination'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { labelOf, useAccountLabels } from '../../lib/account-labels'
import { WriteButton } from '../conversations/public'
// The cards are those features' public display components: a profile shows them as their owners do.
import { ExperienceCard } from '../experiences/public'
import { ProjectCard } from '../portfolio/public'

/**
 * `/{locale}/comunidad/{hash}` (`/en/community/{hash}`): a person's public profile, as the signed-in viewer
 * may see it. Without the Premium details (`details: false`) only the basic fields are there.
 */
export function PersonPage({ hash, page }: { hash: string; page: number }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const { data: person } = useSuspenseQuery(personQueryOptions(api, hash))
  const { data: me } = useQuery({ ...meQueryOptions(api), enabled: false })
  const { profileType } = useAccountLabels()
  usePageTitle(`${person.name} ${person.surname}`)
  const own = me?.hash === person.hash
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
      <ProfileHeader person={person} profileType={labelOf(profileType, person.profile_type)} />
      {own ? null : (
        <p className="-mt-6">
          <WriteButton person={person.hash} name={`${person.name} ${person.surname}`.trim()} />
        </p>
      )}

      {person.details ? (
        <ProfileDetails person={person} />
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
      ) : null}
    </article>
  )
}

/** Experiences: the first page comes with the profile; later pages from /api/workExperiences. */
function Experiences({ person, page }: { person: PublicProfile; page: number }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const later = useQuery({
    ...personExperiencesQueryOptions(api, person.hash, page),
    enabled: page > 1,
  })
  const list = page > 1 ? later.data : person.experiences
  return (
    <ProfileSection id="person-experiences" title={t`Experiencia laboral`}>
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
    </ProfileSection>
  )
}
