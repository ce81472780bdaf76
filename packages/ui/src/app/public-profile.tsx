import type { Person, PublicProfile } from '@egresa/api-contract/directory'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ExternalLink } from '../link'
import { Avatar } from './avatar'
import { Heading, type HeadingLevel } from './heading'

// A person's public profile as every app shows it: the header and the details. The pages around it (the
// way back, the experiences and projects, what the viewer may do) are each app's.

/** One titled part of the profile; `id` is its anchor (`#person-experiences`). */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex scroll-mt-4 flex-col gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** What the header shows of a person: the directory's fields (the office builds it from its own read). */
export type ProfileHeaderPerson = Pick<
  Person,
  | 'name'
  | 'surname'
  | 'avatar'
  | 'category'
  | 'graduation_year'
  | 'city'
  | 'country'
  | 'current_job'
  | 'current_company'
>

/**
 * Photo, name, current job and the facts (studies, year, `profileType` when the app shows it, where they
 * live); `children` go at the end of the row (the company's CV button). The name is the page's `h1`, or of
 * `headingLevel` where the profile sits inside another page (the office's queue).
 */
export function ProfileHeader({
  person,
  profileType,
  children,
  headingLevel = 1,
}: {
  person: ProfileHeaderPerson
  profileType?: string | null
  children?: ReactNode
  headingLevel?: HeadingLevel
}) {
  const { t } = useLingui()
  const facts = [
    person.category?.title,
    person.graduation_year ? t`Promoción ${person.graduation_year}` : null,
    profileType,
    [person.city, person.country?.name].filter(Boolean).join(', ') || null,
  ].filter(Boolean)
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar src={person.avatar} name={person.name} surname={person.surname} />
      <div className="flex flex-col gap-1">
        <Heading level={headingLevel} className="text-3xl font-bold">
          {person.name} {person.surname}
        </Heading>
        {person.current_job || person.current_company ? (
          <p className="text-lg">
            {[person.current_job, person.current_company].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {facts.length > 0 ? <p className="text-muted">{facts.join(' · ')}</p> : null}
      </div>
      {children}
    </header>
  )
}

/** About, the career tags, the training and the links: the details a viewer who sees them gets. */
export function ProfileDetails({ person }: { person: PublicProfile }) {
  const { t } = useLingui()
  const links = [
    { label: 'LinkedIn', href: person.url_linkedin },
    { label: 'Behance', href: person.url_behance },
    { label: t`Portafolio`, href: person.url_portfolio },
    { label: t`Otro enlace`, href: person.url_other },
  ].filter((l): l is { label: string; href: string } => Boolean(l.href))
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <ProfileSection id="person-about" title={t`Sobre mí`}>
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
      </ProfileSection>
      <div className="flex flex-col gap-10">
        {person.formation ? (
          <ProfileSection id="person-formation" title={t`Formación`}>
            <p className="whitespace-pre-line">{person.formation}</p>
          </ProfileSection>
        ) : null}
        {links.length > 0 ? (
          <ProfileSection id="person-links" title={t`Enlaces`}>
            <ul className="flex flex-col gap-1">
              {links.map((l) => (
                <li key={l.label}>
                  <ExternalLink href={l.href} className="underline">
                    {l.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </ProfileSection>
        ) : null}
      </div>
    </div>
  )
}
