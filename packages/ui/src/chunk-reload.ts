const flagKey = 'egresa:chunk-reload'
// After a reload that did not help (the chunk is still missing), show the error instead of looping.
const window_ms = 60_000

const online = () => (typeof navigator === 'undefined' ? undefined : navigator.onLine)

/** A failed dynamic import of a script or style chunk, typically after a new deployment. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  )
}

/**
 * Reloads the page once for a chunk load error of a page that failed to open (spec section 4; the router's
 * `RouteError`), never for a prefetch, whose error is dropped (the code is fetched again when the person goes
 * there). Offline it does nothing: the browser would show its own error page instead of this one. Returns
 * true when a reload was started, false when the error is something else, the browser is offline or a reload
 * was already tried a moment ago.
 */
export function reloadOnChunkError(
  error: unknown,
  reload: () => void = () => window.location.reload(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  now = Date.now(),
): boolean {
  if (!isChunkLoadError(error) || online() === false) return false
  const last = Number(storage.getItem(flagKey) ?? 0)
  if (now - last < window_ms) return false
  storage.setItem(flagKey, String(now))
  reload()
  return true
}
