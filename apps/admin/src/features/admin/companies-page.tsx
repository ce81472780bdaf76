import {
  adminCompaniesQueryOptions,
  bulkCompanies,
  rejectCompany,
  validateCompany,
} from '@egresa/api-client/admin'
import type { AdminCompaniesQuery, AdminCompany } from '@egresa/api-contract/companies'
import { ReasonInput } from '@egresa/api-contract/decisions'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { FilterBar, TextFilter } from '@egresa/ui/filter-bar'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type * as v from 'valibot'
import { QueuePage } from '../../lib/queue'

export type CompaniesSearch = v.InferOutput<typeof AdminCompaniesQuery>
export type CompaniesFilters = Pick<CompaniesSearch, 'text'>

/** The companies waiting for validation: the queue of `GET /usr/admin/companies`, pending ones only. */
export function companiesQuery(search: CompaniesSearch): CompaniesSearch {
  return { ...search, status: 'pending' }
}

/** `/{locale}/companies`: the companies to validate, filtered by text from the URL. */
export function CompaniesPage({
  search,
  onFilter,
}: {
  search: CompaniesSearch
  onFilter: (changes: Partial<CompaniesFilters>) => void
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const list = useQuery({
    ...adminCompaniesQueryOptions(api, companiesQuery(search)),
    placeholderData: keepPreviousData,
  })
  const filtered = Boolean(search.text)
  const clear = () => onFilter({ text: undefined })

  return (
    <QueuePage<AdminCompany>
      title={t`Empresas por validar`}
      description={
        <Trans>
          Comprueba los datos de cada empresa antes de validarla. Al validarla se activa su cuenta y recibe un
          correo en su idioma.
        </Trans>
      }
      filters={
        <FilterBar label={t`Filtrar las empresas`} active={filtered} onClear={clear}>
          <TextFilter
            label={t`Buscar`}
            placeholder={t`Nombre, CIF o correo`}
            value={search.text}
            onChange={(text) => onFilter({ text })}
            className="lg:col-span-2"
          />
        </FilterBar>
      }
      filtered={filtered}
      onClearFilters={clear}
      list={list}
      page={search.page}
      hrefFor={(page) => href({ to: '/$locale/companies', params: { locale }, search: { ...search, page } })}
      error={<Trans>No se han podido cargar las empresas.</Trans>}
      empty={
        <p className="text-lg">
          <Trans>No hay empresas por validar.</Trans>
        </p>
      }
      itemKey={(company) => company.hash}
      itemName={(company) => company.company_name}
      summary={(company) => (
        <>
          <p className="text-muted">
            {company.document_number} · <span className="break-all">{company.email}</span>
          </p>
          <p className="text-sm text-muted">
            <Trans>Registrada el {i18n.date(company.created_at, { dateStyle: 'long' })}</Trans>
          </p>
        </>
      )}
      details={(company) => (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <div>
            <dt className="text-muted">
              <Trans>Persona de contacto</Trans>
            </dt>
            <dd>{company.contact_name}</dd>
          </div>
          <div>
            <dt className="text-muted">
              <Trans>Teléfono</Trans>
            </dt>
            <dd>{company.contact_phone ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-muted">
              <Trans>Idioma de los correos</Trans>
            </dt>
            <dd>{company.language}</dd>
          </div>
        </dl>
      )}
      actions={{
        approveLabel: t`Validar`,
        approve: (company) => validateCompany(api, company.hash),
        bulk: (body) => bulkCompanies(api, body),
        approved: (count) => (count === 1 ? t`Empresa validada.` : t`${count} empresas validadas.`),
        approveTitle: (count) => (
          <Plural value={count} one="¿Validar # empresa?" other="¿Validar # empresas?" />
        ),
        reject: {
          title: (count) => <Plural value={count} one="¿Rechazar # empresa?" other="¿Rechazar # empresas?" />,
          reason: ReasonInput.entries,
          run: (company, reason) => rejectCompany(api, company.hash, { reason }),
          rejected: (count) => (count === 1 ? t`Empresa rechazada.` : t`${count} empresas rechazadas.`),
        },
      }}
    />
  )
}
