import { blocksQueryOptions, conversationsQueryKey, unblockPerson } from '@egresa/api-client/conversations'
import type { BlockList } from '@egresa/api-contract/conversations'
import { useApi } from '@egresa/ui/app/api'
import { Avatar } from '@egresa/ui/app/avatar'
import { useConversationName } from '@egresa/ui/app/conversation-inbox'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDialog } from '@egresa/ui/confirm-dialog'
import { ListResults } from '@egresa/ui/list-results'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { formatDate } from '../../lib/format'

type Blocked = BlockList['items'][number]

/**
 * `/{locale}/user/conversations/blocked`: the people I blocked (they cannot write to me nor start a
 * conversation with me), each with «Desbloquear» after asking. The inbox links here.
 */
export function BlockedPage({ page, pageHref }: { page: number; pageHref: (page: number) => string }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  usePageTitle(t`Personas bloqueadas`)
  const list = useQuery({ ...blocksQueryOptions(api, { page }), placeholderData: keepPreviousData })
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to="/$locale/user/conversations" params={{ locale }} className="underline">
          <span aria-hidden="true">‹ </span>
          <Trans>Mensajes</Trans>
        </Link>
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Personas bloqueadas</Trans>
        </h1>
        <p className="max-w-prose">
          <Trans>
            No pueden escribirte ni empezar una conversación contigo, y no se les avisa. Si desbloqueas a
            alguien, podrá volver a escribirte.
          </Trans>
        </p>
      </div>
      <ListResults
        list={list}
        id="blocked-results"
        error={<Trans>No se ha podido cargar la lista de personas bloqueadas.</Trans>}
        empty={
          <p className="text-lg">
            <Trans>No has bloqueado a nadie.</Trans>
          </p>
        }
        skeletons={<BlockedSkeletons />}
        itemKey={(b) => b.person.hash}
        item={(b) => <BlockedItem blocked={b} />}
        page={page}
        hrefFor={pageHref}
        pagesLabel={t`Páginas de personas bloqueadas`}
        columns="grid-cols-1"
      />
    </div>
  )
}

function BlockedItem({ blocked }: { blocked: Blocked }) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const name = useConversationName()(blocked.person)
  const [first = '', ...rest] = name.split(' ')
  const unblock = useMutation({
    mutationFn: () => unblockPerson(api, blocked.person.hash),
    onSuccess: async () => {
      notifySuccess(t`Has desbloqueado a ${name}`)
      await queryClient.invalidateQueries({ queryKey: conversationsQueryKey })
    },
    onError: notifyError,
  })
  const since = formatDate(blocked.created_at, i18n.locale)
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-secondary bg-white p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Avatar src={blocked.person.avatar} name={first} surname={rest.join(' ')} size="sm" />
        <div className="flex min-w-0 flex-col">
          <h2 className="break-words text-lg font-semibold">
            {blocked.person.kind === 'member' ? (
              <Link
                to="/$locale/community/$hash"
                params={{ locale, hash: blocked.person.hash }}
                className="underline"
              >
                {name}
              </Link>
            ) : (
              name
            )}
          </h2>
          <p className="text-sm text-muted">
            <Trans>Desde el {since}</Trans>
          </p>
        </div>
      </div>
      <button type="button" className={buttonStyles.secondary} onClick={() => setAsking(true)}>
        <Trans>Desbloquear a {name}</Trans>
      </button>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        isPending={unblock.isPending}
        variant="primary"
        title={<Trans>¿Desbloquear a {name}?</Trans>}
        message={<Trans>Podrá volver a escribirte.</Trans>}
        confirmLabel={<Trans>Desbloquear</Trans>}
        onConfirm={async () => {
          await unblock.mutateAsync().catch(() => undefined)
        }}
      />
    </article>
  )
}

function BlockedSkeletons() {
  return Array.from({ length: 3 }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={i} aria-hidden="true" className="flex items-center gap-4 rounded-lg border border-secondary p-4">
      <span className="size-10 shrink-0 animate-pulse rounded-full bg-surface" />
      <span className="h-5 w-1/3 animate-pulse rounded bg-surface" />
    </li>
  ))
}
