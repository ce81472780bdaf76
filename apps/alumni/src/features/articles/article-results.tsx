import type { ArticleList } from '@egresa/api-contract/articles'
import { buttonStyles } from '@egresa/ui/button'
import { ResultsStatus } from '@egresa/ui/filter-bar'
import { Pagination } from '@egresa/ui/pagination'
import { Trans } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type * as v from 'valibot'
import { ArticleCard, ArticleCardSkeletons } from './article-card'

type Props = {
  /** The list's query (the previous page shown, dimmed, while the next loads). */
  list: UseQueryResult<v.InferOutput<typeof ArticleList>>
  /** The id of the section's heading (read by screen readers only). */
  id: string
  /** What an empty list says. */
  empty: ReactNode
  /** How many cards stand in while the first answer comes. */
  skeletons: number
  page: number
  hrefFor: (page: number) => string
  /** The pagination's name. */
  pagesLabel: string
}

/** A page of articles as cards: its count, an error with a retry, the empty message, and the pagination. */
export function ArticleResults({ list, id, empty, skeletons, page, hrefFor, pagesLabel }: Props) {
  return (
    <section aria-labelledby={id} aria-busy={list.isFetching} className="flex flex-col gap-4">
      <h2 id={id} className="sr-only">
        <Trans>Resultados</Trans>
      </h2>
      <ResultsStatus total={list.data?.total ?? 0} loading={list.isFetching} />
      {list.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded bg-surface px-4 py-3">
          <p>
            <Trans>No se han podido cargar los artículos.</Trans>
          </p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void list.refetch()}>
            <Trans>Reintentar</Trans>
          </button>
        </div>
      ) : list.data && list.data.items.length === 0 ? (
        empty
      ) : (
        <ul
          className={`grid gap-4 transition-opacity md:grid-cols-2 xl:grid-cols-3 ${
            list.isPlaceholderData ? 'opacity-60' : ''
          }`}
        >
          {list.data ? (
            list.data.items.map((article) => (
              <li key={article.hash}>
                <ArticleCard article={article} />
              </li>
            ))
          ) : (
            <ArticleCardSkeletons count={skeletons} />
          )}
        </ul>
      )}
      {list.data ? (
        <Pagination page={page} maxPages={list.data.maxPages} hrefFor={hrefFor} label={pagesLabel} />
      ) : null}
    </section>
  )
}
