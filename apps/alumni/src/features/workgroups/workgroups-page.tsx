import { workgroupsQueryOptions } from '@egresa/api-client/workgroups'
import {
  WORKGROUPS_PAGE_SIZE,
  type WorkgroupsQuery,
  workgroupTypes,
} from '@egresa/api-contract/workgroups-search'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageHead } from '@egresa/ui/app/page-head'
import { buttonStyles } from '@egresa/ui/button'
import { FilterBar, filterDelays, SelectFilter, TextFilter } from '@egresa/ui/filter-bar'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { WorkgroupCard } from './workgroup-card'
import { WorkgroupResults } from './workgroup-results'

/** The list's filters, as the URL keeps them. */
export type WorkgroupFilters = Pick<WorkgroupsQuery, 'text' | 'type'>
export const noWorkgroupFilters: Record<keyof WorkgroupFilters, undefined> = {
  text: undefined,
  type: undefined,
}

export type WorkgroupsPageProps = {
  search: WorkgroupsQuery
  /** Changes filters; the route goes back to the first page. */
  onFilter: (filters: Partial<WorkgroupFilters>) => void
  /** The address of another page of the same search. */
  hrefFor: (page: number) => string
}

/** `/{locale}/workgroups`: the groups' landing and list, public, with the spec's filters and 6 a page. */
export function WorkgroupsPage({ search, onFilter, hrefFor }: WorkgroupsPageProps) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  usePageHead({
    title: t`Grupos de trabajo`,
    description: t`Grupos de antiguos alumnos que comparten intereses, proyectos y conversaciones: síguelos o crea el tuyo.`,
  })
  // The previous page stays in view, dimmed, while the next one loads.
  const list = useQuery({ ...workgroupsQueryOptions(api, search), placeholderData: keepPreviousData })
  const active = search.text !== undefined || search.type !== undefined
  const typeLabels = { PUBLIC: t`Públicos`, PRIVATE: t`Privados` }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">
            <Trans>Grupos de trabajo</Trans>
          </h1>
          <p className="text-muted">
            <Trans>
              Grupos de antiguos alumnos que comparten intereses, proyectos y conversaciones: síguelos o crea
              el tuyo.
            </Trans>
          </p>
        </div>
        <Link
          to="/$locale/user/workgroups/new"
          params={{ locale }}
          className={`${buttonStyles.primary} shrink-0`}
        >
          <Trans>Crear un grupo</Trans>
        </Link>
      </header>
      <FilterBar
        label={t`Filtros de los grupos`}
        active={active}
        onClear={() => onFilter(noWorkgroupFilters)}
      >
        <TextFilter
          label={t`Buscar`}
          placeholder={t`Palabras del nombre o de la descripción…`}
          value={search.text}
          onChange={(text) => onFilter({ text })}
        />
        <SelectFilter
          label={t`Tipo`}
          allLabel={t`Todos los grupos`}
          delay={filterDelays.type}
          options={workgroupTypes.map((type) => ({ value: type, label: typeLabels[type] }))}
          value={search.type}
          onChange={(value) => onFilter({ type: value as WorkgroupFilters['type'] })}
        />
      </FilterBar>
      <WorkgroupResults
        list={list}
        id="workgroups-results"
        filtered={active}
        onClearFilters={() => onFilter(noWorkgroupFilters)}
        empty={
          <>
            <p className="text-lg">
              <Trans>Todavía no hay ningún grupo.</Trans>
            </p>
            <Link to="/$locale/user/workgroups/new" params={{ locale }} className={buttonStyles.primary}>
              <Trans>Crea el primero</Trans>
            </Link>
          </>
        }
        skeletons={WORKGROUPS_PAGE_SIZE}
        page={search.page}
        hrefFor={hrefFor}
        pagesLabel={t`Páginas de grupos`}
        card={(group) => <WorkgroupCard group={group} />}
      />
    </div>
  )
}
