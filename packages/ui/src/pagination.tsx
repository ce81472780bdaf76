import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from './link'

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, maxPages: number): (number | 'gap')[] {
  const pages = new Set([1, maxPages])
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= maxPages) pages.add(p)
  const sorted = [...pages].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1]
    if (previous !== undefined && p - previous > 1) out.push('gap')
    out.push(p)
  }
  return out
}

const itemClass =
  'flex min-w-10 items-center justify-center rounded border border-secondary px-3 py-2 no-underline hover:border-primary'

/**
 * Page links, shown only when there is more than one page (spec section 2). Each page is a URL, so a list
 * page can be shared and reloaded; the router scrolls to the top on the new page.
 */
export function Pagination({
  page,
  maxPages,
  hrefFor,
  label,
}: {
  page: number
  maxPages: number
  hrefFor: (page: number) => string
  label?: string
}) {
  const { t } = useLingui()
  if (maxPages <= 1) return null
  return (
    <nav aria-label={label ?? t`Paginación`}>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={hrefFor(Math.min(page - 1, maxPages))} className={itemClass}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only sm:not-sr-only sm:ml-1">
                <Trans>Anterior</Trans>
              </span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, maxPages).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${i}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t`Página ${p}`}
                className={`${itemClass} ${p === page ? 'bg-primary text-white' : ''}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < maxPages ? (
          <li>
            <Link href={hrefFor(page + 1)} className={itemClass}>
              <span className="sr-only sm:not-sr-only sm:mr-1">
                <Trans>Siguiente</Trans>
              </span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
