import { meQueryOptions } from '@egresa/api-client/auth'
import { createApiClient } from '@egresa/api-client/client'
import { conversationsQueryKey, unreadQueryKey } from '@egresa/api-client/conversations'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { linkifyText } from './conversation-view'
import { useLiveEvents } from './live-events'
import { type RunningShell, ShellProvider } from './shell'

// The live events' hook with a stand-in EventSource (jsdom has none): one stream while signed in, what each
// event refreshes, and the stream closed on sign-out. And the split of a message's text into links.

class FakeEventSource {
  static all: FakeEventSource[] = []
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  onmessage: ((message: MessageEvent<string>) => void) | null = null
  closed = false
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.all.push(this)
  }
  close() {
    this.closed = true
  }
  emit(data: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent<string>))
  }
}

const api = createApiClient({ baseUrl: 'http://api.test', apiKey: 'k', locale: () => 'es' })
const shell = { api } as unknown as RunningShell

function Live() {
  useLiveEvents()
  return null
}

let queryClient: QueryClient
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <ShellProvider shell={shell}>{children}</ShellProvider>
  </QueryClientProvider>
)
const key = (...rest: string[]) => [...conversationsQueryKey, ...rest]
const invalidated = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated

beforeEach(() => {
  FakeEventSource.all = []
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource
  queryClient = new QueryClient()
  queryClient.setQueryData(meQueryOptions(api).queryKey, { hash: 'u1' } as never)
  for (const k of [
    key('list', 'a'),
    key('conversation', 'c1'),
    key('messages', 'c1', 'pages'),
    key('conversation', 'c2'),
  ])
    queryClient.setQueryData(k, {})
  queryClient.setQueryData(unreadQueryKey, { unread: 1, conversations: 1 })
})
afterEach(() => {
  // @ts-expect-error: jsdom has none; the stand-in goes
  delete globalThis.EventSource
})

describe('useLiveEvents', () => {
  it('opens one stream on /api/live with the session cookies', () => {
    render(<Live />, { wrapper })
    expect(FakeEventSource.all.map((s) => [s.url, s.init?.withCredentials])).toEqual([
      ['http://api.test/api/live', true],
    ])
  })

  it('refreshes the inbox and that conversation on `conversation`, and sets the count on `unread`', () => {
    render(<Live />, { wrapper })
    const stream = FakeEventSource.all[0] as FakeEventSource
    stream.emit({ type: 'unread', total: 4 })
    expect(queryClient.getQueryData(unreadQueryKey)).toEqual({ unread: 4, conversations: 1 })
    stream.emit({ type: 'conversation', conversation: 'c1' })
    expect(invalidated(key('list', 'a'))).toBe(true)
    expect(invalidated(key('conversation', 'c1'))).toBe(true)
    expect(invalidated(key('messages', 'c1', 'pages'))).toBe(true)
    expect(invalidated(key('conversation', 'c2'))).toBe(false)
    stream.emit({ type: 'something-new' })
    expect(invalidated(key('conversation', 'c2'))).toBe(false)
    stream.emit({ type: 'resync' })
    expect(invalidated(key('conversation', 'c2'))).toBe(true)
  })

  it('closes the stream on sign-out, and opens none for a guest', () => {
    const page = render(<Live />, { wrapper })
    // Signing out removes the session's queries, and the app moves on to the next page.
    act(() => queryClient.removeQueries({ queryKey: meQueryOptions(api).queryKey }))
    page.rerender(<Live />)
    expect(FakeEventSource.all.map((s) => s.closed)).toEqual([true])
    page.unmount()
    render(<Live />, { wrapper })
    expect(FakeEventSource.all).toHaveLength(1)
  })
})

describe('linkifyText', () => {
  it('makes links of web addresses only, without the sentence’s punctuation', () => {
    expect(linkifyText('Mira https://example.org/a?b=1. Y javascript:alert(1) <b>no</b>')).toEqual([
      { text: 'Mira ' },
      { href: 'https://example.org/a?b=1' },
      { text: '. Y javascript:alert(1) <b>no</b>' },
    ])
  })
})
