import { reportedMessagesQueryOptions, resolveMessageReport } from '@egresa/api-client/conversations'
import type {
  ConversationPerson,
  ConversationReportReason,
  ReportedMessage,
} from '@egresa/api-contract/conversations'
import type { ReportedMessagesQuery } from '@egresa/api-contract/conversations-search'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { FilterBar, SelectFilter } from '@egresa/ui/filter-bar'
import { ListResults } from '@egresa/ui/list-results'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ActionConfirmDialog, useOfficeAction } from '../../lib/action-dialogs'

// The office's queue of reported private messages (docs/conversations.md, "Reports"): each report with the
// message, who wrote it, who reported it, why and when, and the two decisions after a yes: dismiss the report
// (the message stays) or remove the message (emptied for both sides, its file deleted). A message's body is
// plain text and is only ever rendered as text.

export type MessageReportsSearch = ReportedMessagesQuery
export type MessageReportsFilters = Pick<MessageReportsSearch, 'status'>

type Decision = { report: ReportedMessage; action: 'dismiss' | 'remove' }

/**
 * `/{locale}/conversations/reports`: reported messages, open ones (the queue) unless the filter asks for
 * resolved.
 */
export function MessageReportsPage({
  search,
  onFilter,
}: {
  search: MessageReportsSearch
  onFilter: (changes: Partial<MessageReportsFilters>) => void
}) {
  const { t } = useLingui()
  const title = t`Mensajes denunciados`
  usePageTitle(title)
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const listId = useId()
  const act = useOfficeAction()
  const [decision, setDecision] = useState<Decision | null>(null)
  const list = useQuery({ ...reportedMessagesQueryOptions(api, search), placeholderData: keepPreviousData })
  const filtered = search.status === 'RESOLVED'
  const clear = () => onFilter({ status: undefined })

  const decide = async () => {
    if (!decision) return
    const { report, action } = decision
    await act(
      () => resolveMessageReport(api, report.hash, { action }),
      action === 'remove' ? t`Mensaje retirado.` : t`Denuncia descartada.`,
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-muted">
          <Trans>
            Los mensajes privados que alguien ha denunciado, los más antiguos primero. Al descartar la
            denuncia, el mensaje se queda; al retirarlo, desaparece para las dos personas junto con su
            archivo.
          </Trans>
        </p>
      </header>

      <FilterBar label={t`Filtrar las denuncias`} active={filtered} onClear={clear}>
        <SelectFilter
          label={t`Estado`}
          allLabel={t`Por revisar`}
          options={[{ value: 'RESOLVED', label: t`Resueltas` }]}
          value={search.status === 'OPEN' ? undefined : search.status}
          onChange={(status) => onFilter({ status: status as MessageReportsFilters['status'] })}
        />
      </FilterBar>

      <ListResults<ReportedMessage>
        list={list}
        id={listId}
        error={<Trans>No se han podido cargar las denuncias.</Trans>}
        filtered={filtered}
        onClearFilters={clear}
        empty={<Trans>No hay mensajes denunciados por revisar.</Trans>}
        skeletons={null}
        itemKey={(report) => report.hash}
        item={(report) => <ReportItem report={report} onDecide={setDecision} />}
        page={search.page}
        hrefFor={(page) =>
          href({ to: '/$locale/conversations/reports', params: { locale }, search: { ...search, page } })
        }
        pagesLabel={t`Páginas de denuncias`}
        columns=""
      />

      <ActionConfirmDialog
        isOpen={decision !== null}
        onClose={() => setDecision(null)}
        title={
          decision?.action === 'remove' ? (
            <Trans>¿Retirar este mensaje?</Trans>
          ) : (
            <Trans>¿Descartar la denuncia?</Trans>
          )
        }
        message={
          decision ? (
            <>
              <blockquote className="whitespace-pre-line break-words border-l-4 border-secondary pl-3">
                {decision.report.message.body}
              </blockquote>
              <p>
                {decision.action === 'remove' ? (
                  <Trans>
                    El mensaje desaparece para las dos personas y se borra su archivo. Las demás denuncias del
                    mensaje se dan por resueltas.
                  </Trans>
                ) : (
                  <Trans>
                    El mensaje se queda como está. La decisión queda en el registro de la oficina.
                  </Trans>
                )}
              </p>
            </>
          ) : null
        }
        confirmLabel={
          decision?.action === 'remove' ? (
            <Trans>Retirar el mensaje</Trans>
          ) : (
            <Trans>Descartar la denuncia</Trans>
          )
        }
        danger={decision?.action === 'remove'}
        onConfirm={decide}
      />
    </div>
  )
}

function usePersonName() {
  const { t } = useLingui()
  const kinds: Record<ConversationPerson['kind'], string | null> = {
    member: null,
    company: t`empresa`,
    office: t`oficina`,
  }
  return (person: ConversationPerson | null) => {
    if (!person) return t`Antiguo miembro`
    const kind = kinds[person.kind]
    return kind ? `${person.name} (${kind})` : person.name
  }
}

/** One report: the message as text, its sender and reporter, the reason and note, the dates, the decision. */
function ReportItem({
  report,
  onDecide,
}: {
  report: ReportedMessage
  onDecide: (decision: Decision) => void
}) {
  const { t, i18n } = useLingui()
  const nameOf = usePersonName()
  const reasons: Record<ConversationReportReason, string> = {
    spam: t`Publicidad o spam`,
    offensive: t`Ofensivo o irrespetuoso`,
    personal_data: t`Datos personales`,
    other: t`Otro motivo`,
  }
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' })
  const sender = nameOf(report.sender)
  const reporter = nameOf(report.reporter)
  const what = t`Mensaje de ${sender}`
  return (
    <article
      aria-label={what}
      className="flex flex-col gap-3 rounded-lg border border-secondary bg-white p-4"
    >
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">
            <Trans>Escrito por</Trans>
          </dt>
          <dd className="font-bold">{sender}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">
            <Trans>Denunciado por</Trans>
          </dt>
          <dd className="font-bold">{reporter}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">
            <Trans>Enviado el</Trans>
          </dt>
          <dd>
            <time dateTime={report.message.created_at}>{date(report.message.created_at)}</time>
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">
            <Trans>Denunciado el</Trans>
          </dt>
          <dd>
            <time dateTime={report.created_at}>{date(report.created_at)}</time>
          </dd>
        </div>
      </dl>
      {report.message.removed ? (
        <p className="italic text-muted">
          <Trans>Este mensaje ya se retiró.</Trans>
        </p>
      ) : (
        // Plain text, never HTML: React writes it as text, and the line breaks stay.
        <blockquote className="whitespace-pre-line break-words border-l-4 border-secondary pl-3">
          {report.message.body}
        </blockquote>
      )}
      {report.message.file && !report.message.removed ? (
        <p className="text-sm">
          <Trans>Archivo adjunto: {report.message.file}</Trans>
        </p>
      ) : null}
      <p>
        <span className="font-bold">
          <Trans>Motivo:</Trans>
        </span>{' '}
        {reasons[report.reason]}
      </p>
      {report.note ? (
        <p className="whitespace-pre-line break-words">
          <span className="font-bold">
            <Trans>Nota de quien lo denuncia:</Trans>
          </span>{' '}
          «{report.note}»
        </p>
      ) : null}
      {report.status === 'RESOLVED' ? (
        <p className="text-sm">
          {report.resolution === 'removed' ? (
            <Trans>Mensaje retirado el {report.decided_at ? date(report.decided_at) : '—'}</Trans>
          ) : (
            <Trans>Denuncia descartada el {report.decided_at ? date(report.decided_at) : '—'}</Trans>
          )}
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {report.message.removed ? null : (
            <button
              type="button"
              className={buttonStyles.danger}
              aria-label={t`Retirar el mensaje de ${sender}`}
              onClick={() => onDecide({ report, action: 'remove' })}
            >
              <Trans>Retirar el mensaje…</Trans>
            </button>
          )}
          <button
            type="button"
            className={buttonStyles.secondary}
            aria-label={t`Descartar la denuncia del mensaje de ${sender}`}
            onClick={() => onDecide({ report, action: 'dismiss' })}
          >
            <Trans>Descartar la denuncia…</Trans>
          </button>
        </div>
      )}
    </article>
  )
}
