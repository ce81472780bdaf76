import {
  deleteWorkgroupComment,
  downloadWorkgroupFile,
  getWorkgroupComments,
  likeWorkgroupComment,
  workgroupCommentsQueryOptions,
  workgroupsQueryKey,
} from '@egresa/api-client/workgroups'
import type { Workgroup, WorkgroupComment } from '@egresa/api-contract/workgroups'
import { useApi } from '@egresa/ui/app/api'
import { Avatar } from '@egresa/ui/app/avatar'
import { saveBlob } from '@egresa/ui/app/files'
import { notifySuccess } from '@egresa/ui/app/notify'
import { formatWhen } from '@egresa/ui/app/workgroup'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDeleteDialog } from '@egresa/ui/confirm-dialog'
import { Pagination } from '@egresa/ui/pagination'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useState } from 'react'
import { CommentForm } from './comment-form'
import { formatBytes } from './format'
import { commentsQuery } from './load-workgroup'
import { ReportButton } from './report-dialog'
import { useWorkgroupViewer } from './viewer'

const noop = () => undefined

/** Whether the viewer may write in the group: any alumni account in a public one, its members in a private one. */
export function useCanComment(group: Workgroup): boolean {
  const viewer = useWorkgroupViewer()
  if (!viewer.canComment || !group.can_read || group.status !== 'PUBLISHED') return false
  return group.type === 'PUBLIC' || group.membership?.status === 'ACCEPTED'
}

/**
 * Whether the viewer may report an item of the group to the office: an accepted member, about someone
 * else's comment or file (the server refuses the rest with a 403).
 */
export function useCanReport(group: Workgroup, author: WorkgroupComment['author']): boolean {
  const viewer = useWorkgroupViewer()
  if (!viewer.user || !viewer.canComment || group.status !== 'PUBLISHED') return false
  if (group.membership?.status !== 'ACCEPTED') return false
  return author?.hash !== viewer.user.hash
}

/** A comment's file: its name, size and the download (the file needs the session, so it is fetched). */
export function FileDownload({ slug, file }: { slug: string; file: NonNullable<WorkgroupComment['file']> }) {
  const api = useApi()
  const { i18n } = useLingui()
  const download = useMutation({
    mutationFn: () => downloadWorkgroupFile(api, slug, file.hash),
    onSuccess: (blob) => saveBlob(blob, file.name),
  })
  return (
    <button
      type="button"
      onClick={() => download.mutate()}
      disabled={download.isPending}
      className="inline-flex max-w-full items-center gap-2 self-start rounded border border-secondary px-3 py-1 text-left text-sm hover:border-primary"
    >
      <span aria-hidden="true">📎</span>
      <span className="sr-only">
        <Trans>Descargar</Trans>
      </span>
      <span className="truncate font-bold">{file.name}</span>
      <span className="shrink-0 text-muted">{formatBytes(file.size, i18n.locale)}</span>
    </button>
  )
}

/** One comment: its author, text, file, likes, replies and, for its author or an administrator, deleting it. */
export function CommentItem({
  group,
  comment,
  canWrite,
  isReply = false,
}: {
  group: Workgroup
  comment: WorkgroupComment
  /** The viewer may like and reply. */
  canWrite: boolean
  isReply?: boolean
}) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [replying, setReplying] = useState(false)
  const [showReplies, setShowReplies] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const author = comment.author
  const name = author ? `${author.name} ${author.surname}` : t`Antiguo miembro`
  const canReport = useCanReport(group, author)
  const like = useMutation({
    mutationFn: (liked: boolean) => likeWorkgroupComment(api, group.slug, comment.hash, liked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workgroupsQueryKey }),
  })
  const remove = useMutation({
    mutationFn: () => deleteWorkgroupComment(api, group.slug, comment.hash),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: workgroupsQueryKey })
      notifySuccess(t`Comentario eliminado`)
    },
  })
  // While the like travels, the button shows the state asked for.
  const liked = like.isPending && like.variables !== undefined ? like.variables : comment.liked
  const likes = comment.likes + (liked === comment.liked ? 0 : liked ? 1 : -1)
  const headingId = `comment-${comment.hash}`
  return (
    <article aria-labelledby={headingId} className="flex gap-3">
      {author ? (
        <Avatar src={author.avatar} name={author.name} surname={author.surname} size="sm" />
      ) : (
        <span aria-hidden="true" className="size-10 shrink-0 rounded-full bg-surface" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <header className="flex flex-wrap items-baseline gap-x-2">
          <h4 id={headingId} className="font-bold">
            {name}
          </h4>
          <time dateTime={comment.created_at} className="text-sm text-muted">
            {formatWhen(comment.created_at, i18n.locale)}
          </time>
        </header>
        <p className="whitespace-pre-line break-words">{comment.content}</p>
        {comment.file ? <FileDownload slug={group.slug} file={comment.file} /> : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {canWrite ? (
            <button
              type="button"
              aria-pressed={liked}
              disabled={like.isPending}
              onClick={() => like.mutate(!liked)}
              className="font-bold text-primary underline aria-pressed:no-underline"
              aria-label={t`Me gusta: comentario de ${name}`}
            >
              <span aria-hidden="true">{liked ? '♥ ' : '♡ '}</span>
              <Trans>Me gusta</Trans>
            </button>
          ) : null}
          <span className="text-muted">
            <Plural value={likes} one="# me gusta" other="# me gusta" />
          </span>
          {canWrite && !isReply ? (
            <button
              type="button"
              className="font-bold text-primary underline"
              aria-expanded={replying}
              onClick={() => setReplying((r) => !r)}
              aria-label={t`Responder a ${name}`}
            >
              <Trans>Responder</Trans>
            </button>
          ) : null}
          {comment.can_delete ? (
            <button
              type="button"
              className="font-bold text-danger-strong underline"
              onClick={() => setConfirming(true)}
              aria-label={t`Eliminar el comentario de ${name}`}
            >
              <Trans>Eliminar</Trans>
            </button>
          ) : null}
          {canReport ? (
            <ReportButton slug={group.slug} kind="comment" hash={comment.hash} name={name} />
          ) : null}
        </div>
        {replying ? (
          <CommentForm
            slug={group.slug}
            parent={comment}
            onCancel={() => setReplying(false)}
            onPosted={() => {
              setReplying(false)
              setShowReplies(true)
            }}
          />
        ) : null}
        {!isReply && comment.replies > 0 ? (
          <div className="flex flex-col gap-3">
            <button
              type="button"
              className="self-start text-sm font-bold text-primary underline"
              aria-expanded={showReplies}
              onClick={() => setShowReplies((s) => !s)}
            >
              {showReplies ? (
                <Trans>Ocultar las respuestas</Trans>
              ) : (
                <Plural value={comment.replies} one="Ver # respuesta" other="Ver # respuestas" />
              )}
            </button>
            {showReplies ? <Replies group={group} parent={comment} canWrite={canWrite} /> : null}
          </div>
        ) : null}
      </div>
      <ConfirmDeleteDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        isPending={remove.isPending}
        title={<Trans>¿Eliminar este comentario?</Trans>}
        message={
          <Trans>Se borrarán también sus respuestas y sus archivos. Esta acción no se puede deshacer.</Trans>
        }
        onConfirm={() => remove.mutateAsync().then(noop, noop)}
      />
    </article>
  )
}

/** The replies to a comment, oldest first, 6 at a time. */
function Replies({
  group,
  parent,
  canWrite,
}: {
  group: Workgroup
  parent: WorkgroupComment
  canWrite: boolean
}) {
  const api = useApi()
  const replies = useInfiniteQuery({
    queryKey: [...workgroupsQueryKey, 'comments', group.slug, 'replies', parent.hash],
    queryFn: ({ pageParam, signal }) =>
      getWorkgroupComments(api, group.slug, { parent: parent.hash, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length < last.maxPages ? all.length + 1 : undefined),
  })
  const items = replies.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <div className="flex flex-col gap-3 border-l-2 border-secondary pl-4">
      {replies.isPending ? (
        <p role="status" className="text-sm text-muted">
          <Trans>Cargando las respuestas…</Trans>
        </p>
      ) : null}
      <ul className="flex flex-col gap-4">
        {items.map((reply) => (
          <li key={reply.hash}>
            <CommentItem group={group} comment={reply} canWrite={canWrite} isReply />
          </li>
        ))}
      </ul>
      {replies.hasNextPage ? (
        <button
          type="button"
          className={`${buttonStyles.secondary} self-start`}
          disabled={replies.isFetchingNextPage}
          onClick={() => void replies.fetchNextPage()}
        >
          <Trans>Más respuestas</Trans>
        </button>
      ) : null}
    </div>
  )
}

/** The group's wall: the form to write, then its comments newest first, 6 a page. */
export function CommentWall({
  group,
  page,
  onlyFiles = false,
  onOnlyFiles,
  hrefFor,
}: {
  group: Workgroup
  page: number
  /** Only the comments with a file (replies included). */
  onlyFiles?: boolean
  onOnlyFiles?: (onlyFiles: boolean) => void
  hrefFor: (page: number) => string
}) {
  const api = useApi()
  const { t } = useLingui()
  const canWrite = useCanComment(group)
  const viewer = useWorkgroupViewer()
  const list = useQuery({
    ...workgroupCommentsQueryOptions(api, group.slug, commentsQuery(page, onlyFiles)),
    placeholderData: keepPreviousData,
    enabled: group.can_read,
  })
  return (
    <section aria-labelledby="group-comments" className="flex flex-col gap-6">
      <h2 id="group-comments" className="text-xl font-bold">
        <Trans>Conversación</Trans>
      </h2>
      {canWrite ? (
        <CommentForm slug={group.slug} />
      ) : viewer.user && viewer.canComment && group.type === 'PRIVATE' ? null : !viewer.user ? (
        <p className="text-muted">
          <Trans>Inicia sesión para participar en la conversación.</Trans>
        </p>
      ) : null}
      {onOnlyFiles ? (
        <label className="flex items-center gap-2 self-start">
          <input
            type="checkbox"
            className="size-5"
            checked={onlyFiles}
            onChange={(event) => onOnlyFiles(event.target.checked)}
          />
          <Trans>Solo los comentarios con archivos</Trans>
        </label>
      ) : null}
      {list.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded bg-surface px-4 py-3">
          <p>
            <Trans>No se han podido cargar los comentarios.</Trans>
          </p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void list.refetch()}>
            <Trans>Reintentar</Trans>
          </button>
        </div>
      ) : list.data && list.data.items.length === 0 ? (
        <p className="text-muted">
          {onlyFiles ? (
            <Trans>Ningún comentario tiene archivos.</Trans>
          ) : (
            <Trans>Aún no hay comentarios. ¡Empieza la conversación!</Trans>
          )}
        </p>
      ) : (
        <ul
          aria-busy={list.isFetching}
          className={`flex flex-col gap-6 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {list.data
            ? list.data.items.map((comment) => (
                <li key={comment.hash} className="border-b border-secondary pb-6 last:border-b-0">
                  <CommentItem group={group} comment={comment} canWrite={canWrite} />
                </li>
              ))
            : null}
        </ul>
      )}
      {list.data ? (
        <Pagination
          page={page}
          maxPages={list.data.maxPages}
          hrefFor={hrefFor}
          label={t`Páginas de comentarios`}
        />
      ) : null}
    </section>
  )
}
