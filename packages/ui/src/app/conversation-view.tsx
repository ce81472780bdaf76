import {
  blockPerson,
  conversationQueryOptions,
  conversationsQueryKey,
  downloadMessageFile,
  getMessages,
  markConversationRead,
  reportMessage,
  sendMessage,
  setReadReceipts,
  unblockPerson,
  unreadQueryKey,
} from '@egresa/api-client/conversations'
import { isApiError } from '@egresa/api-client/errors'
import {
  type Conversation,
  type ConversationPerson,
  type ConversationReportReason,
  conversationReportReasons,
  MESSAGE_MAX_LENGTH,
  type Message,
  MessageInput,
  REPORT_NOTE_MAX_LENGTH,
} from '@egresa/api-contract/conversations'
import { fieldMessage } from '@egresa/validators/issue-messages'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { buttonStyles } from '../button'
import { ConfirmDialog } from '../confirm-dialog'
import { FieldErrors, FormAlert, fieldAria, inputClass } from '../form-fields'
import { ReadyFieldset } from '../hydration'
import { Link } from '../link'
import { useLocalizedSchema } from '../localized-schema'
import { Modal } from '../modal'
import { useFormSubmit } from '../server-errors'
import { useApi } from './api'
import { Avatar } from './avatar'
import { useConversationName } from './conversation-inbox'
import {
  DocumentFileField,
  type DocumentFileLabels,
  documentFileSchema,
  useDocumentFileLabels,
} from './document-file'
import { saveBlob } from './files'
import { notifyError, notifySuccess } from './notify'
import { formatWhen } from './workgroup'

// One conversation as every app shows it (docs/conversations.md): the other side and what I may do about
// them (block, read receipts), the messages oldest to newest with the older ones on demand, reporting a
// message, and the composer. A message's body is plain text: it is rendered as text, and only the web
// addresses in it become links, to another tab, without the portal as referrer and without endorsement.

/** A web address in a text: `http(s)://` up to a space, without the sentence's closing punctuation. */
const urlPattern = /https?:\/\/[^\s<>"']+/g

/** A message's text split into text and web addresses (only http and https become links). */
export function linkifyText(text: string): ({ text: string } | { href: string })[] {
  const parts: ({ text: string } | { href: string })[] = []
  let last = 0
  for (const match of text.matchAll(urlPattern)) {
    let href = match[0]
    const trailing = /[.,;:!?)\]]+$/.exec(href)
    if (trailing) href = href.slice(0, -trailing[0].length)
    const start = match.index ?? 0
    if (start > last) parts.push({ text: text.slice(last, start) })
    parts.push({ href })
    last = start + href.length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}

/** A message's body as text, its web addresses as links that open another tab. */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {linkifyText(body).map((part, i) =>
        'href' in part ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline [overflow-wrap:anywhere]"
          >
            {part.href}
            <span className="sr-only">
              {' '}
              <Trans>(se abre en una pestaña nueva)</Trans>
            </span>
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  )
}

function fileSize(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  return bytes >= 1024 * 1024
    ? `${format.format(bytes / 1024 / 1024)} MB`
    : `${format.format(Math.max(1, Math.round(bytes / 1024)))} KB`
}

export type ConversationViewProps = {
  hash: string
  /** The inbox's address, for the way back. */
  inboxHref: string
  /** The other side's page in this app, when it has one (a member's profile); null: no link. */
  personHref?: (person: ConversationPerson) => string | null
  /** An offer's page in this app, for the offer a company's message is about; none: its title only. */
  offerHref?: (offerHash: string) => string
  /**
   * The offer every message of mine names (a company writes about an offer the person applied to): its hash,
   * or its hash and title, which the composer then shows («Sobre la oferta: …»).
   */
  offer?: ComposerOffer
  /** When given, said instead of the composer: why I cannot write here now (a company with no offer). */
  composerClosed?: ReactNode
  /** What the app adds under the header (an upgrade note). */
  children?: ReactNode
}

/** The offer a message will name: its hash, or its hash and title to show them. */
export type ComposerOffer = string | { hash: string; title: string } | null | undefined

/** A conversation's page: the other side, its actions, the messages and the composer. */
export function ConversationView({
  hash,
  inboxHref,
  personHref,
  offerHref,
  offer,
  composerClosed,
  children,
}: ConversationViewProps) {
  const api = useApi()
  const queryClient = useQueryClient()
  const { data: conversation } = useSuspenseQuery(conversationQueryOptions(api, hash))
  const nameOf = useConversationName()
  const name = nameOf(conversation.person)

  // Opening it, and a message arriving while it is open, marks it read.
  const unread = conversation.unread
  useEffect(() => {
    if (unread === 0) return
    let stale = false
    void markConversationRead(api, hash)
      .then(() => {
        if (stale) return
        void queryClient.invalidateQueries({ queryKey: unreadQueryKey })
        void queryClient.invalidateQueries({ queryKey: [...conversationsQueryKey, 'list'] })
        void queryClient.invalidateQueries({ queryKey: conversationQueryOptions(api, hash).queryKey })
      })
      .catch(() => undefined)
    return () => {
      stale = true
    }
  }, [api, hash, unread, queryClient])

  const href = conversation.person && personHref ? personHref(conversation.person) : null
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link href={inboxHref} className="underline">
          <span aria-hidden="true">‹ </span>
          <Trans>Mensajes</Trans>
        </Link>
      </p>
      <header className="flex flex-col gap-4 border-b border-secondary pb-4 md:flex-row md:items-center md:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <PersonAvatar person={conversation.person} name={name} />
          <h1 className="min-w-0 break-words text-2xl font-bold md:text-3xl">
            {href ? (
              <Link href={href} className="underline-offset-4 hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h1>
        </div>
        {conversation.person ? <ConversationActions conversation={conversation} name={name} /> : null}
      </header>
      {children}
      <MessageList conversation={conversation} name={name} offerHref={offerHref} />
      {conversation.person ? (
        conversation.blocked ? (
          <p role="status" className="rounded bg-surface px-4 py-3">
            <Trans>
              Has bloqueado a {name}: no puede escribirte. Desbloquéale para seguir la conversación.
            </Trans>
          </p>
        ) : composerClosed ? (
          <div className="rounded bg-surface px-4 py-3">{composerClosed}</div>
        ) : (
          <MessageComposer hash={hash} offer={offer} offerHref={offerHref} />
        )
      ) : (
        <p className="rounded bg-surface px-4 py-3">
          <Trans>Esta persona ya no es miembro del portal: no se le puede escribir.</Trans>
        </p>
      )}
    </div>
  )
}

function PersonAvatar({ person, name }: { person: ConversationPerson | null; name: string }) {
  const [first = '', ...rest] = name.split(' ')
  return <Avatar src={person?.avatar ?? null} name={first} surname={rest.join(' ')} size="sm" />
}

/** Block or unblock the other side (after asking), and my read receipts in this conversation. */
function ConversationActions({ conversation, name }: { conversation: Conversation; name: string }) {
  const api = useApi()
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const id = useId()
  const [asking, setAsking] = useState(false)
  const person = conversation.person?.hash ?? ''
  const refresh = () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey })
  const block = useMutation({
    mutationFn: () => (conversation.blocked ? unblockPerson(api, person) : blockPerson(api, person)),
    onSuccess: async () => {
      notifySuccess(conversation.blocked ? t`Has desbloqueado a ${name}` : t`Has bloqueado a ${name}`)
      await refresh()
    },
    onError: notifyError,
  })
  const receipts = useMutation({
    mutationFn: (on: boolean) => setReadReceipts(api, conversation.hash, on),
    onSuccess: (answer) => {
      queryClient.setQueryData(conversationQueryOptions(api, conversation.hash).queryKey, answer)
      notifySuccess(
        answer.read_receipts
          ? t`Confirmaciones de lectura activadas`
          : t`Confirmaciones de lectura desactivadas`,
      )
    },
    onError: notifyError,
  })
  return (
    <div className="flex flex-col gap-3 md:items-end">
      <div className="flex items-start gap-2">
        <input
          id={`${id}-receipts`}
          type="checkbox"
          role="switch"
          aria-checked={conversation.read_receipts}
          checked={conversation.read_receipts}
          disabled={receipts.isPending}
          onChange={(event) => receipts.mutate(event.target.checked)}
          aria-describedby={`${id}-receipts-hint`}
          className="mt-1 size-5 accent-primary"
        />
        <div className="flex max-w-sm flex-col">
          <label htmlFor={`${id}-receipts`} className="font-bold">
            <Trans>Confirmaciones de lectura</Trans>
          </label>
          <span id={`${id}-receipts-hint`} className="text-sm text-muted">
            <Trans>
              Si las activáis los dos, cada uno verá cuándo ha leído el otro sus mensajes. Están desactivadas
              si no las activas.
            </Trans>
          </span>
        </div>
      </div>
      <button
        type="button"
        className={conversation.blocked ? buttonStyles.secondary : buttonStyles.dangerSecondary}
        onClick={() => setAsking(true)}
      >
        {conversation.blocked ? <Trans>Desbloquear a {name}</Trans> : <Trans>Bloquear a {name}</Trans>}
      </button>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        isPending={block.isPending}
        variant={conversation.blocked ? 'primary' : 'danger'}
        title={
          conversation.blocked ? <Trans>¿Desbloquear a {name}?</Trans> : <Trans>¿Bloquear a {name}?</Trans>
        }
        message={
          conversation.blocked ? (
            <Trans>Podrá volver a escribirte.</Trans>
          ) : (
            <Trans>
              No podrá escribirte ni empezar una conversación contigo. No se le avisa; puedes desbloquearle
              cuando quieras.
            </Trans>
          )
        }
        confirmLabel={conversation.blocked ? <Trans>Desbloquear</Trans> : <Trans>Bloquear</Trans>}
        onConfirm={async () => {
          await block.mutateAsync().catch(() => undefined)
        }}
      />
    </div>
  )
}

/** The messages, oldest first, with the older ones loaded on demand; a live region for new ones. */
function MessageList({
  conversation,
  name,
  offerHref,
}: {
  conversation: Conversation
  name: string
  offerHref?: (offerHash: string) => string
}) {
  const api = useApi()
  const hash = conversation.hash
  const pages = useInfiniteQuery({
    queryKey: [...conversationsQueryKey, 'messages', hash, 'pages'],
    queryFn: ({ pageParam, signal }) => getMessages(api, hash, { page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length < last.maxPages ? all.length + 1 : undefined),
  })
  // Each page comes newest first, and a new message shifts the pages: one list, each message once.
  const messages = useMemo(() => {
    const seen = new Set<string>()
    const all: Message[] = []
    for (const page of pages.data?.pages ?? []) {
      for (const message of page.items) {
        if (seen.has(message.hash)) continue
        seen.add(message.hash)
        all.push(message)
      }
    }
    return all.sort((a, b) => a.created_at.localeCompare(b.created_at))
  }, [pages.data])
  const end = useRef<HTMLDivElement>(null)
  const newest = messages.at(-1)?.hash
  useEffect(() => {
    if (newest) end.current?.scrollIntoView?.({ block: 'nearest' })
  }, [newest])
  const [reporting, setReporting] = useState<Message | null>(null)
  const readAt = conversation.read_at
  const lastRead = readAt ? messages.filter((m) => m.mine && m.created_at <= readAt).at(-1)?.hash : undefined

  return (
    <section aria-labelledby="conversation-messages" className="flex flex-col gap-3">
      <h2 id="conversation-messages" className="sr-only">
        <Trans>Mensajes</Trans>
      </h2>
      {pages.hasNextPage ? (
        <button
          type="button"
          className={`${buttonStyles.secondary} self-center`}
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? <Trans>Cargando…</Trans> : <Trans>Ver mensajes anteriores</Trans>}
        </button>
      ) : null}
      {pages.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded bg-surface px-4 py-3">
          <p>
            <Trans>No se han podido cargar los mensajes.</Trans>
          </p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void pages.refetch()}>
            <Trans>Reintentar</Trans>
          </button>
        </div>
      ) : null}
      <div role="log" aria-live="polite" aria-relevant="additions" aria-busy={pages.isLoading}>
        {pages.isLoading ? (
          <p className="text-muted">
            <Trans>Cargando…</Trans>
          </p>
        ) : messages.length === 0 ? (
          <p className="text-muted">
            <Trans>Todavía no hay mensajes. Escribe el primero.</Trans>
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <li key={message.hash} className={`flex ${message.mine ? 'justify-end' : 'justify-start'}`}>
                <MessageBubble
                  message={message}
                  conversation={hash}
                  sender={name}
                  read={message.hash === lastRead}
                  offerHref={offerHref}
                  onReport={() => setReporting(message)}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
      <div ref={end} />
      <ReportDialog conversation={hash} message={reporting} onClose={() => setReporting(null)} />
    </section>
  )
}

function MessageBubble({
  message,
  conversation,
  sender,
  read,
  offerHref,
  onReport,
}: {
  message: Message
  conversation: string
  sender: string
  read: boolean
  offerHref?: (offerHash: string) => string
  onReport: () => void
}) {
  const api = useApi()
  const { i18n } = useLingui()
  const [downloading, setDownloading] = useState(false)
  const when = formatWhen(message.created_at, i18n.locale)
  return (
    <article
      className={`flex max-w-[90%] flex-col gap-2 rounded-lg px-4 py-3 md:max-w-[75%] ${message.mine ? 'border border-secondary bg-surface' : 'border border-secondary bg-white'}`}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-bold">{message.mine ? <Trans>Tú</Trans> : sender}</span>
        <time dateTime={message.created_at} className="text-muted">
          {when}
        </time>
      </p>
      {message.offer ? (
        <p className="text-sm">
          <Trans>Sobre la oferta:</Trans>{' '}
          {offerHref ? (
            <Link href={offerHref(message.offer.hash)} className="font-bold underline">
              {message.offer.title}
            </Link>
          ) : (
            <span className="font-bold">{message.offer.title}</span>
          )}
        </p>
      ) : null}
      {message.removed ? (
        <p className="italic text-muted">
          <Trans>La oficina de antiguos alumnos retiró este mensaje.</Trans>
        </p>
      ) : (
        <MessageText body={message.body} />
      )}
      {message.file && !message.removed ? (
        <p>
          <button
            type="button"
            className="text-left underline [overflow-wrap:anywhere]"
            disabled={downloading}
            onClick={async () => {
              const file = message.file
              if (!file) return
              setDownloading(true)
              try {
                saveBlob(await downloadMessageFile(api, conversation, message.hash), file.name)
              } catch (error) {
                notifyError(error)
              } finally {
                setDownloading(false)
              }
            }}
          >
            <span aria-hidden="true">📎 </span>
            <Trans>
              Descargar {message.file.name} ({fileSize(message.file.size, i18n.locale)})
            </Trans>
          </button>
        </p>
      ) : null}
      {read ? (
        <p className="self-end text-sm text-muted">
          <Trans>Leído</Trans>
        </p>
      ) : null}
      {!message.mine && !message.removed ? (
        <button type="button" className="self-start text-sm text-muted underline" onClick={onReport}>
          <Trans>
            Denunciar
            <span className="sr-only">
              {' '}
              el mensaje de {sender}, {when}
            </span>
          </Trans>
        </button>
      ) : null}
    </article>
  )
}

/** Reports a message to the alumni office: why (the contract's reasons) and an optional note. */
function ReportDialog({
  conversation,
  message,
  onClose,
}: {
  conversation: string
  message: Message | null
  onClose: () => void
}) {
  const api = useApi()
  const { t } = useLingui()
  const id = useId()
  const [reason, setReason] = useState<ConversationReportReason | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const labels: Record<ConversationReportReason, string> = {
    spam: t`Publicidad o spam`,
    offensive: t`Ofensivo o acosador`,
    personal_data: t`Expone datos personales`,
    other: t`Otro motivo`,
  }
  const report = useMutation({
    mutationFn: () =>
      reportMessage(api, conversation, message?.hash ?? '', {
        reason: reason ?? 'other',
        note: note.trim() || null,
      }),
    onSuccess: () => {
      notifySuccess(t`Gracias. La oficina de antiguos alumnos revisará el mensaje.`)
      close()
    },
    onError: notifyError,
  })
  const close = () => {
    setReason(null)
    setNote('')
    setError(null)
    onClose()
  }
  return (
    <Modal
      isOpen={message !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      size="md"
      title={<Trans>Denunciar el mensaje</Trans>}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={close}>
            <Trans>Cancelar</Trans>
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className={buttonStyles.danger}
            disabled={report.isPending}
          >
            <Trans>Enviar la denuncia</Trans>
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (!reason) {
            setError(t`Elige el motivo de la denuncia.`)
            return
          }
          report.mutate()
        }}
      >
        <p>
          <Trans>
            La oficina de antiguos alumnos leerá el mensaje y decidirá si lo retira. La otra persona no sabrá
            quién lo ha denunciado.
          </Trans>
        </p>
        <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="mb-1 font-bold">
            <Trans>Motivo</Trans>
          </legend>
          {conversationReportReasons.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value)
                  setError(null)
                }}
                className="size-4 accent-primary"
              />
              {labels[value]}
            </label>
          ))}
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-danger-strong">
              {error}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="font-bold">
            <Trans>Comentario para la oficina</Trans>{' '}
            <span className="font-normal text-muted">
              (<Trans>opcional</Trans>)
            </span>
          </label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={REPORT_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={inputClass}
          />
        </div>
      </form>
    </Modal>
  )
}

type ComposerLabels = DocumentFileLabels & { body: string }

/** What the server takes: the contract's text rule, and a file of its types and size (checked again on its bytes). */
function composerSchema(lang: string, labels: ComposerLabels) {
  return v.object({
    body: v.config(MessageInput.entries.body, { message: fieldMessage(lang, labels.body) }),
    file: documentFileSchema(labels),
  })
}
type ComposerValues = v.InferInput<ReturnType<typeof composerSchema>>
type ComposerOutput = v.InferOutput<ReturnType<typeof composerSchema>>
const composerFields = ['body', 'file'] as const

export type MessageComposerProps = {
  /** The conversation's hash. */
  hash: string
  /** The offer the message is about (a company's): with its title, said above the field. */
  offer?: ComposerOffer
  /** The offer's page in this app, to link its title. */
  offerHref?: (offerHash: string) => string
}

/**
 * Writes a message: the text (Enter sends it, Shift+Enter starts a new line, as its hint says) and an
 * optional file, checked before it goes. A refusal of the server (a block, the Premium rule, the daily limit)
 * stays in view above the form, and the text stays in the field.
 */
export function MessageComposer({ hash, offer, offerHref }: MessageComposerProps) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const fileLabels = useDocumentFileLabels()
  const offerHash = typeof offer === 'string' ? offer : (offer?.hash ?? null)
  const labels: ComposerLabels = { ...fileLabels, body: t`Tu mensaje` }
  const schema = useLocalizedSchema(composerSchema, labels)
  const form = useForm<ComposerValues, unknown, ComposerOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    defaultValues: { body: '', file: null },
  })
  const {
    register,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form
  const file = watch('file')
  const { submit, alert } = useFormSubmit(form, composerFields, async (values) => {
    setRefusal(null)
    try {
      await sendMessage(
        api,
        hash,
        { body: values.body, ...(offerHash ? { offer: offerHash } : {}) },
        values.file ?? undefined,
      )
    } catch (error) {
      // Who may write to whom, and the limits: the server's own words, kept in view.
      if (isApiError(error) && !error.handled && [403, 413, 429].includes(error.status) && error.localized) {
        if (error.status === 413) form.setError('file', { type: 'server', message: error.message })
        else setRefusal(error.message)
        return
      }
      throw error
    }
    form.reset({ body: '', file: null })
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...conversationsQueryKey, 'messages', hash] }),
      queryClient.invalidateQueries({ queryKey: [...conversationsQueryKey, 'list'] }),
    ])
  })
  const bodyId = `${id}-body`
  const fileId = `${id}-file`
  const body = register('body')
  const bodyAria = fieldAria(bodyId, errors.body, true)
  const offerTitled = offer && typeof offer === 'object' ? offer : null
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 border-t border-secondary pt-4"
    >
      <ReadyFieldset>
        <FormAlert messages={refusal ? [refusal, ...alert] : alert} />
        {offerTitled ? (
          <p id={`${bodyId}-offer`} className="text-sm">
            <Trans>Sobre la oferta:</Trans>{' '}
            {offerHref ? (
              <Link href={offerHref(offerTitled.hash)} className="font-bold underline">
                {offerTitled.title}
              </Link>
            ) : (
              <span className="font-bold">{offerTitled.title}</span>
            )}
          </p>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={bodyId} className="font-bold">
            {labels.body}
          </label>
          <textarea
            rows={3}
            className={inputClass}
            aria-required
            maxLength={MESSAGE_MAX_LENGTH}
            {...bodyAria}
            aria-describedby={
              offerTitled
                ? `${bodyId}-offer ${bodyAria['aria-describedby'] ?? ''}`.trim()
                : bodyAria['aria-describedby']
            }
            {...body}
            id={bodyId}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault()
                formRef.current?.requestSubmit()
              }
            }}
          />
          <p id={`${bodyId}-hint`} className="text-sm text-muted">
            <Trans>Intro envía el mensaje; Mayúsculas + Intro añade una línea nueva.</Trans>
          </p>
          <FieldErrors id={bodyId} error={errors.body} />
        </div>
        <DocumentFileField
          id={fileId}
          file={file}
          error={errors.file as never}
          onChange={(chosen) => setValue('file', chosen, { shouldValidate: true, shouldDirty: true })}
        />
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
            {isSubmitting ? <Trans>Enviando…</Trans> : <Trans>Enviar</Trans>}
          </button>
        </div>
      </ReadyFieldset>
    </form>
  )
}
