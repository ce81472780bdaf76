import { companyDirectoryQueryOptions } from '@egresa/api-client/directory'
import {
  categoryTreeQueryOptions,
  countriesQueryOptions,
  tagsQueryOptions,
} from '@egresa/api-client/reference'
import type { DirectoryQuery } from '@egresa/api-contract/directory'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { PersonCard } from '@egresa/ui/app/person-card'
import {
  CategoryFilter,
  CheckboxesFilter,
  FilterBar,
  filterDelays,
  SelectFilter,
  TextFilter,
  useYearOptions,
} from '@egresa/ui/filter-bar'
import { ListResults } from '@egresa/ui/list-results'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type * as v from 'valibot'

export type DirectorySearch = v.InferOutput<typeof DirectoryQuery>
export type DirectoryFilters = Pick<
  DirectorySearch,
  'text' | 'category' | 'country_code' | 'graduation_year' | 'tags'
>

/**
 * `/{locale}/user/directory`: the alumni who let companies find them, 10 a page, with the spec's filters
 * (text, studies, country, graduation year, area and specialty tags) read from the URL (`search`).
 */
export function DirectoryPage({
  search,
  onFilter,
}: {
  search: DirectorySearch
  onFilter: (changes: Partial<DirectoryFilters>) => void
}) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const href = useHref()
  usePageTitle(t`Directorio`)
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api))
  const { data: countries } = useSuspenseQuery(countriesQueryOptions(api))
  const { data: areas } = useSuspenseQuery(tagsQueryOptions(api, { type: 'USER', group: 'area' }))
  const { data: specialties } = useSuspenseQuery(tagsQueryOptions(api, { type: 'USER', group: 'specialty' }))
  const list = useQuery({ ...companyDirectoryQueryOptions(api, search), placeholderData: keepPreviousData })
  // The graduation years of the directory's people (the list answer says which), and the URL's year.
  const years = useYearOptions(list.data?.graduation_years, search.graduation_year)

  // Area and specialty are two checkbox groups of one `tags` filter: each changes only its own tags.
  const tags = search.tags ?? []
  const areaHashes = new Set(areas.map((a) => a.hash))
  const specialtyHashes = new Set(specialties.map((s) => s.hash))
  const setGroup = (group: Set<string>, chosen: string[] | undefined) =>
    onFilter({ tags: [...tags.filter((tag) => !group.has(tag)), ...(chosen ?? [])] })
  const active = Boolean(
    search.text || search.category || search.country_code || search.graduation_year || tags.length > 0,
  )

  const clear = () =>
    onFilter({
      text: undefined,
      category: undefined,
      country_code: undefined,
      graduation_year: undefined,
      tags: undefined,
    })

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">
          <Trans>Directorio</Trans>
        </h1>
        <p className="text-muted">
          <Trans>Antiguos alumnos que aceptan que las empresas los encuentren.</Trans>
        </p>
      </header>

      <FilterBar label={t`Filtrar el directorio`} active={active} onClear={clear}>
        <TextFilter
          label={t`Buscar`}
          placeholder={t`Nombre, puesto o empresa`}
          value={search.text}
          onChange={(text) => onFilter({ text })}
        />
        <CategoryFilter
          label={t`Estudios`}
          allLabel={t`Todos los estudios`}
          tree={tree}
          value={search.category}
          onChange={(category) => onFilter({ category })}
        />
        <SelectFilter
          label={t`País`}
          allLabel={t`Todos los países`}
          delay={filterDelays.country}
          options={countries
            .filter((c) => c.num_users > 0)
            .map((c) => ({ value: c.code, label: `${c.name} (${c.num_users})` }))}
          value={search.country_code}
          onChange={(country_code) => onFilter({ country_code })}
        />
        <SelectFilter
          label={t`Año de graduación`}
          allLabel={t`Todos los años`}
          delay={filterDelays.graduation_year}
          options={years}
          value={search.graduation_year}
          onChange={(year) => onFilter({ graduation_year: year ? Number(year) : undefined })}
        />
        <CheckboxesFilter
          label={t`Área académica`}
          allLabel={t`Todas las áreas`}
          options={areas.map((a) => ({ value: a.hash, label: a.title }))}
          value={tags.filter((tag) => areaHashes.has(tag))}
          onChange={(chosen) => setGroup(areaHashes, chosen)}
        />
        <CheckboxesFilter
          label={t`Especialidad`}
          allLabel={t`Todas las especialidades`}
          options={specialties.map((s) => ({ value: s.hash, label: s.title }))}
          value={tags.filter((tag) => specialtyHashes.has(tag))}
          onChange={(chosen) => setGroup(specialtyHashes, chosen)}
        />
      </FilterBar>

      <ListResults
        list={list}
        id="people-title"
        error={<Trans>No se ha podido cargar el directorio.</Trans>}
        filtered={active}
        onClearFilters={clear}
        empty={
          <p className="text-lg">
            <Trans>Todavía no hay nadie en el directorio.</Trans>
          </p>
        }
        skeletons={null}
        itemKey={(person) => person.hash}
        item={(person) => (
          <PersonCard
            person={person}
            link={{ to: '/$locale/user/directory/$hash', params: { locale, hash: person.hash } }}
          />
        )}
        page={search.page}
        hrefFor={(page) =>
          href({ to: '/$locale/user/directory', params: { locale }, search: { ...search, page } })
        }
        pagesLabel={t`Páginas del directorio`}
        columns="md:grid-cols-2"
      />
    </div>
  )
}
