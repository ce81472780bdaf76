import {
  adminWorkgroupsQueryOptions,
  approveWorkgroup,
  bulkWorkgroups,
  disableWorkgroup,
  enableWorkgroup,
  rejectWorkgroup,
} from '@egresa/api-client/admin'
import { ReasonInput } from '@egresa/api-contract/decisions'
import {
  type AdminWorkgroupsQuery,
  type ManagedWorkgroup,
  RejectWorkgroupInput,
} from '@egresa/api-contract/workgroups'
import { useApi } from '@egresa/ui/app/api'
import type { HeadingLevel } from '@egresa/ui/app/heading'
import { useLocale } from '@egresa/ui/app/locale'
import { WorkgroupOverview } from '@egresa/ui/app/workgroup'
import { SelectFilter } from '@egresa/ui/filter-bar'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type * as v from 'valibot'
import { OfficeFacts, type Queue, QueuePage } from '../../lib/queue'
import { ModerationSection } from './moderation-section'

export type WorkgroupsSearch = v.InferOutput<typeof AdminWorkgroupsQuery>
export type WorkgroupsFilters = Pick<WorkgroupsSearch, 'text' | 'status' | 'reported'>

/**
 * The groups waiting for review: the queue of `GET /usr/admin/workgroups`, pending ones unless the filter asks
 * for the published or disabled ones (to disable or enable them).
 */
export function workgroupsQuery(search: WorkgroupsSearch): WorkgroupsSearch {
  return { ...search, status: search.status ?? 'PENDING' }
}

/** The state filter's choice of the groups with members' reports to review (`?reported=true`). */
const REPORTED = 'REPORTED'

/** What the office's moderation of a group shows in its item view (comments, files, reports). */
export type WorkgroupModeration = (
  group: ManagedWorkgroup,
  context: { headingLevel: HeadingLevel },
) => ReactNode

/**
 * The office's moderation of a group that has members (published or disabled): members' reports, comments
 * and files, to remove with a reason. A group under review has none yet.
 */
const officeModeration: WorkgroupModeration = (group, { headingLevel }) =>
  group.status === 'PUBLISHED' || group.status === 'DISABLED' ? (
    <ModerationSection hash={group.hash} headingLevel={headingLevel} />
  ) : null

/** The groups queue: groups to review, or the published or disabled ones, filtered by text. */
function useWorkgroupsQueue(moderation?: WorkgroupModeration): Queue<ManagedWorkgroup, WorkgroupsSearch> {
  const { t, i18n } = useLingui()
  const api = useApi()
  const types = { PUBLIC: t`Público`, PRIVATE: t`Privado` }
  return {
    route: '/$locale/workgroups',
    title: t`Grupos por revisar`,
    description: (
      <Trans>
        Los miembros Premium proponen grupos de trabajo. Al aprobar uno, se publica y su creador lo
        administra; al rechazarlo, vuelve a borrador con el motivo, que su creador recibe por correo.
      </Trans>
    ),
    filtersLabel: t`Filtrar los grupos`,
    searchPlaceholder: t`Nombre o descripción`,
    filters: (search, onFilter) => (
      <SelectFilter
        label={t`Estado`}
        allLabel={t`Por revisar`}
        options={[
          { value: 'PUBLISHED', label: t`Publicados` },
          { value: 'DISABLED', label: t`Desactivados` },
          { value: REPORTED, label: t`Con denuncias por revisar` },
        ]}
        value={search.reported ? REPORTED : search.status === 'PENDING' ? undefined : search.status}
        onChange={(value) =>
          onFilter(
            value === REPORTED
              ? { reported: true, status: undefined }
              : { reported: undefined, status: value as WorkgroupsSearch['status'] },
          )
        }
      />
    ),
    filtered: (search) =>
      Boolean(search.text || search.reported || (search.status && search.status !== 'PENDING')),
    cleared: { text: undefined, status: undefined, reported: undefined },
    list: (client, search) => adminWorkgroupsQueryOptions(client, workgroupsQuery(search)),
    error: <Trans>No se han podido cargar los grupos.</Trans>,
    empty: (
      <p className="text-lg">
        <Trans>No hay grupos por revisar.</Trans>
      </p>
    ),
    itemKey: (group) => group.hash,
    itemName: (group) => group.name,
    summary: (group) => (
      <>
        <p className="text-muted">{types[group.type]}</p>
        <p className="text-sm text-muted">
          {group.status === 'PENDING' ? (
            <Trans>Enviado el {i18n.date(group.updated_at, { dateStyle: 'long' })}</Trans>
          ) : (
            <Trans>Último cambio el {i18n.date(group.updated_at, { dateStyle: 'long' })}</Trans>
          )}
        </p>
      </>
    ),
    view: (group, { headingLevel }) => (
      <WorkgroupView group={group} headingLevel={headingLevel} moderation={moderation} />
    ),
    waiting: (group) => group.status === 'PENDING',
    decisions: {
      permission: 'admin.groups.validate',
      approveLabel: t`Aprobar`,
      approve: (group) => approveWorkgroup(api, group.hash),
      bulk: (body) => bulkWorkgroups(api, body),
      approved: (count) => (count === 1 ? t`Grupo publicado.` : t`${count} grupos publicados.`),
      approveTitle: (count) => <Plural value={count} one="¿Publicar # grupo?" other="¿Publicar # grupos?" />,
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
    },
    actions: [
      {
        key: 'disable',
        label: t`Desactivar…`,
        allowed: (group) => group.status === 'PUBLISHED',
        permission: 'admin.groups.validate',
        danger: true,
        title: (group) => t`¿Desactivar el grupo ${group.name}?`,
        submitLabel: t`Desactivar y enviar el motivo`,
        reason: ReasonInput.entries,
        hint: (
          <Trans>
            Su creador recibe el motivo por correo, en su idioma. Nadie más que la oficina y sus
            administradores verá el grupo.
          </Trans>
        ),
        run: (group, reason) => disableWorkgroup(api, group.hash, { reason: reason ?? '' }),
        done: t`Grupo desactivado.`,
      },
      {
        key: 'enable',
        label: t`Publicar de nuevo…`,
        allowed: (group) => group.status === 'DISABLED',
        permission: 'admin.groups.validate',
        title: (group) => t`¿Publicar de nuevo el grupo ${group.name}?`,
        submitLabel: t`Publicar de nuevo`,
        hint: <Trans>El grupo vuelve a verse como antes de desactivarlo.</Trans>,
        run: (group) => enableWorkgroup(api, group.hash),
        done: t`Grupo publicado de nuevo.`,
      },
    ],
  }
}

/**
 * `/{locale}/workgroups` (`/es/grupos`): the groups to review (or disable), filtered by text and state from the
 * URL. `moderation` adds the office's moderation of a group (comments, files, reports) to its item view.
 */
export function WorkgroupsPage({
  search,
  onFilter,
  moderation,
}: {
  search: WorkgroupsSearch
  onFilter: (changes: Partial<WorkgroupsFilters>) => void
  moderation?: WorkgroupModeration
}) {
  return (
    <QueuePage
      queue={useWorkgroupsQueue(moderation ?? officeModeration)}
      search={search}
      onFilter={onFilter}
    />
  )
}

/**
 * A group as its public page shows it (in the language it is written in), what the office checks, and the
 * office's moderation of it.
 */
function WorkgroupView({
  group,
  headingLevel,
  moderation,
}: {
  group: ManagedWorkgroup
  headingLevel: HeadingLevel
  moderation?: WorkgroupModeration
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const states = {
    UNPUBLISHED: t`Borrador`,
    PENDING: t`Pendiente de revisar`,
    PUBLISHED: t`Publicado`,
    DISABLED: t`Desactivado`,
  }
  const other = group.language && group.language !== locale ? group.language : undefined
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-6 rounded bg-white p-4">
        <WorkgroupOverview group={group} locale={i18n.locale} lang={other} headingLevel={headingLevel} />
      </div>
      <OfficeFacts
        headingLevel={headingLevel}
        facts={[
          { term: t`Estado`, value: states[group.status] },
          { term: t`Idioma del grupo`, value: group.language ?? '—' },
          { term: t`Último cambio`, value: i18n.date(group.updated_at, { dateStyle: 'long' }) },
          ...(group.review_note ? [{ term: t`Motivo del último rechazo`, value: group.review_note }] : []),
        ]}
      />
      {moderation ? <div data-slot="moderation">{moderation(group, { headingLevel })}</div> : null}
    </div>
  )
}
