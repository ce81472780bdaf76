import { Trans } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { buttonStyles } from './button'
import { EmptyResults, ResultsStatus } from './filter-bar'
import { Pagination } from './pagination'

export type ListResultsProps<T> = {
  /** The list's query; with `placeholderData: keepPreviousData` the previous page stays in view, dimmed. */
  list: UseQueryResult<{ items: T[]; total: number; maxPages: number }>
  /** The id of the section's heading (read by screen readers only). */
  id: string
  /** What the failed list says, above its retry button ("No se han podido cargar los grupos."). */
  error: ReactNode
  /** What an empty list says: the spec's message by default. */
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
  /** The grid's columns by width. */
  columns?: string
}

/**
 * The results of a list page (spec section 8): the count, an error with a retry, the empty message, the items
 * as a grid, and the pagination when there is more than one page. Every list page uses it under its filter bar.
 */
export function ListResults<T>({
  list,
  id,
  error,
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
  return (
    <section aria-labelledby={id} aria-busy={list.isFetching} className="flex flex-col gap-4">
      <h2 id={id} className="sr-only">
        <Trans>Resultados</Trans>
      </h2>
      {status ?? <ResultsStatus total={list.data?.total ?? 0} loading={list.isFetching} />}
      {list.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded bg-surface px-4 py-3">
          <p>{error}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void list.refetch()}>
            <Trans>Reintentar</Trans>
          </button>
        </div>
      ) : list.data && list.data.items.length === 0 ? (
        (empty ?? <EmptyResults />)
      ) : (
        <ul
          className={`grid gap-4 transition-opacity ${columns} ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {list.data
            ? list.data.items.map((entry) => <li key={itemKey(entry)}>{item(entry)}</li>)
            : skeletons}
        </ul>
      )}
      {list.data ? (
        <Pagination page={page} maxPages={list.data.maxPages} hrefFor={hrefFor} label={pagesLabel} />
      ) : null}
    </section>
  )
}
