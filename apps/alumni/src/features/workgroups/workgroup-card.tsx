import type { Workgroup } from '@egresa/api-contract/workgroups'
import { OtherLanguageMark } from '@egresa/ui/app/content-language'
import { useApiHref } from '@egresa/ui/app/files'
import { useLocale } from '@egresa/ui/app/locale'
import { WorkgroupTypeBadge } from '@egresa/ui/app/workgroup'
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { otherLanguage } from '../../lib/content-language'

/** The caller's membership as words: "Miembro", "Pendiente de aprobación"... */
export function MembershipBadge({ group }: { group: Workgroup }) {
  const m = group.membership
  if (!m) return null
  let text: ReactNode
  if (m.status === 'PENDING') text = <Trans>Pendiente de aprobación</Trans>
  else if (m.status === 'CANCELLED') text = <Trans>Solicitud rechazada</Trans>
  else if (m.role === 'ADMINISTRATOR') text = <Trans>Administras este grupo</Trans>
  else text = group.type === 'PUBLIC' ? <Trans>Lo sigues</Trans> : <Trans>Eres miembro</Trans>
  return <span className="self-start rounded-full bg-surface px-2 py-0.5 text-sm font-bold">{text}</span>
}

/**
 * A group in a list: its image, name (the link), type, members and the start of its description; marked
 * «In Spanish» on an English page (and the other way round) when written in the other language.
 */
export function WorkgroupCard({
  group,
  link,
  extra,
}: {
  group: Workgroup
  /** Where its name leads: its public page by default. */
  link?: ReactNode
  /** What the list adds under it (a state, actions). */
  extra?: ReactNode
}) {
  const apiHref = useApiHref()
  const locale = useLocale()
  // A group written in the other language says so, and its texts carry their language (screen readers).
  const other = otherLanguage(group.language, locale)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded border border-secondary">
      {group.image ? (
        <img
          src={apiHref(group.image)}
          alt=""
          loading="lazy"
          width={640}
          height={360}
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <WorkgroupTypeBadge type={group.type} />
          <MembershipBadge group={group} />
          {other ? <OtherLanguageMark language={other} /> : null}
        </div>
        <h3 lang={other} className="text-lg font-bold">
          {link ?? (
            <Link
              to="/$locale/workgroups/$slug"
              params={{ locale, slug: group.slug }}
              className="no-underline hover:underline"
            >
              {group.name}
            </Link>
          )}
        </h3>
        <p className="text-sm text-muted">
          <Plural value={group.members} one="# miembro" other="# miembros" />
        </p>
        <p lang={other} className="line-clamp-3 whitespace-pre-line text-muted">
          {group.content}
        </p>
        {extra ? <div className="mt-auto flex flex-col gap-2 pt-2">{extra}</div> : null}
      </div>
    </article>
  )
}

/** Placeholders of cards while a list loads. */
export function WorkgroupCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={i} aria-hidden="true">
      <div className="h-64 animate-pulse rounded border border-secondary bg-surface" />
    </li>
  ))
}
