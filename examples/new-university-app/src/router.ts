import { useSyncExternalStore } from 'react'

// The smallest router that does the job: the address is the state. @egresa/ui's components take plain
// `href`s and call `navigate` through LinkRouterProvider, so any router (TanStack Router, React Router or
// this) fits.
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}
window.addEventListener('popstate', notify)

export function navigate(href: string, options: { replace?: boolean } = {}) {
  if (options.replace) window.history.replaceState(null, '', href)
  else window.history.pushState(null, '', href)
  window.scrollTo(0, 0)
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The address with its search, e.g. `/es/programmes?page=2`. */
export function useAddress(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname + window.location.search)
}
