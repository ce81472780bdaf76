import { conversationsQueryOptions } from '@egresa/api-client/conversations'
import type { ConversationSummary } from '@egresa/api-contract/conversations'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { FilterBar, TextFilter } from '../filter-bar'
import { Link } from '../link'
import { ListResults } from '../list-results'
import { useApi } from './api'
import { Avatar } from './avatar'
import { formatWhen } from './workgroup'

/** The other side's name, or «Antiguo miembro» once they erased their account. */
export function useConversationName(): (person: ConversationSummary['person']) => string {
  const { t } = useLingui()
  return (person) => person?.name ?? t`Antiguo miembro`
}

export type ConversationInboxProps = {
  /** The search by name, as the page's URL holds it. */
  text: string | undefined
  page: number
  /** A new search (the page puts it in its URL, on page 1). */
  onTextChange: (text: string | undefined) => void
  /** The address of a page of the inbox (with the search). */
  pageHref: (page: number) => string
  /** The address of a conversation's page. */
  conversationHref: (hash: string) => string
  /** What an empty inbox says: where this app's people start a conversation (a member's, by default). */
  empty?: ReactNode
}

/**
 * A person's inbox, as every app shows it: the search by name, then the conversations with the newest message
 * first, each with the other side, the start of the last message, when, and how many wait unread; pages of
 * 20. The texts are plain text.
 */
export function ConversationInbox({
  text,
  page,
  onTextChange,
  pageHref,
  conversationHref,
  empty,
}: ConversationInboxProps) {
  const { t } = useLingui()
  const api = useApi()
  const list = useQuery({
    ...conversationsQueryOptions(api, { page, text }),
    placeholderData: keepPreviousData,
  })
  return (
    <div className="flex flex-col gap-6">
      <FilterBar
        label={t`Buscar conversaciones`}
        active={Boolean(text)}
        onClear={() => onTextChange(undefined)}
      >
        <TextFilter
          label={t({ message: 'Nombre', context: 'la otra persona de una conversación' })}
          value={text}
          onChange={onTextChange}
          className="sm:col-span-2"
        />
      </FilterBar>
      <ListResults
        list={list}
        id="conversations-results"
        error={<Trans>No se han podido cargar tus conversaciones.</Trans>}
        filtered={Boolean(text)}
        onClearFilters={() => onTextChange(undefined)}
        empty={
          <p className="text-lg">
            {empty ?? (
              <Trans>
                Todavía no tienes conversaciones. Escribe a alguien desde su página del directorio o de un
                grupo.
              </Trans>
            )}
          </p>
        }
        skeletons={<InboxSkeletons />}
        itemKey={(c) => c.hash}
        item={(c) => <InboxItem conversation={c} href={conversationHref(c.hash)} />}
        page={page}
        hrefFor={pageHref}
        pagesLabel={t`Páginas de conversaciones`}
        columns="grid-cols-1"
      />
    </div>
  )
}

function InboxItem({ conversation: c, href }: { conversation: ConversationSummary; href: string }) {
  const { i18n } = useLingui()
  const name = useConversationName()(c.person)
  const [first = '', ...rest] = name.split(' ')
  return (
    <article
      className={`relative flex gap-4 rounded-lg border p-4 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary hover:bg-surface ${c.unread > 0 ? 'border-primary bg-white' : 'border-secondary bg-white'}`}
    >
      <Avatar src={c.person?.avatar ?? null} name={first} surname={rest.join(' ')} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className={`break-words text-lg ${c.unread > 0 ? 'font-bold' : 'font-semibold'}`}>
            <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
              {name}
            </Link>
          </h3>
          {c.last_message_at ? (
            <time dateTime={c.last_message_at} className="text-sm text-muted">
              {formatWhen(c.last_message_at, i18n.locale)}
            </time>
          ) : null}
        </div>
        <p className="truncate text-muted">
          {c.last_message_mine ? (
            <span className="font-bold">
              <Trans>Tú:</Trans>{' '}
            </span>
          ) : null}
          {c.last_message ? (
            c.last_message
          ) : (
            <em>
              <Trans>Mensaje retirado</Trans>
            </em>
          )}
        </p>
      </div>
      {c.unread > 0 ? (
        <p className="shrink-0 self-center">
          <span className="rounded-full bg-primary px-2 py-0.5 text-sm font-bold text-white">
            <Plural value={c.unread} one="# sin leer" other="# sin leer" />
          </span>
        </p>
      ) : null}
    </article>
  )
}

function InboxSkeletons() {
  return Array.from({ length: 4 }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={i} aria-hidden="true" className="flex gap-4 rounded-lg border border-secondary p-4">
      <span className="size-10 shrink-0 animate-pulse rounded-full bg-surface" />
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-5 w-1/3 animate-pulse rounded bg-surface" />
        <span className="h-4 w-2/3 animate-pulse rounded bg-surface" />
      </span>
    </li>
  ))
}
