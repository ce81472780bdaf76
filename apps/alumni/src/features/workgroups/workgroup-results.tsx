import type { Workgroup } from '@egresa/api-contract/workgroups'
import { ListResults } from '@egresa/ui/list-results'
import { Trans } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { WorkgroupCardSkeletons } from './workgroup-card'

type Props<T extends Workgroup> = {
  list: UseQueryResult<{ items: T[]; total: number; maxPages: number }>
  /** The id of the section's heading (read by screen readers only). */
  id: string
  /** What a list with nothing in it yet says, with its action. */
  empty: ReactNode
  /** Whether a filter narrows the list, and how to clear them (the "nothing matches" state). */
  filtered?: boolean
  onClearFilters?: () => void
  skeletons: number
  page: number
  hrefFor: (page: number) => string
  pagesLabel: string
  card: (group: T) => ReactNode
}

/** A page of groups as cards (the groups list, my groups, subscribed groups), in the shared results section. */
export function WorkgroupResults<T extends Workgroup>({ list, skeletons, card, ...props }: Props<T>) {
  return (
    <ListResults
      {...props}
      list={list}
      error={<Trans>No se han podido cargar los grupos.</Trans>}
      skeletons={<WorkgroupCardSkeletons count={skeletons} />}
      itemKey={(group) => group.hash}
      item={card}
    />
  )
}
