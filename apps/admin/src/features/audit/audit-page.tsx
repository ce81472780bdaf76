import { auditLogQueryOptions, downloadAuditLogCsv } from '@egresa/api-client/admin'
import { type AuditLogEntry, type AuditQuery, auditSources } from '@egresa/api-contract/admin'
import { useApi } from '@egresa/ui/app/api'
import { saveBlob } from '@egresa/ui/app/files'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { FilterBar, filterDelays, SelectFilter, TextFilter, useFilterDraft } from '@egresa/ui/filter-bar'
import { inputClass } from '@egresa/ui/form-fields'
import { ListResults } from '@egresa/ui/list-results'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type * as v from 'valibot'
import { useHasPermission } from '../../lib/permissions'

export type AuditSearch = v.InferOutput<typeof AuditQuery>
export type AuditFilters = Pick<
  AuditSearch,
  'actor' | 'object_type' | 'object_id' | 'action' | 'source' | 'from' | 'to'
>

const filterKeys = ['actor', 'object_type', 'object_id', 'action', 'source', 'from', 'to'] as const

/** The list's query: the URL's filters, 50 a page. */
export function auditQuery(search: AuditSearch): AuditSearch {
  return search
}

/** The filters alone (no page), for the CSV. */
const filtersOf = (search: AuditSearch): AuditFilters =>
  Object.fromEntries(filterKeys.map((k) => [k, search[k]])) as AuditFilters

/** A day filter (`YYYY-MM-DD`): the browser's date field. */
function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string | undefined
  onChange: (value: string | undefined) => void
}) {
  const id = useId()
  const { draft, change } = useFilterDraft(value ?? '', (d) => onChange(d || undefined), filterDelays.month)
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={draft}
        onChange={(e) => change(e.target.value)}
        className={`${inputClass} min-h-[2.625rem]`}
      />
    </div>
  )
}

/** `/{locale}/audit`: who did what and when, filtered from the URL; the CSV for who may export data. */
export function AuditPage({
  search,
  onFilter,
}: {
  search: AuditSearch
  onFilter: (changes: Partial<AuditFilters>) => void
}) {
  const { t } = useLingui()
  usePageTitle(t`Registro de actividad`)
  const api = useApi()
  const href = useHref()
  const locale = useLocale()
  const listId = useId()
  const canExport = useHasPermission('admin.data.export')
  const [exporting, setExporting] = useState(false)
  const list = useQuery({
    ...auditLogQueryOptions(api, auditQuery(search)),
    placeholderData: keepPreviousData,
  })
  const filtered = filterKeys.some((k) => search[k] !== undefined)
  const clear = () => onFilter(Object.fromEntries(filterKeys.map((k) => [k, undefined])))
  const sourceNames: Record<(typeof auditSources)[number], string> = {
    app: t`Aplicación`,
    api: t`API`,
    cli: t`Consola (pnpm admin)`,
  }

  const exportCsv = async () => {
    setExporting(true)
    try {
      const day = new Date().toISOString().slice(0, 10)
      saveBlob(await downloadAuditLogCsv(api, filtersOf(search)), `egresa-audit-${day}.csv`)
    } catch (error) {
      notifyError(error)
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">
            <Trans>Registro de actividad</Trans>
          </h1>
          <p className="text-muted">
            <Trans>
              Cada acción de la oficina, cada llamada a su API y cada orden de consola: quién, cuándo, sobre
              qué, qué cambió y por qué.
            </Trans>
          </p>
        </div>
        {canExport ? (
          <button type="button" className={buttonStyles.secondary} disabled={exporting} onClick={exportCsv}>
            {exporting ? <Trans>Exportando…</Trans> : <Trans>Exportar en CSV</Trans>}
          </button>
        ) : null}
      </header>

      <FilterBar label={t`Filtrar el registro`} active={filtered} onClear={clear}>
        <TextFilter
          label={t`Persona`}
          placeholder={t`Parte del correo`}
          value={search.actor}
          onChange={(actor) => onFilter({ actor })}
        />
        <TextFilter
          label={t`Tipo de objeto`}
          placeholder={t`user, company, offer, workgroup…`}
          value={search.object_type}
          onChange={(object_type) => onFilter({ object_type })}
        />
        <TextFilter
          label={t`Identificador del objeto`}
          value={search.object_id}
          onChange={(object_id) => onFilter({ object_id })}
        />
        <TextFilter
          label={t`Acción`}
          placeholder={t`verifyUser, users.verify…`}
          value={search.action}
          onChange={(action) => onFilter({ action })}
        />
        <SelectFilter
          label={t`Origen`}
          allLabel={t`Todos los orígenes`}
          value={search.source}
          options={auditSources.map((s) => ({ value: s, label: sourceNames[s] }))}
          onChange={(source) => onFilter({ source: source as AuditFilters['source'] })}
        />
        <DayFilter label={t`Desde`} value={search.from} onChange={(from) => onFilter({ from })} />
        <DayFilter label={t`Hasta`} value={search.to} onChange={(to) => onFilter({ to })} />
      </FilterBar>

      <ListResults<AuditLogEntry>
        list={list}
        id={listId}
        error={<Trans>No se ha podido cargar el registro.</Trans>}
        filtered={filtered}
        onClearFilters={clear}
        empty={<Trans>El registro aún está vacío.</Trans>}
        skeletons={null}
        itemKey={(entry) => String(entry.id)}
        item={(entry) => <AuditEntry entry={entry} sourceName={sourceNames[entry.source]} />}
        page={search.page}
        hrefFor={(page) => href({ to: '/$locale/audit', params: { locale }, search: { ...search, page } })}
        pagesLabel={t`Páginas del registro`}
        columns=""
      />
    </div>
  )
}

const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value)

function AuditEntry({ entry, sourceName }: { entry: AuditLogEntry; sourceName: string }) {
  const { i18n } = useLingui()
  const object = entry.object
  const objectText = object ? [object.type, object.label ?? object.id].filter(Boolean).join(' · ') : null
  const changes = Object.entries(entry.changes ?? {})
  return (
    <article className="flex flex-col gap-1 rounded border border-secondary p-4">
      <h2 className="text-lg font-bold break-words">
        <code>{entry.action}</code>
        {objectText ? <span className="font-normal"> · {objectText}</span> : null}
      </h2>
      <p className="text-muted break-words">
        <time dateTime={entry.at}>{i18n.date(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}</time> ·{' '}
        {entry.actor.label} · {sourceName}
        {entry.method && entry.path ? ` · ${entry.method} ${entry.path}` : ''}
        {entry.status !== null ? ` · ${entry.status}` : ''}
      </p>
      {entry.reason ? (
        <p>
          <Trans>Motivo:</Trans> {entry.reason}
        </p>
      ) : null}
      {changes.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          {changes.map(([field, change]) => (
            <div key={field} className="contents">
              <dt className="font-bold">{field}</dt>
              <dd className="break-all">
                {shown(change.before)} → {shown(change.after)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  )
}
