import type { ArticleList } from '@egresa/api-contract/articles'
import { ListResults } from '@egresa/ui/list-results'
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
  /** What a list with nothing in it yet says, with its action. */
  empty: ReactNode
  /** Whether a filter narrows the list, and how to clear them (the "nothing matches" state). */
  filtered?: boolean
  onClearFilters?: () => void
  /** How many cards stand in while the first answer comes. */
  skeletons: number
  page: number
  hrefFor: (page: number) => string
  /** The pagination's name. */
  pagesLabel: string
}

/** A page of articles as cards (the news list and the saved articles), in the shared results section. */
export function ArticleResults({ list, skeletons, ...props }: Props) {
  return (
    <ListResults
      {...props}
      list={list}
      error={<Trans>No se han podido cargar los artículos.</Trans>}
      skeletons={<ArticleCardSkeletons count={skeletons} />}
      itemKey={(article) => article.hash}
      item={(article) => <ArticleCard article={article} />}
    />
  )
}
