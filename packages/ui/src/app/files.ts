import { useOptionalShell } from './shell'

/** The address of a file the API names by path (`/files/avatars/…`), wherever the API is. */
export function apiFileHref(baseUrl: string, path: string): string {
  return path.startsWith('/') ? `${baseUrl}${path}` : path
}

/** `apiFileHref` with the app's API address (this site's own origin outside the app, as in a unit test). */
export function useApiHref(): (path: string) => string {
  const baseUrl = useOptionalShell()?.api.baseUrl ?? ''
  return (path) => apiFileHref(baseUrl, path)
}

/** Saves a file fetched with the session headers (a CV, a data export), which a plain link cannot open. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser time to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
