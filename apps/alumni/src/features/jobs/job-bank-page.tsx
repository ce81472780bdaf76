import { jobBankQueryOptions } from '@egresa/api-client/jobs'
import {
  categoryTreeQueryOptions,
  countriesQueryOptions,
  tagsQueryOptions,
} from '@egresa/api-client/reference'
import {
  JOBS_PAGE_SIZE,
  type JobBankQuery,
  offerContracts,
  workingHoursTypes,
} from '@egresa/api-contract/jobs'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { CategoryFilter, FilterBar, filterDelays, SelectFilter, TextFilter } from '@egresa/ui/filter-bar'
import { ListResults } from '@egresa/ui/list-results'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { UpgradePrompt } from '../membership/public'
import { JobCard, JobCardSkeletons } from './job-card'
import { useJobLabels } from './job-labels'
import { useJobViewer } from './viewer'

/** The job bank's filters, as the URL keeps them (the contract's `JobBankQuery` without the paging). */
export type JobFilters = Pick<
  JobBankQuery,
  'text' | 'category' | 'area' | 'specialty' | 'country_code' | 'location' | 'contract' | 'working_hours'
>
export const noJobFilters: Record<keyof JobFilters, undefined> = {
  text: undefined,
  category: undefined,
  area: undefined,
  specialty: undefined,
  country_code: undefined,
  location: undefined,
  contract: undefined,
  working_hours: undefined,
}

export type JobBankPageProps = {
  search: JobBankQuery
  /** Changes filters (or the order); the route goes back to the first page. */
  onFilter: (filters: Partial<JobFilters> & Pick<JobBankQuery, 'sort'>) => void
  /** The address of another page of the same search. */
  hrefFor: (page: number) => string
}

/**
 * `/{locale}/empleo/offers` (`/en/jobs/offers`): the job bank for the roles with `jobs.read`; a member
 * without it meets the upgrade prompt (a guest was sent to sign in by the route).
 */
export function JobBankPage(props: JobBankPageProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const viewer = useJobViewer()
  usePageTitle(t`Bolsa de empleo`)
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">
            <Trans>Bolsa de empleo</Trans>
          </h1>
          <p className="text-muted">
            <Trans>Ofertas abiertas de empresas validadas por la oficina de antiguos alumnos.</Trans>
          </p>
        </div>
        {viewer.kind === 'premium' ? (
          <div className="flex flex-wrap gap-3 self-start sm:self-auto">
            <Link
              to="/$locale/user/profile/settings"
              params={{ locale }}
              hash="settings-jobs"
              className={buttonStyles.secondary}
            >
              <Trans>Avisos de ofertas por correo</Trans>
            </Link>
            <Link to="/$locale/user/jobs/subscribed" params={{ locale }} className={buttonStyles.secondary}>
              <Trans>Mis inscripciones</Trans>
            </Link>
          </div>
        ) : null}
      </header>
      {viewer.kind === 'premium' ? (
        <JobBank {...props} />
      ) : viewer.kind === 'member' && viewer.canUpgrade ? (
        <UpgradePrompt id="jobs-upgrade" title={<Trans>La bolsa de empleo es para cuentas Premium</Trans>}>
          <p>
            <Trans>
              Con una cuenta Premium verás todas las ofertas, podrás filtrarlas y te inscribirás con tu CV.
            </Trans>
          </p>
          <p>
            <Link to="/$locale/jobs" params={{ locale }} className="underline">
              <Trans>Mientras tanto, mira las últimas ofertas publicadas</Trans>
            </Link>
          </p>
        </UpgradePrompt>
      ) : (
        <p className="rounded bg-surface px-4 py-3">
          <Trans>La bolsa de empleo es para las cuentas de antiguos alumnos Premium.</Trans>{' '}
          <Link to="/$locale/jobs" params={{ locale }} className="font-bold underline">
            <Trans>Ver las últimas ofertas</Trans>
          </Link>
        </p>
      )}
    </div>
  )
}

function JobBank({ search, onFilter, hrefFor }: JobBankPageProps) {
  const api = useApi()
  const { t } = useLingui()
  const labels = useJobLabels()
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api))
  const { data: countries } = useSuspenseQuery(countriesQueryOptions(api))
  const { data: areas } = useSuspenseQuery(tagsQueryOptions(api, { type: 'USER', group: 'area' }))
  const { data: specialties } = useSuspenseQuery(tagsQueryOptions(api, { type: 'USER', group: 'specialty' }))
  const list = useQuery(jobBankQueryOptions(api, search))
  const filters: JobFilters = {
    text: search.text,
    category: search.category,
    area: search.area,
    specialty: search.specialty,
    country_code: search.country_code,
    location: search.location,
    contract: search.contract,
    working_hours: search.working_hours,
  }
  const active = Object.values(filters).some(Boolean)
  const set =
    <K extends keyof JobFilters | 'sort'>(key: K) =>
    (value: string | undefined) =>
      onFilter({ [key]: value?.trim() ? value : undefined } as Partial<JobFilters>)
  // Spec section 2: only the countries where alumni live (and the one chosen, whatever it is).
  const countryOptions = countries
    .filter((c) => c.num_users > 0 || c.code === search.country_code)
    .map((c) => ({ value: c.code, label: c.name }))

  return (
    <div className="flex flex-col gap-6">
      <FilterBar label={t`Filtros de las ofertas`} active={active} onClear={() => onFilter(noJobFilters)}>
        <TextFilter
          label={t`Buscar`}
          placeholder={t`Puesto, empresa, palabras…`}
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
          label={t`Área`}
          allLabel={t`Todas las áreas`}
          delay={filterDelays.tags}
          options={areas.map((tag) => ({ value: tag.hash, label: tag.title }))}
          value={search.area}
          onChange={set('area')}
        />
        <SelectFilter
          label={t`Especialidad`}
          allLabel={t`Todas las especialidades`}
          delay={filterDelays.tags}
          options={specialties.map((tag) => ({ value: tag.hash, label: tag.title }))}
          value={search.specialty}
          onChange={set('specialty')}
        />
        <SelectFilter
          label={t`País`}
          allLabel={t`Todos los países`}
          delay={filterDelays.country}
          options={countryOptions}
          value={search.country_code}
          onChange={set('country_code')}
        />
        <TextFilter
          label={t`Localidad`}
          delay={filterDelays.location}
          value={search.location}
          onChange={set('location')}
        />
        <SelectFilter
          label={t`Tipo de contrato`}
          allLabel={t`Todos los contratos`}
          delay={filterDelays.contract}
          options={offerContracts.map((c) => ({ value: c, label: labels.contract[c] }))}
          value={search.contract}
          onChange={set('contract')}
        />
        <SelectFilter
          label={t`Jornada`}
          allLabel={t`Todas las jornadas`}
          delay={filterDelays.contract}
          options={workingHoursTypes.map((w) => ({ value: w, label: labels.workingHours[w] }))}
          value={search.working_hours}
          onChange={set('working_hours')}
        />
        {/* The order is no filter: "clear filters" keeps it. Newest first is the default, left out of the URL. */}
        <SelectFilter
          label={t`Ordenar por fecha`}
          allLabel={t`Más recientes primero`}
          delay={filterDelays.type}
          options={[{ value: 'oldest', label: t`Más antiguas primero` }]}
          value={search.sort === 'newest' ? undefined : search.sort}
          onChange={set('sort')}
        />
      </FilterBar>

      <ListResults
        list={list}
        id="jobs-results"
        status={
          <p aria-live="polite" className="text-muted">
            {list.isPending ? (
              <Trans>Buscando ofertas…</Trans>
            ) : list.data ? (
              <Plural value={list.data.total} one="# oferta" other="# ofertas" />
            ) : null}
          </p>
        }
        error={<Trans>No se han podido cargar las ofertas.</Trans>}
        filtered={active}
        onClearFilters={() => onFilter(noJobFilters)}
        empty={
          <p className="text-lg">
            <Trans>Ahora mismo no hay ofertas publicadas.</Trans>
          </p>
        }
        skeletons={<JobCardSkeletons count={search.size ?? JOBS_PAGE_SIZE} />}
        itemKey={(job) => job.hash}
        item={(job) => <JobCard job={job} application={job.my_application} headingLevel={3} />}
        page={search.page}
        hrefFor={hrefFor}
        pagesLabel={t`Páginas de ofertas`}
      />
    </div>
  )
}
