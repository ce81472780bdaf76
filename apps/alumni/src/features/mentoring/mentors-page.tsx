import { mentorsQueryOptions } from '@egresa/api-client/mentoring'
import { categoryTreeQueryOptions, tagsQueryOptions } from '@egresa/api-client/reference'
import { MENTORS_PAGE_SIZE, type MentorsQuery } from '@egresa/api-contract/mentoring-search'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { PersonCardSkeletons } from '@egresa/ui/app/person-card'
import { CategoryFilter, FilterBar, SelectFilter, TextFilter } from '@egresa/ui/filter-bar'
import { ListResults } from '@egresa/ui/list-results'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { MembersOnlyNote } from './members-only'
import { MentorCard } from './mentor-card'
import { useMayMentor } from './viewer'

/** The search's filters, as the URL keeps them. */
export type MentorFilters = Pick<MentorsQuery, 'company' | 'studies' | 'area'>
export const noMentorFilters: Record<keyof MentorFilters, undefined> = {
  company: undefined,
  studies: undefined,
  area: undefined,
}

export type MentorsPageProps = {
  search: MentorsQuery
  /** Changes filters; the route goes back to the first page. */
  onFilter: (filters: Partial<MentorFilters>) => void
  hrefFor: (page: number) => string
}

/**
 * `/{locale}/user/mentoring/mentors`: the alumni who offer to mentor and have room, by company, studies and
 * area, each with "Pedir mentoría".
 */
export function MentorsPage(props: MentorsPageProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const allowed = useMayMentor()
  usePageTitle(t`Buscar mentores`)
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p>
          <Link to="/$locale/user/mentoring" params={{ locale }} className="underline">
            <span aria-hidden="true">‹ </span>
            <Trans>Mi mentoría</Trans>
          </Link>
        </p>
        <h1 className="text-3xl font-bold">
          <Trans>Buscar mentores</Trans>
        </h1>
        <p className="text-muted">
          <Trans>
            Antiguos alumnos que se ofrecen a acompañarte con su experiencia. Busca por empresa, estudios o
            área y pídeles mentoría con un mensaje breve.
          </Trans>
        </p>
      </header>
      {allowed ? <Mentors {...props} /> : <MembersOnlyNote />}
    </div>
  )
}

function Mentors({ search, onFilter, hrefFor }: MentorsPageProps) {
  const api = useApi()
  const { t } = useLingui()
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api))
  const areas = useQuery(tagsQueryOptions(api, { type: 'USER', group: 'area' }))
  const list = useQuery({ ...mentorsQueryOptions(api, search), placeholderData: keepPreviousData })
  const active = Boolean(search.company || search.studies || search.area)
  const areaOptions = (areas.data ?? []).map((tag) => ({ value: tag.hash, label: tag.title }))
  return (
    <div className="flex flex-col gap-6">
      <FilterBar label={t`Filtros de mentores`} active={active} onClear={() => onFilter(noMentorFilters)}>
        <TextFilter
          label={t`Empresa`}
          placeholder={t`Dónde trabaja`}
          value={search.company}
          onChange={(company) => onFilter({ company })}
        />
        <CategoryFilter
          label={t`Estudios`}
          allLabel={t`Todos los estudios`}
          tree={tree}
          value={search.studies}
          onChange={(studies) => onFilter({ studies })}
        />
        <SelectFilter
          label={t`Área`}
          allLabel={t`Todas las áreas`}
          options={areaOptions}
          value={search.area}
          onChange={(area) => onFilter({ area })}
        />
      </FilterBar>
      <ListResults
        list={list}
        id="mentors-results"
        status={
          <p aria-live="polite" className="text-muted">
            {list.isPending ? (
              <Trans>Buscando mentores…</Trans>
            ) : list.data ? (
              <Plural value={list.data.total} one="# mentor o mentora" other="# mentores" />
            ) : null}
          </p>
        }
        error={<Trans>No se han podido cargar los mentores.</Trans>}
        filtered={active}
        onClearFilters={() => onFilter(noMentorFilters)}
        empty={
          <p className="text-lg">
            <Trans>Ahora no hay nadie con plazas para mentoría. Vuelve a mirar más adelante.</Trans>
          </p>
        }
        skeletons={<PersonCardSkeletons count={search.size ?? MENTORS_PAGE_SIZE} />}
        itemKey={(mentor) => mentor.person.hash}
        item={(mentor) => <MentorCard mentor={mentor} />}
        page={search.page}
        hrefFor={hrefFor}
        pagesLabel={t`Páginas de mentores`}
        columns=""
      />
    </div>
  )
}
