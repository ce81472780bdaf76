import { unreadCountQueryOptions } from '@egresa/api-client/conversations'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '../link'
import { useApi } from './api'
import { useLiveEvents } from './live-events'
import { useSignedInUser } from './site-frame'

/**
 * The header's link to the inbox with the unread count («Mensajes, 3 sin leer»), kept current by the page's
 * live events, whose one stream per tab it opens. Nothing for a guest.
 */
export function UnreadMessagesLink({ href }: { href: string }) {
  const api = useApi()
  const { t } = useLingui()
  const user = useSignedInUser()
  useLiveEvents()
  const { data } = useQuery({ ...unreadCountQueryOptions(api), enabled: Boolean(user) })
  if (!user) return null
  const unread = data?.unread ?? 0
  const label = unread > 0 ? t`Mensajes, ${unread} sin leer` : t`Mensajes`
  // The name is one sentence for screen readers; what the eye reads (the word, the number) is hidden from them.
  return (
    <Link
      href={href}
      className="relative flex items-center gap-1 rounded px-2 py-2 text-sm font-bold text-primary underline-offset-4 hover:underline"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 5h16v11H8l-4 4z" strokeLinejoin="round" />
      </svg>
      <span aria-hidden="true" className="hidden sm:inline">
        <Trans>Mensajes</Trans>
      </span>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="min-w-5 rounded-full bg-danger-strong px-1.5 text-center text-xs leading-5 text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
      <span className="sr-only">{label}</span>
    </Link>
  )
}
