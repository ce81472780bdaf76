import { adminPeopleQueryOptions } from '@egresa/api-client/admin-people'
import type { PeopleQuery, PersonRow } from '@egresa/api-contract/admin-people'
import { accountStatuses } from '@egresa/api-contract/admin-search'
import { membershipTiers } from '@egresa/api-contract/membership'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { PersonCard } from '@egresa/ui/app/person-card'
import { FilterBar, SelectFilter, TextFilter } from '@egresa/ui/filter-bar'
import { ListResults } from '@egresa/ui/list-results'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { StatusBadge, statusLabels } from '../../lib/account-status'
import { tierLabels } from './labels'

export type PeopleSearch = PeopleQuery
export type PeopleFilters = Pick<PeopleSearch, 'q' | 'status' | 'tier' | 'graduationYear'>

const firstYear = 1950

/** `/{locale}/people`: every account in any state, found by the filters in the URL. */
export function PeoplePage({
  search,
  onFilter,
}: {
  search: PeopleSearch
  onFilter: (changes: Partial<PeopleFilters>) => void
}) {
  const { t, i18n } = useLingui()
  const title = t`Personas`
  usePageTitle(title)
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const listId = useId()
  const list = useQuery({ ...adminPeopleQueryOptions(api, search), placeholderData: keepPreviousData })
  const filtered = Boolean(search.q || search.status || search.tier || search.graduationYear)
  const clear = () =>
    onFilter({ q: undefined, status: undefined, tier: undefined, graduationYear: undefined })
  const thisYear = new Date().getFullYear()
  const years = Array.from({ length: thisYear - firstYear + 1 }, (_, i) => String(thisYear - i))

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-muted">
          <Trans>
            Todas las cuentas, en cualquier estado. Busca por nombre, correo, número de documento o número de
            socio.
          </Trans>
        </p>
      </header>

      <FilterBar label={t`Filtrar las personas`} active={filtered} onClear={clear}>
        <TextFilter
          label={t`Buscar`}
          placeholder={t`Nombre, correo, documento o n.º de socio`}
          value={search.q}
          onChange={(q) => onFilter({ q })}
          className="lg:col-span-2"
        />
        <SelectFilter
          label={t`Estado`}
          allLabel={t`Todos`}
          value={search.status}
          options={accountStatuses.map((s) => ({ value: s, label: i18n._(statusLabels[s]) }))}
          onChange={(status) => onFilter({ status: status as PeopleFilters['status'] })}
        />
        <SelectFilter
          label={t`Nivel`}
          allLabel={t`Todos`}
          value={search.tier}
          options={membershipTiers.map((s) => ({ value: s, label: i18n._(tierLabels[s]) }))}
          onChange={(tier) => onFilter({ tier: tier as PeopleFilters['tier'] })}
        />
        <SelectFilter
          label={t`Promoción`}
          allLabel={t`Todas`}
          value={search.graduationYear}
          options={years.map((y) => ({ value: y, label: y }))}
          onChange={(year) => onFilter({ graduationYear: year === undefined ? undefined : Number(year) })}
        />
      </FilterBar>

      <ListResults<PersonRow>
        list={list}
        id={listId}
        error={<Trans>No se han podido cargar las personas.</Trans>}
        filtered={filtered}
        onClearFilters={clear}
        empty={<Trans>Todavía no hay ninguna cuenta.</Trans>}
        skeletons={null}
        itemKey={(person) => person.hash}
        item={(person) => <PersonItem person={person} />}
        page={search.page}
        hrefFor={(page) => href({ to: '/$locale/people', params: { locale }, search: { ...search, page } })}
        pagesLabel={t`Páginas de la lista`}
        columns=""
      />
    </div>
  )
}

/**
 * A person of the list: the card every app shows (`@egresa/ui/app/person-card`), with the e-mail under the
 * name and the office's facts beside it (under it at tablet width): status, tier, partner number, year.
 */
function PersonItem({ person }: { person: PersonRow }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  // An account with no name yet (a company's, an unfinished registration) is named by its e-mail.
  const named = person.name.trim() || person.surname.trim()
  return (
    <PersonCard
      // The year is one of the office's facts beside the card: not said twice.
      person={{ ...person, graduation_year: null, ...(named ? {} : { name: person.email, surname: '' }) }}
      link={{ to: '/$locale/people/$hash', params: { locale, hash: person.hash } }}
      headingLevel={2}
      subtitle={named ? person.email : null}
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_repeat(3,minmax(0,1fr))] lg:w-[34rem] lg:shrink-0">
        <div>
          <dt className="text-muted">
            <Trans>Estado</Trans>
          </dt>
          <dd>
            <StatusBadge status={person.status} />
          </dd>
        </div>
        <div>
          <dt className="text-muted">
            <Trans>Nivel</Trans>
          </dt>
          <dd>{person.tier ? i18n._(tierLabels[person.tier]) : '—'}</dd>
        </div>
        <div>
          <dt className="text-muted">
            <Trans>N.º de socio</Trans>
          </dt>
          <dd>{person.partner_number}</dd>
        </div>
        <div>
          <dt className="text-muted">
            <Trans>Promoción</Trans>
          </dt>
          <dd>{person.graduation_year ?? '—'}</dd>
        </div>
      </dl>
    </PersonCard>
  )
}
