import { isApiError } from '@egresa/api-client/errors'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

// Toasts load with their library when the page is idle or on first use, so the first page does not pay
// for them. A toast waits until the toaster is on the page (sonner shows only toasts made after it mounts).
const toaster = () => import('../toaster')
let markMounted: () => void = () => undefined
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve
})
const mountRequests = new Set<() => void>()

/** For the Toasts component: called when a toast wants the toaster now. */
export function onToasterWanted(listener: () => void): () => void {
  mountRequests.add(listener)
  return () => mountRequests.delete(listener)
}

/** For the Toasts component: the toaster listens from now on. */
export function toasterMounted(): void {
  markMounted()
}

async function show(action: (m: Awaited<ReturnType<typeof toaster>>) => void) {
  for (const listener of mountRequests) listener()
  try {
    const [module] = await Promise.all([toaster(), mounted])
    action(module)
  } catch {
    // The toaster could not be fetched (frame.tsx): the page goes on without its toast.
  }
}

export function notifySuccess(message: string): void {
  void show((m) => m.notifySuccess(message))
}

/**
 * What a person reads about a failed call, in the page's language: the server's message when the API
 * answered with its own error body (in the request's language); for a server failure (5xx) a generic message
 * of ours; for an answer that is not the API's (a proxy's "Bad Request") or a lost connection, ours too.
 */
export function errorText(error: unknown): string {
  if (!isApiError(error)) {
    return i18n._(msg`No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.`)
  }
  if (error.status >= 500) {
    return i18n._(
      msg`Ha habido un error en el servidor y no se ha podido completar. Inténtalo de nuevo en unos minutos.`,
    )
  }
  if (error.localized && error.message) return error.message
  return i18n._(msg`No se ha podido completar. Inténtalo de nuevo.`)
}

/** Shows `message` in an error toast. */
export function notifyErrorText(message: string): void {
  void show((m) => m.notifyError(message))
}

/**
 * Shows what went wrong in a toast (`errorText`): nothing when the status policy already showed a page
 * (spec: a message only when the code is an integer).
 */
export function notifyError(error: unknown): void {
  if (isApiError(error) && (error.handled || !Number.isInteger(error.status))) return
  notifyErrorText(errorText(error))
}
