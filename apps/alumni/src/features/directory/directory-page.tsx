import { directoryQueryOptions } from '@egresa/api-client/directory'
import {
  categoryTreeQueryOptions,
  countriesQueryOptions,
  tagsQueryOptions,
} from '@egresa/api-client/reference'
import { DIRECTORY_PAGE_SIZE, type DirectoryQuery } from '@egresa/api-contract/directory'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { PersonCard, PersonCardSkeletons } from '@egresa/ui/app/person-card'
import { buttonStyles } from '@egresa/ui/button'
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
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { UpgradeLinks } from '../membership/public'
import { type DirectoryFilters, directoryCall, noDirectoryFilters, replaceTags } from './filters'
import { type DirectoryViewer, useDirectoryViewer } from './viewer'

export type DirectoryPageProps = {
  search: DirectoryQuery
  /** Changes filters; the route goes back to the first page. */
  onFilter: (filters: Partial<DirectoryFilters>) => void
  /** The address of another page of the same search. */
  hrefFor: (page: number) => string
}

/**
 * `/{locale}/comunidad/directory` (`/en/community/directory`): the alumni directory for the members who may
 * read it (a guest was sent to sign in by the route). Free members find people by the basics and are
 * offered Premium for the details.
 */
export function DirectoryPage(props: DirectoryPageProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const viewer = useDirectoryViewer()
  usePageTitle(t`Directorio de antiguos alumnos`)
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p>
          <Link to="/$locale/community" params={{ locale }} className="underline">
            <Trans>Comunidad</Trans>
          </Link>
        </p>
        <h1 className="text-3xl font-bold">
          <Trans>Directorio de antiguos alumnos</Trans>
        </h1>
        <p className="text-muted">
          <Trans>
            Encuentra a tus compañeros por su nombre, sus estudios, su empresa o su puesto. Solo aparecen
            quienes lo han permitido en su perfil.
          </Trans>
        </p>
      </header>
      {viewer.kind === 'basic' || viewer.kind === 'details' ? (
        <Directory {...props} viewer={viewer} />
      ) : (
        <p className="rounded bg-surface px-4 py-3">
          <Trans>El directorio es para las cuentas de antiguos alumnos.</Trans>
        </p>
      )}
    </div>
  )
}

/** What a free member is offered: the details with Premium, and where to read what it brings. */
function DetailsNote({ canUpgrade }: { canUpgrade: boolean }) {
  const locale = useLocale()
  return (
    <aside
      aria-labelledby="directory-upgrade"
      className="flex flex-col gap-3 rounded border border-secondary p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="directory-upgrade" className="font-bold">
          <Trans>Más detalles con la cuenta Premium</Trans>
        </h2>
        <p>
          <Trans>
            Con Premium verás la ciudad, el área y la especialidad de cada persona, su trayectoria y sus
            proyectos, y podrás buscar por área y especialidad.
          </Trans>
        </p>
      </div>
      {canUpgrade ? (
        <UpgradeLinks />
      ) : (
        <Link
          to="/$locale/info/$slug"
          params={{ locale, slug: 'benefits' }}
          className={`${buttonStyles.primary} self-start`}
        >
          <Trans>Ver las ventajas Premium</Trans>
        </Link>
      )}
    </aside>
  )
}

function Directory({
  search,
  onFilter,
  hrefFor,
  viewer,
}: DirectoryPageProps & { viewer: Extract<DirectoryViewer, { kind: 'basic' | 'details' }> }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const details = viewer.kind === 'details'
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api))
  const { data: countries } = useSuspenseQuery(countriesQueryOptions(api))
  const areas = useQuery({ ...tagsQueryOptions(api, { type: 'USER', group: 'area' }), enabled: details })
  const specialties = useQuery({
    ...tagsQueryOptions(api, { type: 'USER', group: 'specialty' }),
    enabled: details,
  })
  const list = useQuery(directoryQueryOptions(api, directoryCall(search, details)))
  // The graduation years of the directory's people (the list answer says which), and the URL's year.
  const years = useYearOptions(list.data?.graduation_years, search.graduation_year)
  const active = Boolean(
    search.text ||
      search.category ||
      search.country_code ||
      search.graduation_year ||
      (details && search.tags?.length),
  )
  const set =
    <K extends keyof DirectoryFilters>(key: K) =>
    (value: DirectoryFilters[K] | undefined) =>
      onFilter({ [key]: value } as Partial<DirectoryFilters>)
  // Spec section 2: only the countries where alumni live (and the one chosen), with how many live there.
  const countryOptions = countries
    .filter((c) => c.num_users > 0 || c.code === search.country_code)
    .map((c) => ({ value: c.code, label: `${c.name} (${c.num_users})` }))
  const tagFilter = (label: string, tags: { hash: string; title: string }[] | undefined) => {
    const group = (tags ?? []).map((tag) => tag.hash)
    return (
      <CheckboxesFilter
        label={label}
        allLabel={t`Todas`}
        options={(tags ?? []).map((tag) => ({ value: tag.hash, label: tag.title }))}
        value={search.tags?.filter((hash) => group.includes(hash))}
        onChange={(chosen) => onFilter({ tags: replaceTags(search.tags, group, chosen) })}
      />
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <FilterBar
        label={t`Filtros del directorio`}
        active={active}
        onClear={() => onFilter(noDirectoryFilters)}
      >
        <TextFilter
          label={t`Buscar`}
          placeholder={t`Nombre, estudios, empresa, puesto…`}
          value={search.text}
          onChange={set('text')}
        />
        <CategoryFilter
          label={t`Estudios`}
          allLabel={t`Todos los estudios`}
          tree={tree}
          value={search.category}
          onChange={set('category')}
        />
        <SelectFilter
          label={t`País`}
          allLabel={t`Todos los países`}
          delay={filterDelays.country}
          options={countryOptions}
          value={search.country_code}
          onChange={set('country_code')}
        />
        <SelectFilter
          label={t`Promoción`}
          allLabel={t`Todas las promociones`}
          delay={filterDelays.graduation_year}
          options={years}
          value={search.graduation_year ? String(search.graduation_year) : undefined}
          onChange={(value) => onFilter({ graduation_year: value ? Number(value) : undefined })}
        />
        {details ? tagFilter(t`Área`, areas.data) : null}
        {details ? tagFilter(t`Especialidad`, specialties.data) : null}
      </FilterBar>

      {viewer.kind === 'basic' ? <DetailsNote canUpgrade={viewer.canUpgrade} /> : null}

      <ListResults
        list={list}
        id="directory-results"
        status={
          <p aria-live="polite" className="text-muted">
            {list.isPending ? (
              <Trans>Buscando personas…</Trans>
            ) : list.data?.more ? (
              <Plural value={list.data.total} one="Más de # persona" other="Más de # personas" />
            ) : list.data ? (
              <Plural value={list.data.total} one="# persona" other="# personas" />
            ) : null}
          </p>
        }
        error={<Trans>No se ha podido cargar el directorio.</Trans>}
        filtered={active}
        onClearFilters={() => onFilter(noDirectoryFilters)}
        empty={
          <p className="text-lg">
            <Trans>Todavía no hay nadie en el directorio.</Trans>
          </p>
        }
        skeletons={<PersonCardSkeletons count={search.size ?? DIRECTORY_PAGE_SIZE} />}
        itemKey={(person) => person.hash}
        item={(person) => (
          <PersonCard
            person={person}
            link={{ to: '/$locale/community/$hash', params: { locale, hash: person.hash } }}
          />
        )}
        page={search.page}
        hrefFor={hrefFor}
        pagesLabel={t`Páginas del directorio`}
        columns="md:grid-cols-2"
      />
    </div>
  )
}
