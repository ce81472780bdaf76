import { Plural, Trans } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { buttonStyles } from './button'
import { ResultsStatus } from './filter-bar'
import { Link } from './link'
import { Pagination } from './pagination'

/** A page of a list; `more`: more than `total` match (a list that counts only so far). */
type ListPage<T> = { items: T[]; total: number; maxPages: number; more?: boolean }

/**
 * The one state a list is in, so that the page says one true thing: still loading, failed, a page number
 * past the last one, nothing matching the filters, nothing at all yet, or items to show.
 */
export type ListState = 'loading' | 'error' | 'beyond-last' | 'no-matches' | 'nothing-yet' | 'items'

export function listState<T>(
  list: Pick<UseQueryResult<ListPage<T>>, 'isError' | 'data'>,
  filtered: boolean,
): ListState {
  if (list.isError) return 'error'
  if (!list.data) return 'loading'
  if (list.data.items.length > 0) return 'items'
  // An empty page of a list that has results elsewhere: the page number is past the last page.
  if (list.data.total > 0) return 'beyond-last'
  return filtered ? 'no-matches' : 'nothing-yet'
}

const emptyBox =
  'flex flex-col items-center gap-3 rounded border border-dashed border-secondary px-4 py-8 text-center'

/** Nothing matches the filters: says so, with the button that clears them when the page gives one. */
export function NoMatches({ onClear }: { onClear?: () => void }) {
  return (
    <div role="status" className={emptyBox}>
      <p className="text-lg">
        <Trans>Ningún resultado coincide con estos filtros.</Trans>
      </p>
      {onClear ? (
        <button type="button" className={buttonStyles.secondary} onClick={onClear}>
          <Trans>Borrar los filtros</Trans>
        </button>
      ) : null}
    </div>
  )
}

/** A list with nothing in it yet: the page's words, and its action to create the first one if there is one. */
export function NothingYet({ children }: { children?: ReactNode }) {
  return (
    <div role="status" className={emptyBox}>
      {children ?? (
        <p className="text-lg">
          <Trans>Todavía no hay nada aquí.</Trans>
        </p>
      )}
    </div>
  )
}

/** A page number past the last page (`?page=9999`): says so and links to the last page. */
export function PageBeyondLast({
  page,
  maxPages,
  hrefFor,
}: {
  page: number
  maxPages: number
  hrefFor: (page: number) => string
}) {
  return (
    <div role="status" className={emptyBox}>
      <p className="text-lg">
        <Trans>La página {page} no existe.</Trans>{' '}
        <Plural value={maxPages} one="Esta lista tiene # página." other="Esta lista tiene # páginas." />
      </p>
      <Link href={hrefFor(maxPages)} className={buttonStyles.secondary}>
        <Trans>Ir a la última página</Trans>
      </Link>
    </div>
  )
}

/** A list that could not load: what failed and "try again"; no count, which would not be true. */
export function ListError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded bg-surface px-4 py-3">
      <p>{children}</p>
      <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
        <Trans>Reintentar</Trans>
      </button>
    </div>
  )
}

export type ListResultsProps<T> = {
  /** The list's query; with `placeholderData: keepPreviousData` the previous page stays in view, dimmed. */
  list: UseQueryResult<ListPage<T>>
  /** The id of the section's heading (read by screen readers only). */
  id: string
  /** What the failed list says, above its retry button ("No se han podido cargar los grupos."). */
  error: ReactNode
  /** Whether a filter narrows the list: an empty list is then "nothing matches" rather than "nothing yet". */
  filtered?: boolean
  /** Clears the filters: the button of the "nothing matches" state. */
  onClearFilters?: () => void
  /** What a list with nothing in it yet says, with the action to create the first one when there is one. */
  empty?: ReactNode
  /** The line above the items: how many were found, or that they are loading, by default. */
  status?: ReactNode
  /** The item placeholders while the first answer comes (list items). */
  skeletons: ReactNode
  /** An item's key and what it shows (inside its list item). */
  itemKey: (item: T) => string
  item: (item: T) => ReactNode
  page: number
  hrefFor: (page: number) => string
  /** The pagination's name ("Páginas de artículos"). */
  pagesLabel: string
  /** The grid's columns by width (none: one column). */
  columns?: string
}

/**
 * The results of a list page (spec section 8) under its filter bar, in one of the states of `listState`:
 * the count, the items as a grid and the pagination; or one message that fits (could not load, no match for
 * the filters, nothing yet, a page past the last), never a count beside it.
 */
export function ListResults<T>({
  list,
  id,
  error,
  filtered = false,
  onClearFilters,
  empty,
  status,
  skeletons,
  itemKey,
  item,
  page,
  hrefFor,
  pagesLabel,
  columns = 'md:grid-cols-2 xl:grid-cols-3',
}: ListResultsProps<T>) {
  const state = listState(list, filtered)
  return (
    <section aria-labelledby={id} aria-busy={list.isFetching} className="flex flex-col gap-4">
      <h2 id={id} className="sr-only">
        <Trans>Resultados</Trans>
      </h2>
      {state === 'items' || state === 'loading'
        ? (status ?? (
            <ResultsStatus total={list.data?.total ?? 0} more={list.data?.more} loading={list.isFetching} />
          ))
        : null}
      {state === 'error' ? (
        <ListError onRetry={() => void list.refetch()}>{error}</ListError>
      ) : state === 'beyond-last' && list.data ? (
        <PageBeyondLast page={page} maxPages={list.data.maxPages} hrefFor={hrefFor} />
      ) : state === 'no-matches' ? (
        <NoMatches onClear={onClearFilters} />
      ) : state === 'nothing-yet' ? (
        <NothingYet>{empty}</NothingYet>
      ) : (
        <ul
          className={`grid gap-4 transition-opacity ${columns} ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {list.data
            ? list.data.items.map((entry) => <li key={itemKey(entry)}>{item(entry)}</li>)
            : skeletons}
        </ul>
      )}
      {state === 'items' && list.data ? (
        <Pagination page={page} maxPages={list.data.maxPages} hrefFor={hrefFor} label={pagesLabel} />
      ) : null}
    </section>
  )
}
