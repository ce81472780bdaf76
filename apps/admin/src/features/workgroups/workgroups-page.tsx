import {
  adminWorkgroupsQueryOptions,
  approveWorkgroup,
  bulkWorkgroups,
  rejectWorkgroup,
} from '@egresa/api-client/admin'
import {
  type AdminWorkgroupsQuery,
  type ManagedWorkgroup,
  RejectWorkgroupInput,
} from '@egresa/api-contract/workgroups'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { FilterBar, TextFilter } from '@egresa/ui/filter-bar'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type * as v from 'valibot'
import { QueuePage } from '../../lib/queue'

export type WorkgroupsSearch = v.InferOutput<typeof AdminWorkgroupsQuery>
export type WorkgroupsFilters = Pick<WorkgroupsSearch, 'text'>

/** The groups waiting for review: the queue of `GET /usr/admin/workgroups`, pending ones only. */
export function workgroupsQuery(search: WorkgroupsSearch): WorkgroupsSearch {
  return { ...search, status: 'PENDING' }
}

/** `/{locale}/workgroups` (`/es/grupos`): the groups to review, filtered by text from the URL. */
export function WorkgroupsPage({
  search,
  onFilter,
}: {
  search: WorkgroupsSearch
  onFilter: (changes: Partial<WorkgroupsFilters>) => void
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const list = useQuery({
    ...adminWorkgroupsQueryOptions(api, workgroupsQuery(search)),
    placeholderData: keepPreviousData,
  })
  const filtered = Boolean(search.text)
  const clear = () => onFilter({ text: undefined })
  const types = { PUBLIC: t`Público`, PRIVATE: t`Privado` }

  return (
    <QueuePage<ManagedWorkgroup>
      title={t`Grupos por revisar`}
      description={
        <Trans>
          Los miembros Premium proponen grupos de trabajo. Al aprobar uno, se publica y su creador lo
          administra; al rechazarlo, vuelve a borrador con el motivo, que su creador recibe por correo.
        </Trans>
      }
      filters={
        <FilterBar label={t`Filtrar los grupos`} active={filtered} onClear={clear}>
          <TextFilter
            label={t`Buscar`}
            placeholder={t`Nombre o descripción`}
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
      hrefFor={(page) => href({ to: '/$locale/workgroups', params: { locale }, search: { ...search, page } })}
      error={<Trans>No se han podido cargar los grupos.</Trans>}
      empty={
        <p className="text-lg">
          <Trans>No hay grupos por revisar.</Trans>
        </p>
      }
      itemKey={(group) => group.hash}
      itemName={(group) => group.name}
      summary={(group) => (
        <>
          <p className="text-muted">{types[group.type]}</p>
          <p className="text-sm text-muted">
            <Trans>Enviado el {i18n.date(group.updated_at, { dateStyle: 'long' })}</Trans>
          </p>
        </>
      )}
      details={(group) => (
        // The group's page shows its name and description to everyone, in the language they are written in.
        <div lang={group.language} className="flex flex-col gap-2">
          <p className="text-xl font-bold">{group.name}</p>
          <p className="whitespace-pre-line">{group.content}</p>
        </div>
      )}
      actions={{
        approveLabel: t`Aprobar`,
        approve: (group) => approveWorkgroup(api, group.hash),
        bulk: (body) => bulkWorkgroups(api, body),
        approved: (count) => (count === 1 ? t`Grupo publicado.` : t`${count} grupos publicados.`),
        approveTitle: (count) => (
          <Plural value={count} one="¿Publicar # grupo?" other="¿Publicar # grupos?" />
        ),
        reject: {
          title: (count) => (
            <Plural
              value={count}
              one="¿Devolver # grupo a su creador?"
              other="¿Devolver # grupos a sus creadores?"
            />
          ),
          reason: RejectWorkgroupInput.entries,
          run: (group, reason) => rejectWorkgroup(api, group.hash, { reason }),
          rejected: (count) =>
            count === 1 ? t`Grupo devuelto a su creador.` : t`${count} grupos devueltos a sus creadores.`,
        },
      }}
    />
  )
}
