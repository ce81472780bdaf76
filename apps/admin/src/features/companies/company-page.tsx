import { disableCompany, enableCompany, rejectCompany, validateCompany } from '@egresa/api-client/admin'
import { adminCompanyQueryOptions } from '@egresa/api-client/admin-people'
import type { AdminCompanyDetail } from '@egresa/api-contract/admin-people'
import { ReasonInput } from '@egresa/api-contract/decisions'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { StatusBadge } from '../../lib/account-status'
import { ActionConfirmDialog, ReasonDialog, useOfficeAction } from '../../lib/action-dialogs'
import { useMay } from '../../lib/may'
import { offerStatusLabels } from '../../lib/offer-status'
import { WriteButton } from '../conversations/public'
import { CompanyStatusBadge } from './companies-page'

/**
 * `/{locale}/companies/{hash}`: a company, its offers and its users, the office's last decision on it; validating
 * or rejecting a pending one, disabling a validated one and enabling it again.
 */
export function CompanyPage({ hash }: { hash: string }) {
  const { t } = useLingui()
  const api = useApi()
  const company = useQuery(adminCompanyQueryOptions(api, hash))
  usePageTitle(company.data?.company.company_name ?? t`Empresa`)
  if (!company.data) {
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        {company.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>
              <Trans>No se ha podido cargar esta empresa.</Trans>
            </p>
            <button type="button" className={buttonStyles.secondary} onClick={() => company.refetch()}>
              <Trans>Reintentar</Trans>
            </button>
          </div>
        ) : (
          <p role="status">
            <Trans>Cargando…</Trans>
          </p>
        )}
      </div>
    )
  }
  return <CompanyView hash={hash} data={company.data} />
}

function BackLink() {
  const locale = useLocale()
  return (
    <p>
      <Link to="/$locale/companies/all" params={{ locale }}>
        <Trans>← Todas las empresas</Trans>
      </Link>
    </p>
  )
}

type CompanyDialog = 'validate' | 'reject' | 'disable' | 'enable' | null

function CompanyView({ hash, data }: { hash: string; data: AdminCompanyDetail }) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const act = useOfficeAction()
  const may = useMay()
  const [dialog, setDialog] = useState<CompanyDialog>(null)
  const close = () => setDialog(null)
  const { company, offers, users } = data
  const name = company.company_name
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'medium' })
  const dateTime = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' })
  const mayDecide = may('admin.companies.validate')

  return (
    <div className="flex flex-col gap-8">
      <BackLink />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold break-words">{company.company_name}</h1>
        <p className="flex flex-wrap items-center gap-2 text-muted">
          <CompanyStatusBadge status={company.status} />
          <span>{company.document_number}</span>
        </p>
      </header>

      {mayDecide ? (
        <section aria-labelledby="company-actions" className="flex flex-col gap-2">
          <h2 id="company-actions" className="sr-only">
            <Trans>Acciones</Trans>
          </h2>
          <div className="flex flex-wrap gap-2">
            {company.status === 'pending' ? (
              <>
                <button type="button" className={buttonStyles.primary} onClick={() => setDialog('validate')}>
                  <Trans>Validar</Trans>
                </button>
                <button
                  type="button"
                  className={buttonStyles.dangerSecondary}
                  onClick={() => setDialog('reject')}
                >
                  <Trans>Rechazar…</Trans>
                </button>
              </>
            ) : null}
            {company.status === 'validated' ? (
              <button
                type="button"
                className={buttonStyles.dangerSecondary}
                onClick={() => setDialog('disable')}
              >
                <Trans>Desactivar la empresa…</Trans>
              </button>
            ) : null}
            {company.status === 'disabled' ? (
              <button type="button" className={buttonStyles.primary} onClick={() => setDialog('enable')}>
                <Trans>Activar la empresa</Trans>
              </button>
            ) : null}
          </div>
        </section>
      ) : null}

      <Section id="company-data" title={t`Datos`}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          <Item label={t`Correo electrónico`}>
            <span className="break-all">{company.email}</span>
          </Item>
          <Item label={t`Persona de contacto`}>{company.contact_name}</Item>
          <Item label={t`Teléfono`}>{company.contact_phone ?? '—'}</Item>
          <Item label={t`Idioma de los correos`}>{company.language}</Item>
          <Item label={t`Alta`}>{date(company.created_at)}</Item>
          <Item label={t`Validada`}>{company.validated_at ? date(company.validated_at) : t`Todavía no`}</Item>
          <Item label={t`Última decisión de la oficina`}>
            {company.decision?.at
              ? company.decision.by
                ? t`${dateTime(company.decision.at)}, por ${company.decision.by}`
                : dateTime(company.decision.at)
              : t`Ninguna`}
          </Item>
          {company.decision_reason ? (
            <Item label={t`Motivo`}>
              <span className="whitespace-pre-line">{company.decision_reason}</span>
            </Item>
          ) : null}
        </dl>
      </Section>

      <Section id="company-offers" title={t`Ofertas`}>
        {offers.length === 0 ? (
          <p className="text-muted">
            <Trans>Ninguna oferta.</Trans>
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">{t`Ofertas`}</caption>
              <thead>
                <tr>
                  <Th>{t`Título`}</Th>
                  <Th>{t`Estado`}</Th>
                  <Th>{t`Fecha`}</Th>
                  <Th>{t`Candidaturas`}</Th>
                </tr>
              </thead>
              <tbody>
                {offers.map((offer) => (
                  <tr key={offer.hash}>
                    <Td>{offer.title}</Td>
                    <Td>{i18n._(offerStatusLabels[offer.status])}</Td>
                    <Td>{date(offer.created_at)}</Td>
                    <Td>{offer.applications}</Td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section id="company-users" title={t`Usuarios`}>
        {users.length === 0 ? (
          <p className="text-muted">
            <Trans>Ningún usuario.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {users.map((user) => {
              const userName = `${user.name} ${user.surname}`.trim() || user.email
              return (
                <li
                  key={user.hash}
                  className="flex flex-wrap items-center justify-between gap-2 rounded border border-secondary p-3"
                >
                  <span className="flex min-w-0 flex-col">
                    <Link
                      to="/$locale/people/$hash"
                      params={{ locale, hash: user.hash }}
                      className="font-bold"
                    >
                      {userName}
                    </Link>
                    <span className="break-all text-muted">{user.email}</span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={user.status} />
                    {/* The office writes to the company's active account; the company reads it in its app. */}
                    {user.status === 'active' ? (
                      <WriteButton person={user.hash} name={userName} className={buttonStyles.secondary} />
                    ) : null}
                  </span>
                </li>
              )
            })}
          </ul>
        )}
      </Section>

      <ActionConfirmDialog
        isOpen={dialog === 'validate'}
        onClose={close}
        title={<Trans>¿Validar {name}?</Trans>}
        message={t`Se activa su cuenta y recibe un correo en su idioma.`}
        confirmLabel={<Trans>Validar</Trans>}
        onConfirm={() => act(() => validateCompany(api, hash), t`Empresa validada.`)}
      />
      <ReasonDialog
        entries={ReasonInput.entries}
        title={<Trans>¿Rechazar {name}?</Trans>}
        message={t`Su cuenta no se activa. Recibe un correo en su idioma con el motivo.`}
        hint={<Trans>Se envía por correo a la empresa, en su idioma. Escríbelo para que lo entienda.</Trans>}
        submitLabel={<Trans>Rechazar y enviar el motivo</Trans>}
        isOpen={dialog === 'reject'}
        onClose={close}
        onConfirm={(reason) => act(() => rejectCompany(api, hash, { reason }), t`Empresa rechazada.`)}
      />
      <ReasonDialog
        entries={ReasonInput.entries}
        title={<Trans>¿Desactivar {name}?</Trans>}
        message={t`Sus usuarios no podrán entrar y se cierran sus sesiones. Recibe un correo en su idioma con el motivo.`}
        hint={<Trans>Se envía por correo a la empresa, en su idioma. Escríbelo para que lo entienda.</Trans>}
        submitLabel={<Trans>Desactivar la empresa</Trans>}
        isOpen={dialog === 'disable'}
        onClose={close}
        onConfirm={(reason) => act(() => disableCompany(api, hash, { reason }), t`Empresa desactivada.`)}
      />
      <ActionConfirmDialog
        isOpen={dialog === 'enable'}
        onClose={close}
        title={<Trans>¿Activar de nuevo {name}?</Trans>}
        message={t`Sus usuarios podrán volver a entrar.`}
        confirmLabel={<Trans>Activar la empresa</Trans>}
        onConfirm={() => act(() => enableCompany(api, hash), t`Empresa activada.`)}
      />
    </div>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="border-b border-secondary pb-1 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

const Th = ({ children }: { children: ReactNode }) => (
  <th scope="col" className="border-b border-secondary px-2 py-1 text-sm text-muted">
    {children}
  </th>
)
const Td = ({ children }: { children: ReactNode }) => (
  <td className="border-b border-secondary px-2 py-1 align-top">{children}</td>
)
