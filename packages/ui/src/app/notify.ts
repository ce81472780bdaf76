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
  const [module] = await Promise.all([toaster(), mounted])
  action(module)
}

export function notifySuccess(message: string): void {
  void show((m) => m.notifySuccess(message))
}

/**
 * Shows what went wrong in a toast: the server's message when it answered with an error code (spec: only
 * when the code is an integer), nothing when the status policy already showed a page.
 */
export function notifyError(error: unknown): void {
  if (isApiError(error)) {
    if (error.handled || !Number.isInteger(error.status)) return
    void show((m) => m.notifyError(error.message))
    return
  }
  const message = i18n._(
    msg`No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.`,
  )
  void show((m) => m.notifyError(message))
}
