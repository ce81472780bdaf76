import type { Person } from '@egresa/api-contract/directory'
import { useLingui } from '@lingui/react/macro'
import {
  type AnyRouter,
  Link,
  type LinkComponentProps,
  type RegisteredRouter,
  type ValidateLinkOptions,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Avatar } from './avatar'

/**
 * What the card shows of a person: a directory's `Person` has it all; a list that knows less (the office's
 * people, with no job or tags) gives what it has.
 */
export type PersonCardPerson = Pick<Person, 'hash' | 'name' | 'surname' | 'avatar'> &
  Partial<
    Pick<
      Person,
      'category' | 'graduation_year' | 'city' | 'country' | 'current_job' | 'current_company' | 'tags'
    >
  >

export type PersonCardProps<TRouter extends AnyRouter = RegisteredRouter, TOptions = unknown> = {
  person: PersonCardPerson
  /** The person's page in the app: `{ to: '/$locale/community/$hash', params: { locale, hash } }`. */
  link: ValidateLinkOptions<TRouter, TOptions>
  /** The name's heading level where the card sits (3 under a results heading, 2 under the page's). */
  headingLevel?: 2 | 3
  /** Shown under the name instead of the job: the office's e-mail address. */
  subtitle?: ReactNode
  /** What the app adds at the card's side (the office's facts: status, tier, partner number). */
  children?: ReactNode
}

/**
 * A person in a list, as every app shows one: photo, name, what they do, what they studied and where, their
 * area and specialty tags. The whole card opens the person's page, and its one link is the name, for screen
 * readers and the keyboard; `children` (the office's facts) sit beside it, under it on a narrow screen.
 */
export function PersonCard<TRouter extends AnyRouter = RegisteredRouter, TOptions = unknown>(
  props: PersonCardProps<TRouter, TOptions>,
): ReactNode
export function PersonCard({ person, link, headingLevel = 3, subtitle, children }: PersonCardProps) {
  const { t } = useLingui()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const work = [person.current_job, person.current_company].filter(Boolean).join(' · ')
  const facts = [
    person.category?.title,
    person.graduation_year ? t`Promoción ${person.graduation_year}` : null,
    [person.city, person.country?.name].filter(Boolean).join(', ') || null,
  ].filter(Boolean)
  const tags = person.tags ?? []
  return (
    <article
      className={`relative flex h-full flex-col gap-3 rounded-lg border border-secondary bg-white p-4 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary hover:bg-surface ${children ? 'lg:flex-row lg:items-center lg:justify-between lg:gap-4' : ''}`}
    >
      <div className="flex min-w-0 gap-4">
        <Avatar src={person.avatar} name={person.name} surname={person.surname} size="md" />
        <div className="flex min-w-0 flex-col gap-1">
          <Heading className="text-lg font-bold break-words">
            {/* The whole card opens the page: the link's box covers it (`after:inset-0`). */}
            <Link
              {...(link as LinkComponentProps)}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {`${person.name} ${person.surname}`.trim()}
            </Link>
          </Heading>
          {subtitle ? <p className="break-all text-muted">{subtitle}</p> : null}
          {work ? <p className="break-words">{work}</p> : null}
          {facts.length > 0 ? <p className="text-sm text-muted">{facts.join(' · ')}</p> : null}
          {tags.length > 0 ? (
            <ul aria-label={t`Área y especialidad`} className="mt-1 flex flex-wrap gap-1">
              {tags.map((tag) => (
                <li key={tag.hash} className="rounded bg-surface px-2 py-0.5 text-sm">
                  {tag.title}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {children}
    </article>
  )
}

/** The cards' places while a page loads. */
export function PersonCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={i} aria-hidden="true" className="flex gap-4 rounded-lg border border-secondary p-4">
      <span className="size-16 shrink-0 animate-pulse rounded-full bg-surface" />
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-5 w-2/3 animate-pulse rounded bg-surface" />
        <span className="h-4 w-1/2 animate-pulse rounded bg-surface" />
      </span>
    </li>
  ))
}
