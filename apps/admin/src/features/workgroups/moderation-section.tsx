import {
  adminModerationQueryKey,
  adminWorkgroupCommentsQueryOptions,
  adminWorkgroupFilesQueryOptions,
  adminWorkgroupReportsQueryOptions,
  dismissWorkgroupCommentReports,
  dismissWorkgroupFileReports,
  officeQueuesQueryKey,
  removeWorkgroupComment,
  removeWorkgroupFile,
} from '@egresa/api-client/admin'
import { isApiError } from '@egresa/api-client/errors'
import { ReasonInput } from '@egresa/api-contract/decisions'
import type {
  ModeratedComment,
  ModeratedFile,
  ReportedItem,
  ReportKind,
  ReportReason,
  ReportStatus,
} from '@egresa/api-contract/workgroups'
import { useApi } from '@egresa/ui/app/api'
import { below, Heading, type HeadingLevel } from '@egresa/ui/app/heading'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { FormAlert, TextAreaField } from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { Modal } from '@egresa/ui/modal'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'

// A group's moderation for the office: what members reported (by item: how many, why, when), the group's
// comments and files, and the two decisions, each with a reason: remove an item (its author is mailed the
// reason, its reports are closed as resolved) or dismiss its reports (the item stays). Self-contained: it
// takes the group's hash and reads its own lists.

type Target = { kind: ReportKind; id: string; what: string; action: 'remove' | 'dismiss' }

/** The moderation of the group `hash`: reports, comments and files, with removing and dismissing. */
export function ModerationSection({ hash, headingLevel = 2 }: { hash: string; headingLevel?: HeadingLevel }) {
  const { t } = useLingui()
  const api = useApi()
  const queryClient = useQueryClient()
  const headingId = useId()
  const [target, setTarget] = useState<Target | null>(null)

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminModerationQueryKey(hash) }),
      queryClient.invalidateQueries({ queryKey: officeQueuesQueryKey }),
    ])

  const decide = async (reason: string) => {
    if (!target) return
    const { kind, id, action } = target
    try {
      if (action === 'remove') {
        if (kind === 'comment') await removeWorkgroupComment(api, hash, id, { reason })
        else await removeWorkgroupFile(api, hash, id, { reason })
        notifySuccess(kind === 'comment' ? t`Comentario retirado.` : t`Archivo retirado.`)
      } else {
        if (kind === 'comment') await dismissWorkgroupCommentReports(api, hash, id, { reason })
        else await dismissWorkgroupFileReports(api, hash, id, { reason })
        notifySuccess(t`Denuncias descartadas.`)
      }
    } catch (error) {
      // Someone else decided first, or the item is gone: say what happened and show the lists as they are.
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        notifyError(error)
        setTarget(null)
        await refresh()
        return
      }
      throw error
    }
    setTarget(null)
    await refresh()
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8">
      <Heading level={headingLevel} id={headingId} className="text-xl font-bold">
        <Trans>Moderación</Trans>
      </Heading>
      <ReportsList level={below(headingLevel)} hash={hash} onDecide={setTarget} />
      <CommentsList level={below(headingLevel)} hash={hash} onDecide={setTarget} />
      <FilesList level={below(headingLevel)} hash={hash} onDecide={setTarget} />
      {target ? (
        <ReasonDialog
          key={`${target.action}-${target.kind}-${target.id}`}
          title={
            target.action === 'dismiss' ? (
              <Trans>¿Descartar las denuncias?</Trans>
            ) : target.kind === 'comment' ? (
              <Trans>¿Retirar este comentario?</Trans>
            ) : (
              <Trans>¿Retirar este archivo?</Trans>
            )
          }
          what={target.what}
          hint={
            target.action === 'dismiss' ? (
              <Trans>
                El contenido se queda en el grupo. El motivo queda en el registro de la oficina; no se envía a
                nadie.
              </Trans>
            ) : (
              <Trans>
                Se envía por correo a su autor, en su idioma. Las denuncias que tenga se dan por resueltas.
              </Trans>
            )
          }
          submitLabel={
            target.action === 'dismiss' ? <Trans>Descartar las denuncias</Trans> : <Trans>Retirar</Trans>
          }
          danger={target.action === 'remove'}
          onClose={() => setTarget(null)}
          onSave={decide}
        />
      ) : null}
    </section>
  )
}

/** The reason of a removal or a dismissal, checked with the contract's schema; the server's 400 on its field. */
function ReasonDialog({
  title,
  what,
  hint,
  submitLabel,
  danger,
  onClose,
  onSave,
}: {
  title: ReactNode
  what: string
  hint: ReactNode
  submitLabel: ReactNode
  danger: boolean
  onClose: () => void
  onSave: (reason: string) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const labels = { reason: t`Motivo` }
  const schema = useLocalizedSchema(reasonSchema, labels)
  const form = useForm<ReasonInput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    defaultValues: { reason: '' },
  })
  const { submit, alert } = useFormSubmit(form, reasonFields, ({ reason }) => onSave(reason))
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      size="md"
      title={title}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            <Trans>Cancelar</Trans>
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className={danger ? buttonStyles.danger : buttonStyles.primary}
            disabled={form.formState.isSubmitting}
          >
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert messages={alert} />
        <blockquote className="whitespace-pre-line break-words border-l-4 border-secondary pl-3">
          {what}
        </blockquote>
        <TextAreaField
          id={`${id}-reason`}
          label={labels.reason}
          required
          rows={3}
          registration={form.register('reason')}
          error={form.formState.errors.reason}
          hint={hint}
        />
      </form>
    </Modal>
  )
}

const reasonFields = ['reason'] as const
const reasonSchema = (lang: string, labels: { reason: string }) =>
  v.object(localizeEntries(ReasonInput.entries, lang, labels))

/** "Página 2 de 5" with the previous and next buttons, for a list of the section (no URL of its own). */
function Pager({
  page,
  maxPages,
  onPage,
  label,
}: {
  page: number
  maxPages: number
  onPage: (page: number) => void
  label: string
}) {
  if (maxPages <= 1) return null
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Trans>Anterior</Trans>
      </button>
      <span>
        <Trans>
          Página {page} de {maxPages}
        </Trans>
      </span>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={page >= maxPages}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Siguiente</Trans>
      </button>
    </nav>
  )
}

function ListState({
  isError,
  onRetry,
  children,
}: {
  isError: boolean
  onRetry: () => void
  children: ReactNode
}) {
  if (!isError) return <>{children}</>
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded bg-surface px-4 py-3">
      <p>
        <Trans>No se ha podido cargar la lista.</Trans>
      </p>
      <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
        <Trans>Reintentar</Trans>
      </button>
    </div>
  )
}

const authorName = (author: ModeratedComment['author'], former: string) =>
  author ? `${author.name} ${author.surname}` : former

function ReportsList({
  hash,
  onDecide,
  level,
}: {
  hash: string
  onDecide: (target: Target) => void
  level: HeadingLevel
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const headingId = useId()
  const [status, setStatus] = useState<ReportStatus>('OPEN')
  const [page, setPage] = useState(1)
  const list = useQuery({
    ...adminWorkgroupReportsQueryOptions(api, hash, { status, page }),
    placeholderData: keepPreviousData,
  })
  const reasons: Record<ReportReason, string> = {
    spam: t`Publicidad o spam`,
    offensive: t`Ofensivo o irrespetuoso`,
    personal_data: t`Datos personales`,
    other: t`Otro motivo`,
  }
  const statuses: Record<ReportStatus, string> = {
    OPEN: t`Por revisar`,
    RESOLVED: t`Retirados`,
    DISMISSED: t`Descartadas`,
  }
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' })
  const former = t`Antiguo miembro`
  const whatOf = (item: ReportedItem) =>
    item.kind === 'comment'
      ? t`Comentario de ${authorName(item.author, former)}: «${item.excerpt}»`
      : item.excerpt
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Heading level={level} id={headingId} className="text-lg font-bold">
          <Trans>Denuncias de los miembros</Trans>
        </Heading>
        <label className="flex items-center gap-2">
          <span>
            <Trans>Mostrar</Trans>
          </span>
          <select
            className="rounded border border-secondary bg-white px-3 py-2"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ReportStatus)
              setPage(1)
            }}
          >
            {(Object.keys(statuses) as ReportStatus[]).map((s) => (
              <option key={s} value={s}>
                {statuses[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ListState isError={list.isError} onRetry={() => void list.refetch()}>
        {list.data && list.data.items.length === 0 ? (
          <p className="text-muted">
            {status === 'OPEN' ? (
              <Trans>No hay denuncias por revisar en este grupo.</Trans>
            ) : (
              <Trans>No hay denuncias en este estado.</Trans>
            )}
          </p>
        ) : (
          <ul aria-busy={list.isFetching} className="flex flex-col divide-y divide-secondary">
            {list.data?.items.map((item) => (
              <li key={`${item.kind}-${item.id}-${item.status}`} className="flex flex-col gap-2 py-4">
                <article aria-label={whatOf(item)} className="flex flex-col gap-2">
                  <p className="flex flex-wrap items-baseline gap-x-3">
                    <span className="font-bold">
                      {item.kind === 'comment' ? <Trans>Comentario</Trans> : <Trans>Archivo</Trans>}
                    </span>
                    <span className="text-muted">{authorName(item.author, former)}</span>
                    {item.removed ? (
                      <span className="rounded bg-surface px-2 text-sm">
                        <Trans>Ya no está en el grupo</Trans>
                      </span>
                    ) : null}
                  </p>
                  <blockquote className="whitespace-pre-line break-words border-l-4 border-secondary pl-3">
                    {item.excerpt}
                  </blockquote>
                  <p>
                    <Plural value={item.reports} one="# denuncia" other="# denuncias" />
                    {': '}
                    {(Object.keys(reasons) as ReportReason[])
                      .filter((r) => item.reasons[r] > 0)
                      .map((r) => `${reasons[r]} (${item.reasons[r]})`)
                      .join(', ')}
                  </p>
                  {item.notes.length ? (
                    <ul className="list-disc pl-5 text-sm">
                      {item.notes.map((note, i) => (
                        // The same words may come from two people: the position tells them apart.
                        // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id of their own
                        <li key={i}>«{note}»</li>
                      ))}
                    </ul>
                  ) : null}
                  <p className="text-sm text-muted">
                    {item.reports > 1 ? (
                      <Trans>
                        Primera el {date(item.first_at)}, última el {date(item.last_at)}
                      </Trans>
                    ) : (
                      <Trans>El {date(item.first_at)}</Trans>
                    )}
                  </p>
                  {item.decision ? (
                    <p className="text-sm">
                      {item.status === 'DISMISSED' ? (
                        <Trans>
                          Descartadas por {item.decision.by ?? '—'} el{' '}
                          {item.decision.at ? date(item.decision.at) : '—'}
                        </Trans>
                      ) : (
                        <Trans>
                          Retirado por {item.decision.by ?? '—'} el{' '}
                          {item.decision.at ? date(item.decision.at) : '—'}
                        </Trans>
                      )}
                      {item.decision_reason ? `: ${item.decision_reason}` : null}
                    </p>
                  ) : null}
                  {item.status === 'OPEN' && !item.removed ? (
                    <div className="flex flex-wrap gap-3">
                      <button
                        type="button"
                        className={buttonStyles.danger}
                        aria-label={t`Retirar: ${whatOf(item)}`}
                        onClick={() =>
                          onDecide({ kind: item.kind, id: item.id, what: whatOf(item), action: 'remove' })
                        }
                      >
                        <Trans>Retirar…</Trans>
                      </button>
                      <button
                        type="button"
                        className={buttonStyles.secondary}
                        aria-label={t`Descartar las denuncias: ${whatOf(item)}`}
                        onClick={() =>
                          onDecide({ kind: item.kind, id: item.id, what: whatOf(item), action: 'dismiss' })
                        }
                      >
                        <Trans>Descartar las denuncias…</Trans>
                      </button>
                    </div>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {list.data ? (
        <Pager page={page} maxPages={list.data.maxPages} onPage={setPage} label={t`Páginas de denuncias`} />
      ) : null}
    </section>
  )
}

function OpenReports({ count }: { count: number }) {
  if (!count) return null
  return (
    <span className="rounded bg-danger-strong px-2 text-sm font-bold text-white">
      <Plural value={count} one="# denuncia por revisar" other="# denuncias por revisar" />
    </span>
  )
}

function CommentsList({
  hash,
  onDecide,
  level,
}: {
  hash: string
  onDecide: (target: Target) => void
  level: HeadingLevel
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const headingId = useId()
  const [page, setPage] = useState(1)
  const list = useQuery({
    ...adminWorkgroupCommentsQueryOptions(api, hash, { page }),
    placeholderData: keepPreviousData,
  })
  const former = t`Antiguo miembro`
  const whatOf = (comment: ModeratedComment) =>
    t`Comentario de ${authorName(comment.author, former)}: «${comment.content}»`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <Heading level={level} id={headingId} className="text-lg font-bold">
        <Trans>Comentarios</Trans>
        {list.data ? <span className="font-normal text-muted"> ({list.data.total})</span> : null}
      </Heading>
      <ListState isError={list.isError} onRetry={() => void list.refetch()}>
        {list.data && list.data.items.length === 0 ? (
          <p className="text-muted">
            <Trans>El grupo no tiene comentarios.</Trans>
          </p>
        ) : (
          <ul aria-busy={list.isFetching} className="flex flex-col divide-y divide-secondary">
            {list.data?.items.map((comment) => (
              <li key={comment.hash} className="flex flex-col gap-2 py-3">
                <p className="flex flex-wrap items-baseline gap-x-3">
                  <span className="font-bold">{authorName(comment.author, former)}</span>
                  <time dateTime={comment.created_at} className="text-sm text-muted">
                    {i18n.date(comment.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                  {comment.parent ? (
                    <span className="text-sm text-muted">
                      <Trans>respuesta</Trans>
                    </span>
                  ) : null}
                  <OpenReports count={comment.open_reports} />
                </p>
                <p className="whitespace-pre-line break-words">{comment.content}</p>
                {comment.file ? (
                  <p className="text-sm">
                    <Trans>Archivo: {comment.file.name}</Trans>
                  </p>
                ) : null}
                <button
                  type="button"
                  className={`${buttonStyles.secondary} self-start`}
                  aria-label={t`Retirar: ${whatOf(comment)}`}
                  onClick={() =>
                    onDecide({ kind: 'comment', id: comment.hash, what: whatOf(comment), action: 'remove' })
                  }
                >
                  <Trans>Retirar…</Trans>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {list.data ? (
        <Pager page={page} maxPages={list.data.maxPages} onPage={setPage} label={t`Páginas de comentarios`} />
      ) : null}
    </section>
  )
}

function FilesList({
  hash,
  onDecide,
  level,
}: {
  hash: string
  onDecide: (target: Target) => void
  level: HeadingLevel
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const headingId = useId()
  const [page, setPage] = useState(1)
  const list = useQuery({
    ...adminWorkgroupFilesQueryOptions(api, hash, { page }),
    placeholderData: keepPreviousData,
  })
  const former = t`Antiguo miembro`
  const size = (bytes: number) =>
    i18n.number(bytes / 1024 / 1024, { maximumFractionDigits: 1, minimumFractionDigits: 1 })
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <Heading level={level} id={headingId} className="text-lg font-bold">
        <Trans>Archivos</Trans>
        {list.data ? <span className="font-normal text-muted"> ({list.data.total})</span> : null}
      </Heading>
      <ListState isError={list.isError} onRetry={() => void list.refetch()}>
        {list.data && list.data.items.length === 0 ? (
          <p className="text-muted">
            <Trans>El grupo no tiene archivos.</Trans>
          </p>
        ) : (
          <ul aria-busy={list.isFetching} className="flex flex-col divide-y divide-secondary">
            {list.data?.items.map((file: ModeratedFile) => (
              <li
                key={file.hash}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="flex flex-wrap items-baseline gap-x-3">
                    <span className="break-all font-bold">{file.name}</span>
                    <span className="text-sm text-muted">{size(file.size)} MB</span>
                    <OpenReports count={file.open_reports} />
                  </p>
                  <p className="text-sm text-muted">
                    {authorName(file.author, former)} ·{' '}
                    <time dateTime={file.created_at}>
                      {i18n.date(file.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </p>
                </div>
                <button
                  type="button"
                  className={`${buttonStyles.secondary} self-start`}
                  aria-label={t`Retirar el archivo ${file.name}`}
                  onClick={() => onDecide({ kind: 'file', id: file.hash, what: file.name, action: 'remove' })}
                >
                  <Trans>Retirar…</Trans>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {list.data ? (
        <Pager page={page} maxPages={list.data.maxPages} onPage={setPage} label={t`Páginas de archivos`} />
      ) : null}
    </section>
  )
}
