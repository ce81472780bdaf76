import {
  cardPaymentsQueryOptions,
  membersQueryOptions,
  renewalsQueryOptions,
} from '@egresa/api-client/admin-people'
import { collectionRunsQueryOptions, downloadCollectionRunFile } from '@egresa/api-client/membership'
import { MembersQuery } from '@egresa/api-contract/membership-search'
import type { Role } from '@egresa/api-contract/permissions'
import { useApi } from '@egresa/ui/app/api'
import { saveBlob } from '@egresa/ui/app/files'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { FilterBar, SelectFilter } from '@egresa/ui/filter-bar'
import { ListResults } from '@egresa/ui/list-results'
import { TabPanel, Tabs } from '@egresa/ui/tabs'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import { CollectionRunDialog, ReturnDialog, ReturnReportDialog } from './collection-dialogs'
import { type MembershipSearch, membershipQuery } from './membership-search'

function useTierName() {
  const { t } = useLingui()
  const names: Record<string, string> = {
    alumniFreemium: t`Antiguo alumno gratuito`,
    alumniPremium: t`Antiguo alumno Premium`,
    alumniDesempleados: t`Antiguo alumno en paro`,
    empleadoFreemium: t`Empleado gratuito`,
    empleadoPremium: t`Empleado Premium`,
    empleadoBusiness: t`Empleado Business`,
  }
  return (role: Role | string) => names[role] ?? role
}

const euros = (i18n: ReturnType<typeof useLingui>['i18n'], cents: number) =>
  i18n.number(cents / 100, { style: 'currency', currency: 'EUR' })

/** `/{locale}/membership`: members by tier, renewals due, collection runs and card payments (role admin). */
export function MembershipPage({
  search,
  onSearch,
}: {
  search: MembershipSearch
  onSearch: (changes: Partial<MembershipSearch>) => void
}) {
  const { t } = useLingui()
  usePageTitle(t`Cuotas y cobros`)
  const tabs = [
    { key: 'members' as const, label: t`Socios por nivel` },
    { key: 'renewals' as const, label: t`Renovaciones (30 días)` },
    { key: 'runs' as const, label: t`Remesas` },
    { key: 'payments' as const, label: t`Pagos con tarjeta` },
  ]
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">
          <Trans>Cuotas y cobros</Trans>
        </h1>
        <p className="text-muted">
          <Trans>
            Los socios de cada nivel, las cuotas Premium que vencen pronto, las remesas de domiciliación para
            el banco y los pagos con tarjeta.
          </Trans>
        </p>
      </header>
      <Tabs
        label={t`Secciones de cuotas y cobros`}
        tabs={tabs}
        selected={search.tab}
        onSelect={(tab) => onSearch({ tab, tier: undefined, page: 1 })}
      >
        <TabPanel id="members" className="pt-4">
          {search.tab === 'members' ? <MembersPanel search={search} onSearch={onSearch} /> : null}
        </TabPanel>
        <TabPanel id="renewals" className="pt-4">
          {search.tab === 'renewals' ? <RenewalsPanel search={search} /> : null}
        </TabPanel>
        <TabPanel id="runs" className="pt-4">
          {search.tab === 'runs' ? <RunsPanel search={search} /> : null}
        </TabPanel>
        <TabPanel id="payments" className="pt-4">
          {search.tab === 'payments' ? <PaymentsPanel search={search} /> : null}
        </TabPanel>
      </Tabs>
    </div>
  )
}

function useHrefFor(search: MembershipSearch) {
  const href = useHref()
  const locale = useLocale()
  return (page: number) =>
    href({ to: '/$locale/membership', params: { locale }, search: { ...search, page } })
}

function Row({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <article className="flex flex-col gap-1 rounded border border-secondary p-4">
      <h2 className="text-lg font-bold break-words">{title}</h2>
      {children}
    </article>
  )
}

function MembersPanel({
  search,
  onSearch,
}: {
  search: MembershipSearch
  onSearch: (changes: Partial<MembershipSearch>) => void
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const id = useId()
  const tierName = useTierName()
  const list = useQuery({
    ...membersQueryOptions(api, { ...membershipQuery(search), tier: search.tier }),
    placeholderData: keepPreviousData,
  })
  const counts = list.data?.counts ?? []
  const clear = () => onSearch({ tier: undefined, page: 1 })
  return (
    <div className="flex flex-col gap-4">
      {counts.length > 0 ? (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {counts.map((c) => (
            <div key={c.role} className="rounded bg-surface p-3">
              <dt className="text-sm text-muted">{tierName(c.role)}</dt>
              <dd className="text-2xl font-bold">{i18n.number(c.members)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <FilterBar label={t`Filtrar los socios`} active={Boolean(search.tier)} onClear={clear}>
        <SelectFilter
          label={t`Nivel`}
          allLabel={t`Todos los niveles`}
          value={search.tier}
          options={(MembersQuery.entries.tier.wrapped.options as readonly string[]).map((role) => ({
            value: role,
            label: tierName(role),
          }))}
          onChange={(tier) => onSearch({ tier: tier as MembershipSearch['tier'], page: 1 })}
        />
      </FilterBar>
      <ListResults
        list={list}
        id={id}
        error={<Trans>No se han podido cargar los socios.</Trans>}
        filtered={Boolean(search.tier)}
        onClearFilters={clear}
        empty={<Trans>No hay socios activos.</Trans>}
        skeletons={null}
        itemKey={(m) => m.hash}
        item={(m) => (
          <Row title={`${m.name} ${m.surname}`}>
            <p className="text-muted">
              {[tierName(m.role), m.email, t`Socio n.º ${m.partner_number}`].join(' · ')}
            </p>
            {m.premium_until ? (
              <p className="text-sm">
                <Trans>Premium hasta el {i18n.date(m.premium_until, { dateStyle: 'long' })}</Trans>
              </p>
            ) : null}
          </Row>
        )}
        page={search.page}
        hrefFor={useHrefFor(search)}
        pagesLabel={t`Páginas de socios`}
        columns=""
      />
    </div>
  )
}

function RenewalsPanel({ search }: { search: MembershipSearch }) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const id = useId()
  const tierName = useTierName()
  const list = useQuery({
    ...renewalsQueryOptions(api, { ...membershipQuery(search), days: '30' }),
    placeholderData: keepPreviousData,
  })
  return (
    <ListResults
      list={list}
      id={id}
      error={<Trans>No se han podido cargar las renovaciones.</Trans>}
      empty={<Trans>Ninguna cuota Premium vence en los próximos 30 días.</Trans>}
      skeletons={null}
      itemKey={(m) => m.hash}
      item={(m) => (
        <Row title={`${m.name} ${m.surname}`}>
          <p className="text-muted">{[tierName(m.role), m.email].join(' · ')}</p>
          <p className="text-sm">
            <Trans>Vence el {i18n.date(m.premium_until, { dateStyle: 'long' })}</Trans> ·{' '}
            {m.has_mandate ? (
              <Trans>se renueva por domiciliación</Trans>
            ) : (
              <strong>
                <Trans>sin domiciliación: pagará con tarjeta o pasará al nivel gratuito</Trans>
              </strong>
            )}
          </p>
        </Row>
      )}
      page={search.page}
      hrefFor={useHrefFor(search)}
      pagesLabel={t`Páginas de renovaciones`}
      columns=""
    />
  )
}

function RunsPanel({ search }: { search: MembershipSearch }) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const id = useId()
  const [creating, setCreating] = useState(false)
  const [returning, setReturning] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [downloading, setDownloading] = useState<string | null>(null)
  const list = useQuery({
    ...collectionRunsQueryOptions(api, membershipQuery(search)),
    placeholderData: keepPreviousData,
  })
  const download = async (messageId: string) => {
    setDownloading(messageId)
    try {
      saveBlob(await downloadCollectionRunFile(api, messageId), `${messageId}.xml`)
    } catch (error) {
      notifyError(error)
    } finally {
      setDownloading(null)
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.primary} onClick={() => setCreating(true)}>
          <Trans>Crear una remesa…</Trans>
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => setReturning(true)}>
          <Trans>Registrar una devolución…</Trans>
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => setUploading(true)}>
          <Trans>Subir el informe del banco (pain.002)…</Trans>
        </button>
      </div>
      <ListResults
        list={list}
        id={id}
        error={<Trans>No se han podido cargar las remesas.</Trans>}
        empty={<Trans>Aún no se ha creado ninguna remesa.</Trans>}
        skeletons={null}
        itemKey={(run) => run.message_id}
        item={(run) => (
          <article className="flex flex-col gap-3 rounded border border-secondary p-4 md:flex-row md:items-start md:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              <h2 className="text-lg font-bold break-words">
                <Trans>Cobro del {i18n.date(run.collection_date, { dateStyle: 'long' })}</Trans>
              </h2>
              <p className="text-muted">
                {[t`${run.count} cargos`, euros(i18n, run.total_cents), t`${run.returned} devueltos`].join(
                  ' · ',
                )}
              </p>
              <p className="text-sm text-muted break-all">
                <Trans>
                  Creada el {i18n.date(run.created_at, { dateStyle: 'long', timeStyle: 'short' })} por{' '}
                  {run.created_by} · {run.message_id}
                </Trans>
              </p>
            </div>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={downloading === run.message_id}
              onClick={() => download(run.message_id)}
            >
              <Trans>Descargar el fichero pain.008</Trans>
              <span className="sr-only"> {run.message_id}</span>
            </button>
          </article>
        )}
        page={search.page}
        hrefFor={useHrefFor(search)}
        pagesLabel={t`Páginas de remesas`}
        columns=""
      />
      <CollectionRunDialog isOpen={creating} onOpenChange={setCreating} onCreated={download} />
      <ReturnDialog isOpen={returning} onOpenChange={setReturning} />
      <ReturnReportDialog isOpen={uploading} onOpenChange={setUploading} />
    </div>
  )
}

function PaymentsPanel({ search }: { search: MembershipSearch }) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const id = useId()
  const list = useQuery({
    ...cardPaymentsQueryOptions(api, membershipQuery(search)),
    placeholderData: keepPreviousData,
  })
  return (
    <ListResults
      list={list}
      id={id}
      error={<Trans>No se han podido cargar los pagos.</Trans>}
      empty={<Trans>Aún no hay pagos con tarjeta.</Trans>}
      skeletons={null}
      itemKey={(p) => p.hash}
      item={(p) => (
        <Row title={`${p.user.name} ${p.user.surname}`}>
          <p className="text-muted">
            {[euros(i18n, p.amount_cents), p.user.email, p.reference ?? t`sin referencia`].join(' · ')}
          </p>
          <p className="text-sm">
            <Trans>
              Pagado el {i18n.date(p.paid_on, { dateStyle: 'long' })}; Premium hasta el{' '}
              {i18n.date(p.covers_until, { dateStyle: 'long' })}
            </Trans>
          </p>
        </Row>
      )}
      page={search.page}
      hrefFor={useHrefFor(search)}
      pagesLabel={t`Páginas de pagos`}
      columns=""
    />
  )
}
