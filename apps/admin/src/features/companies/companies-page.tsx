import { adminCompaniesQueryOptions } from '@egresa/api-client/admin'
import { type AdminCompaniesQuery, companyStatuses } from '@egresa/api-contract/admin-search'
import type { AdminCompany } from '@egresa/api-contract/companies'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { FilterBar, SelectFilter, TextFilter } from '@egresa/ui/filter-bar'
import { ListResults } from '@egresa/ui/list-results'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type * as v from 'valibot'
import { companyStatusLabels } from './labels'

export type CompanyListSearch = v.InferOutput<typeof AdminCompaniesQuery>
export type CompanyListFilters = Pick<CompanyListSearch, 'text' | 'status'>

/** `/{locale}/companies/all`: every company, validated or not, by name, CIF or e-mail. */
export function CompanyListPage({
  search,
  onFilter,
}: {
  search: CompanyListSearch
  onFilter: (changes: Partial<CompanyListFilters>) => void
}) {
  const { t, i18n } = useLingui()
  const title = t`Todas las empresas`
  usePageTitle(title)
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const listId = useId()
  const list = useQuery({ ...adminCompaniesQueryOptions(api, search), placeholderData: keepPreviousData })
  const filtered = Boolean(search.text || search.status)
  const clear = () => onFilter({ text: undefined, status: undefined })

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-muted">
          <Trans>
            Las empresas registradas, validadas o no. Abre una para ver sus ofertas y sus usuarios.
          </Trans>
        </p>
      </header>

      <FilterBar label={t`Filtrar las empresas`} active={filtered} onClear={clear}>
        <TextFilter
          label={t`Buscar`}
          placeholder={t`Nombre, CIF o correo`}
          value={search.text}
          onChange={(text) => onFilter({ text })}
          className="lg:col-span-2"
        />
        <SelectFilter
          label={t`Estado`}
          allLabel={t`Todos`}
          value={search.status}
          options={companyStatuses.map((s) => ({ value: s, label: i18n._(companyStatusLabels[s]) }))}
          onChange={(status) => onFilter({ status: status as CompanyListFilters['status'] })}
        />
      </FilterBar>

      <ListResults<AdminCompany>
        list={list}
        id={listId}
        error={<Trans>No se han podido cargar las empresas.</Trans>}
        filtered={filtered}
        onClearFilters={clear}
        empty={<Trans>Todavía no hay ninguna empresa.</Trans>}
        skeletons={null}
        itemKey={(company) => company.hash}
        item={(company) => (
          <article className="flex flex-col gap-1 rounded border border-secondary p-4 lg:flex-row lg:items-center lg:justify-between lg:gap-4">
            <div className="flex min-w-0 flex-col gap-1">
              <h2 className="text-lg font-bold break-words">
                <Link to="/$locale/companies/$hash" params={{ locale, hash: company.hash }}>
                  {company.company_name}
                </Link>
              </h2>
              <p className="text-muted">
                {company.document_number} · <span className="break-all">{company.email}</span>
              </p>
            </div>
            <p className="flex shrink-0 flex-col gap-1 text-sm lg:items-end">
              <CompanyStatusBadge status={company.status} />
              <span className="text-muted">
                <Trans>Registrada el {i18n.date(company.created_at, { dateStyle: 'medium' })}</Trans>
              </span>
            </p>
          </article>
        )}
        page={search.page}
        hrefFor={(page) =>
          href({ to: '/$locale/companies/all', params: { locale }, search: { ...search, page } })
        }
        pagesLabel={t`Páginas de la lista`}
        columns=""
      />
    </div>
  )
}

export function CompanyStatusBadge({ status }: { status: AdminCompany['status'] }) {
  const { i18n } = useLingui()
  const color = status === 'validated' ? 'bg-green-100 text-green-900' : 'bg-yellow-100 text-yellow-900'
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-bold ${color}`}>
      {i18n._(companyStatusLabels[status])}
    </span>
  )
}
