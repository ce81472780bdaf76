import { loadCatalogSections } from '@egresa/i18n/activate'
import type { AnyRouter } from '@tanstack/react-router'
import { catalogSectionsOf } from './router'

/** How long a link in view may wait for the browser to be idle before its page's code is fetched (ms). */
export const PREFETCH_IDLE_TIMEOUT = 2_000

type Connection = { saveData?: boolean; effectiveType?: string }

/** The person asked to save data, or the connection is 2G: fetching pages nobody asked for would hurt. */
export function sparesData(connection: Connection | undefined): boolean {
  return (
    connection?.saveData === true ||
    connection?.effectiveType === 'slow-2g' ||
    connection?.effectiveType === '2g'
  )
}

function currentConnection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection
}

/**
 * The address of an app page a link leads to (path and search), or null when it leads elsewhere: another
 * site, another window, a download, a mail address.
 */
function pageAddress(link: HTMLAnchorElement): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  let url: URL
  try {
    url = new URL(link.href)
  } catch {
    return null
  }
  if (url.origin !== window.location.origin) return null
  return url.pathname + url.search
}

/**
 * Loads the code of every route the address matches, through the router's URL rewrite (an address as people
 * see it, `/es/empleo`, is the route `/$locale/jobs`), and the catalog sections of their features. Only code:
 * loaders run when the person shows intent.
 */
function prefetchRouteCode(router: AnyRouter, address: string): void {
  const url = new URL(address, window.location.origin)
  const location = router.parseLocation({
    href: url.pathname + url.search,
    pathname: url.pathname,
    search: url.search,
    hash: '',
    state: { __TSR_index: 0 },
  })
  if (location.external) return
  const matches = router.matchRoutes(location)
  // An address the app has no page for (a file, an API path) is a 404: nothing worth loading.
  if (matches.some((match) => match._notFound)) return
  for (const match of matches) {
    const route = router.routesById[match.routeId]
    // A chunk that fails now is fetched again, and its error shown, when the person goes there.
    if (route) router.loadRouteChunk(route)?.catch(() => {})
  }
  // The texts of the features the page shows are part of its code (the same: fetched again if need be).
  const routes = matches.map((match) => router.routesById[match.routeId]?.options ?? {})
  loadCatalogSections(catalogSectionsOf(routes)).catch(() => {})
}

type Idle = { cancel: () => void }

/**
 * Runs `callback` once links have been in view for 2 s and then the browser is idle (or 2 s more have passed):
 * prefetching never competes with the page's own start-up, which is when a phone is busiest.
 */
function afterQuiet(callback: (deadline?: IdleDeadline) => void): Idle {
  let idleId: number | undefined
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT })
    } else callback()
  }, PREFETCH_IDLE_TIMEOUT)
  return {
    cancel: () => {
      window.clearTimeout(timer)
      if (idleId !== undefined) window.cancelIdleCallback(idleId)
    },
  }
}

/**
 * Spec section 9, link prefetch: once links have been in the viewport for 2 s and the browser is idle (at most
 * 2 s more), fetches the route code of the app's pages they lead to, each address once and a few per idle
 * period, so following a link does not wait for its code and the page never stalls for it. The router's `Link` and this package's `Link` are both plain `<a href>` in the document, which is
 * watched as pages render. Nothing happens on a save-data or 2G connection, or without IntersectionObserver.
 * Call it once on the client, after the router is made; returns the function that stops it.
 */
export function installLinkPrefetch(router: AnyRouter, root: ParentNode = document): () => void {
  if (typeof window === 'undefined' || typeof window.IntersectionObserver !== 'function') return () => {}
  if (sparesData(currentConnection())) return () => {}

  const done = new Set<string>()
  const inView = new Set<HTMLAnchorElement>()
  let idle: Idle | null = null

  const flush = (deadline?: IdleDeadline) => {
    idle = null
    // The page being shown has its own code to load first.
    if (router.state.status === 'pending' || router.state.isLoading) return schedule()
    if (sparesData(currentConnection())) return
    for (const link of inView) {
      // The idle period is over: the rest waits for the next one.
      if (deadline && !deadline.didTimeout && deadline.timeRemaining() < 5) return schedule()
      inView.delete(link)
      views.unobserve(link)
      const address = link.isConnected ? pageAddress(link) : null
      if (address === null || done.has(address)) continue
      done.add(address)
      prefetchRouteCode(router, address)
    }
  }
  const schedule = () => {
    idle ??= afterQuiet(flush)
  }

  const views = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const link = entry.target as HTMLAnchorElement
      if (!entry.isIntersecting) {
        inView.delete(link)
        continue
      }
      const address = pageAddress(link)
      if (address === null || done.has(address)) {
        views.unobserve(link)
        continue
      }
      inView.add(link)
      schedule()
    }
  })

  const watch = (node: Node) => {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) views.observe(node)
    if (node instanceof Element || node instanceof DocumentFragment || node instanceof Document) {
      for (const link of node.querySelectorAll<HTMLAnchorElement>('a[href]')) views.observe(link)
    }
  }
  const forget = (node: Node) => {
    if (!(node instanceof Element)) return
    const links = node instanceof HTMLAnchorElement ? [node] : node.querySelectorAll('a[href]')
    for (const link of links) {
      views.unobserve(link)
      inView.delete(link as HTMLAnchorElement)
    }
  }
  const changes = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') watch(record.target)
      for (const node of record.removedNodes) forget(node)
      for (const node of record.addedNodes) watch(node)
    }
  })
  changes.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] })
  watch(root as Node)

  return () => {
    changes.disconnect()
    views.disconnect()
    idle?.cancel()
    idle = null
    inView.clear()
  }
}
