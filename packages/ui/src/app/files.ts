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
