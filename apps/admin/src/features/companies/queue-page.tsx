import {
  adminCompaniesQueryOptions,
  bulkCompanies,
  disableCompany,
  enableCompany,
  rejectCompany,
  validateCompany,
} from '@egresa/api-client/admin'
import type { AdminCompaniesQuery, AdminCompany } from '@egresa/api-contract/companies'
import { ReasonInput } from '@egresa/api-contract/decisions'
import { useApi } from '@egresa/ui/app/api'
import { CompanyLogo } from '@egresa/ui/app/company-logo'
import { below, Heading, type HeadingLevel } from '@egresa/ui/app/heading'
import { SelectFilter } from '@egresa/ui/filter-bar'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type * as v from 'valibot'
import { OfficeFacts, type Queue, QueuePage } from '../../lib/queue'

export type CompaniesSearch = v.InferOutput<typeof AdminCompaniesQuery>
export type CompaniesFilters = Pick<CompaniesSearch, 'text' | 'status'>

/**
 * The companies waiting for validation: the queue of `GET /usr/admin/companies`, pending ones unless the
 * filter asks for the validated or disabled ones (to disable or enable them).
 */
export function companiesQuery(search: CompaniesSearch): CompaniesSearch {
  return { ...search, status: search.status ?? 'pending' }
}

/** The companies queue: pending companies, or the validated or disabled ones, filtered by text. */
function useCompaniesQueue(): Queue<AdminCompany, CompaniesSearch> {
  const { t, i18n } = useLingui()
  const api = useApi()
  return {
    route: '/$locale/companies',
    title: t`Empresas por validar`,
    description: (
      <Trans>
        Comprueba los datos de cada empresa antes de validarla. Al validarla se activa su cuenta y recibe un
        correo en su idioma.
      </Trans>
    ),
    filtersLabel: t`Filtrar las empresas`,
    searchPlaceholder: t`Nombre, CIF o correo`,
    filters: (search, onFilter) => (
      <SelectFilter
        label={t`Estado`}
        allLabel={t`Por validar`}
        options={[
          { value: 'validated', label: t`Validadas` },
          { value: 'disabled', label: t`Desactivadas` },
        ]}
        value={search.status === 'pending' ? undefined : search.status}
        onChange={(value) => onFilter({ status: value as CompaniesSearch['status'] })}
      />
    ),
    filtered: (search) => Boolean(search.text || (search.status && search.status !== 'pending')),
    cleared: { text: undefined, status: undefined },
    list: (client, search) => adminCompaniesQueryOptions(client, companiesQuery(search)),
    error: <Trans>No se han podido cargar las empresas.</Trans>,
    empty: (
      <p className="text-lg">
        <Trans>No hay empresas por validar.</Trans>
      </p>
    ),
    itemKey: (company) => company.hash,
    itemName: (company) => company.company_name,
    summary: (company) => (
      <>
        <p className="text-muted">
          {company.document_number} · <span className="break-all">{company.email}</span>
        </p>
        <p className="text-sm text-muted">
          <Trans>Registrada el {i18n.date(company.created_at, { dateStyle: 'long' })}</Trans>
        </p>
      </>
    ),
    view: (company, { headingLevel }) => <CompanyView company={company} headingLevel={headingLevel} />,
    waiting: (company) => company.status === 'pending',
    decisions: {
      permission: 'admin.companies.validate',
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
    },
    actions: [
      {
        key: 'disable',
        label: t`Desactivar…`,
        allowed: (company) => company.status === 'validated',
        permission: 'admin.companies.validate',
        danger: true,
        title: (company) => t`¿Desactivar ${company.company_name}?`,
        submitLabel: t`Desactivar y enviar el motivo`,
        reason: ReasonInput.entries,
        hint: (
          <Trans>
            Se envía por correo a las personas de la empresa, en su idioma. Sus sesiones terminan y no pueden
            iniciar sesión; sus ofertas se quedan como están.
          </Trans>
        ),
        run: (company, reason) => disableCompany(api, company.hash, { reason: reason ?? '' }),
        done: t`Empresa desactivada.`,
      },
      {
        key: 'enable',
        label: t`Activar…`,
        allowed: (company) => company.status === 'disabled',
        permission: 'admin.companies.validate',
        title: (company) => t`¿Activar de nuevo ${company.company_name}?`,
        submitLabel: t`Activar`,
        hint: <Trans>Las personas de la empresa podrán volver a iniciar sesión.</Trans>,
        run: (company) => enableCompany(api, company.hash),
        done: t`Empresa activada.`,
      },
    ],
  }
}

/** `/{locale}/companies`: the companies to validate (or disable), filtered by text and state from the URL. */
export function CompaniesPage({
  search,
  onFilter,
}: {
  search: CompaniesSearch
  onFilter: (changes: Partial<CompaniesFilters>) => void
}) {
  return <QueuePage queue={useCompaniesQueue()} search={search} onFilter={onFilter} />
}

/**
 * A company as alumni see it (its logo and name, on its offers) and its contact, then what the office checks:
 * CIF, e-mail, language, registration and the last decision.
 */
function CompanyView({ company, headingLevel }: { company: AdminCompany; headingLevel: HeadingLevel }) {
  const { t, i18n } = useLingui()
  const labels = {
    pending: t`Pendiente de validar`,
    validated: t`Validada`,
    rejected: t`Rechazada`,
    disabled: t`Desactivada`,
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 rounded bg-white p-4">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <CompanyLogo src={company.logo} name={company.company_name} size="lg" />
          <Heading level={headingLevel} className="text-2xl font-bold break-words">
            {company.company_name}
          </Heading>
        </header>
        <section className="flex flex-col gap-1">
          <Heading level={below(headingLevel)} className="font-bold">
            <Trans>Contacto</Trans>
          </Heading>
          <p>{company.contact_name}</p>
          {company.contact_phone ? <p>{company.contact_phone}</p> : null}
          <p className="break-all">{company.email}</p>
        </section>
      </div>
      <OfficeFacts
        headingLevel={headingLevel}
        facts={[
          { term: t`Estado`, value: labels[company.status] },
          { term: t`CIF`, value: company.document_number },
          { term: t`Persona de contacto`, value: company.contact_name },
          { term: t`Teléfono`, value: company.contact_phone ?? '—' },
          { term: t`Idioma de los correos`, value: company.language },
          { term: t`Fecha de registro`, value: i18n.date(company.created_at, { dateStyle: 'long' }) },
          ...(company.decision_reason
            ? [{ term: t`Motivo de la última decisión`, value: company.decision_reason }]
            : []),
        ]}
      />
    </div>
  )
}
