// Reads a server-sent event stream (GET /api/live) as a browser's EventSource would, for the tests of the live
// events. Only imported by *.test.ts files.

/** One block of the stream: its `data` (lines joined), the comments and the other fields it had. */
export type SseBlock = { data: string | null; comments: string[]; fields: Record<string, string> }

export type SseReader = {
  /** The next block, or null when the stream ends first; rejects after `ms` without one. */
  next: (ms?: number) => Promise<SseBlock | null>
  /** The next block with data (comments and `retry:` skipped), parsed as JSON. */
  nextEvent: (ms?: number) => Promise<unknown>
  /** Whether the stream ended (the server closed it) within `ms`. */
  ended: (ms?: number) => Promise<boolean>
  /** Stops reading, as a closed page does. */
  close: () => Promise<void>
}

export function readSse(response: Response): SseReader {
  if (!response.body) throw new Error('the answer has no body')
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let done = false
  let reading: Promise<void> | null = null

  const readMore = () => {
    reading ??= reader.read().then(
      ({ done: finished, value }) => {
        reading = null
        if (finished) done = true
        else buffer += decoder.decode(value, { stream: true })
      },
      () => {
        reading = null
        done = true
      },
    )
    return reading
  }

  const takeBlock = (): SseBlock | null => {
    const end = buffer.indexOf('\n\n')
    if (end < 0) return null
    const text = buffer.slice(0, end)
    buffer = buffer.slice(end + 2)
    const block: SseBlock = { data: null, comments: [], fields: {} }
    for (const line of text.split('\n')) {
      if (line.startsWith(':')) block.comments.push(line.slice(1).trim())
      else {
        const colon = line.indexOf(':')
        const name = colon < 0 ? line : line.slice(0, colon)
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (name === 'data') block.data = block.data === null ? value : `${block.data}\n${value}`
        else block.fields[name] = value
      }
    }
    return block
  }

  const next = async (ms = 5000): Promise<SseBlock | null> => {
    const until = Date.now() + ms
    for (;;) {
      const block = takeBlock()
      if (block) return block
      if (done) return null
      const left = until - Date.now()
      if (left <= 0) throw new Error(`no server-sent event in ${ms} ms`)
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), left)
      })
      const result = await Promise.race([readMore(), timeout])
      clearTimeout(timer)
      if (result === 'timeout') throw new Error(`no server-sent event in ${ms} ms`)
    }
  }

  return {
    next,
    async nextEvent(ms = 5000) {
      const until = Date.now() + ms
      for (;;) {
        const block = await next(Math.max(1, until - Date.now()))
        if (block === null) throw new Error('the stream ended')
        if (block.data !== null) return JSON.parse(block.data)
      }
    },
    async ended(ms = 5000) {
      const until = Date.now() + ms
      try {
        while ((await next(Math.max(1, until - Date.now()))) !== null) {}
        return true
      } catch {
        return false
      }
    },
    close: () => reader.cancel().catch(() => {}),
  }
}
