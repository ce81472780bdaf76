import { conversationsQueryKey, unreadQueryKey } from '@egresa/api-client/conversations'
import { liveUrl, parseLiveEvent } from '@egresa/api-client/live'
import type { UnreadCount } from '@egresa/api-contract/conversations'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useApi } from './api'
import { useSignedInUser } from './site-frame'

/** How long a hidden tab keeps its stream: past it the stream closes, and opens again when the tab shows. */
export const LIVE_HIDDEN_CLOSE_MS = 5 * 60_000

/**
 * The signed-in person's live events (docs/live.md) while the page is open: one `EventSource` on `/api/live`
 * per tab (mount it once, in the header), which refreshes what the conversations' pages show. An event says
 * what changed, never the content: `conversation` reloads the inbox, the count and that conversation;
 * `unread` sets the header's count; `resync`, and the stream opening again after a break, reload all of it.
 * Closed for a guest, on sign-out, and after the tab stays hidden for `LIVE_HIDDEN_CLOSE_MS`.
 */
export function useLiveEvents(): void {
  const api = useApi()
  const queryClient = useQueryClient()
  const signedIn = Boolean(useSignedInUser())
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined
    let broken = false
    const reloadAll = () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey })
    const open = () => {
      if (source) return
      const stream = new EventSource(liveUrl(api), { withCredentials: true })
      stream.onopen = () => {
        // What happened during a break was not kept for this page.
        if (broken) reloadAll()
        broken = false
      }
      stream.onerror = () => {
        broken = true
      }
      stream.onmessage = (message: MessageEvent<string>) => {
        const event = parseLiveEvent(message.data)
        if (!event) return
        if (event.type === 'unread') {
          queryClient.setQueryData<UnreadCount>(unreadQueryKey, (old) =>
            old ? { ...old, unread: event.total } : old,
          )
        } else if (event.type === 'conversation') {
          void queryClient.invalidateQueries({ queryKey: [...conversationsQueryKey, 'list'] })
          void queryClient.invalidateQueries({ queryKey: unreadQueryKey })
          void queryClient.invalidateQueries({
            queryKey: [...conversationsQueryKey, 'conversation', event.conversation],
          })
          void queryClient.invalidateQueries({
            queryKey: [...conversationsQueryKey, 'messages', event.conversation],
          })
        } else reloadAll()
      }
      source = stream
    }
    const close = () => {
      source?.close()
      source = null
    }
    const onVisibility = () => {
      clearTimeout(hiddenTimer)
      if (document.visibilityState === 'hidden') {
        hiddenTimer = setTimeout(close, LIVE_HIDDEN_CLOSE_MS)
      } else if (!source) {
        open()
        reloadAll()
      }
    }
    open()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearTimeout(hiddenTimer)
      document.removeEventListener('visibilitychange', onVisibility)
      close()
    }
  }, [api, queryClient, signedIn])
}
