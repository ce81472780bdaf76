import type { Workgroup } from '@egresa/api-contract/workgroups'
import { Plural, Trans } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { useApiHref } from './files'
import { below, Heading, type HeadingLevel } from './heading'

// A group as its public page shows it: the alumni app's group page and the office's review of a group (which
// must show what alumni will see) render this. What the viewer may do (join, manage, moderate) is each app's.

/** A moment as a date and time in `locale`, on the university's clock: "3 may 2024, 10:30". */
export function formatWhen(value: string, locale: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(date)
}

/** "Público" or "Privado", as a badge. */
export function WorkgroupTypeBadge({ type }: { type: Workgroup['type'] }) {
  return (
    <span className="self-start rounded-full border border-secondary px-2 py-0.5 text-sm font-bold text-muted">
      {type === 'PUBLIC' ? <Trans>Grupo público</Trans> : <Trans>Grupo privado</Trans>}
    </span>
  )
}

/** What the overview shows of a group. */
export type WorkgroupOverviewGroup = Pick<
  Workgroup,
  'name' | 'type' | 'content' | 'image' | 'members' | 'created_at'
>

/**
 * The group's header (its type and `badges`, name, members and creation), its image and "About the group";
 * `aside` sits next to them on a wide screen and before them on a phone (the alumni page's way to join).
 * `lang` is the language of the name and description when it is not the page's. The name is the page's `h1`,
 * or of `headingLevel` where the group sits inside another page (the office's queue).
 */
export function WorkgroupOverview({
  group,
  locale,
  lang,
  badges,
  aside,
  headingLevel = 1,
}: {
  group: WorkgroupOverviewGroup
  /** The page's language, for the date. */
  locale: string
  lang?: string
  badges?: ReactNode
  aside?: ReactNode
  headingLevel?: HeadingLevel
}) {
  const apiHref = useApiHref()
  const id = useId()
  return (
    <>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <WorkgroupTypeBadge type={group.type} />
          {badges}
        </div>
        <Heading level={headingLevel} lang={lang} className="break-words text-3xl font-bold md:text-4xl">
          {group.name}
        </Heading>
        <p className="text-muted">
          <Plural value={group.members} one="# miembro" other="# miembros" />
          {' · '}
          <Trans>
            Creado el <time dateTime={group.created_at}>{formatWhen(group.created_at, locale)}</time>
          </Trans>
        </p>
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {group.image ? (
            <img
              src={apiHref(group.image)}
              alt=""
              width={1200}
              height={675}
              className="aspect-video w-full rounded object-cover"
            />
          ) : null}
          <section aria-labelledby={`${id}-about`} className="flex flex-col gap-2">
            <Heading level={below(headingLevel)} id={`${id}-about`} className="text-xl font-bold">
              <Trans>Sobre el grupo</Trans>
            </Heading>
            <p lang={lang} className="whitespace-pre-line break-words text-lg">
              {group.content}
            </p>
          </section>
        </div>
        {aside ? <aside className="order-first flex flex-col gap-4 lg:order-none">{aside}</aside> : null}
      </div>
    </>
  )
}
