import { useSyncExternalStore } from 'react'

// The error page the API client's status policy asked for (403, 500, 504), shown instead of the current page
// until the next navigation. Module state: one per app.
let status: number | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function showErrorPage(next: number): void {
  status = next
  emit()
}

export function clearErrorPage(): void {
  if (status === null) return
  status = null
  emit()
}

/** The status of the error page to show, or null. */
export function useErrorPageStatus(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => status,
    () => null,
  )
}
