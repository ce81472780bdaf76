/**
 * Work a request starts and does not wait for: its answer goes out at once, whatever the work finds. Used
 * where the answer's timing must not tell anything (password recovery: mailing a link to a known address
 * takes longer than finding none). The app waits for the work still running when it closes; tests wait for
 * it with `settled()` before they look at its effects.
 */
export type Background = {
  run: (task: () => Promise<unknown>, onError: (error: unknown) => void) => void
  /** Resolves once every task started so far has ended. */
  settled: () => Promise<void>
}

export function createBackground(): Background {
  const running = new Set<Promise<unknown>>()
  return {
    run(task, onError) {
      const promise: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch(onError)
        .finally(() => running.delete(promise))
      running.add(promise)
    },
    async settled() {
      while (running.size) await Promise.allSettled([...running])
    },
  }
}
