import type { Project } from '@egresa/api-contract/portfolio'
import { useApiHref } from '@egresa/ui/app/files'
import { ExternalLink } from '@egresa/ui/link'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatDate } from '../../lib/format'

/** Where a link goes, shortly: `github.com/ana/app`. */
function shortUrl(url: string): string {
  try {
    const u = new URL(url)
    return `${u.host}${u.pathname === '/' ? '' : u.pathname}`
  } catch {
    return url
  }
}

/** A portfolio project as people read it; the public profile shows the same card. */
export function ProjectCard({
  project,
  actions,
  notice,
}: {
  project: Project
  actions?: ReactNode
  /** Shown above the content (the owner's "not published" warning). */
  notice?: ReactNode
}) {
  const apiHref = useApiHref()
  const { t, i18n } = useLingui()
  return (
    <article className="flex h-full flex-col gap-3 rounded border border-secondary p-4">
      {notice}
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 className="text-lg font-bold">{project.name}</h3>
          {project.date ? (
            <p className="text-sm text-muted">{formatDate(project.date, i18n.locale)}</p>
          ) : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
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
                {shortUrl(link)}
              </ExternalLink>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
