import type { Person } from '@egresa/api-contract/directory'
import { Avatar } from '@egresa/ui/app/avatar'
import { useLocale } from '@egresa/ui/app/locale'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** A person in the directory: who, what they do, what they studied and where; opens their profile. */
export function PersonCard({ person }: { person: Person }) {
  const { t } = useLingui()
  const locale = useLocale()
  const work = [person.current_job, person.current_company].filter(Boolean).join(' · ')
  const facts = [
    person.category?.title,
    person.graduation_year ? t`Promoción ${person.graduation_year}` : null,
    [person.city, person.country?.name].filter(Boolean).join(', ') || null,
  ].filter(Boolean)
  return (
    <article className="relative flex h-full gap-4 rounded-lg border border-secondary bg-white p-4 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary hover:bg-surface">
      <Avatar src={person.avatar} name={person.name} surname={person.surname} size="md" />
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-lg font-bold">
          {/* The whole card opens the profile; the link is the name, for screen readers and the keyboard. */}
          <Link
            to="/$locale/community/$hash"
            params={{ locale, hash: person.hash }}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {person.name} {person.surname}
          </Link>
        </h3>
        {work ? <p className="break-words">{work}</p> : null}
        {facts.length > 0 ? <p className="text-sm text-muted">{facts.join(' · ')}</p> : null}
        {person.tags.length > 0 ? (
          <ul aria-label={t`Área y especialidad`} className="mt-1 flex flex-wrap gap-1">
            {person.tags.map((tag) => (
              <li key={tag.hash} className="rounded bg-surface px-2 py-0.5 text-sm">
                {tag.title}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
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
