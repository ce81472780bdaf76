import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localizedRoutesRewrite } from './links'
import { installLinkPrefetch, PREFETCH_IDLE_TIMEOUT } from './prefetch'

// jsdom has neither IntersectionObserver nor requestIdleCallback: these stand in for the browser, driven by
// the test (a link comes into view, the browser becomes idle). The router, its URL rewrite and its lazy route
// components are the real ones.

class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = []
  readonly observed = new Set<Element>()
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this)
  }
  observe(element: Element) {
    this.observed.add(element)
  }
  unobserve(element: Element) {
    this.observed.delete(element)
  }
  disconnect() {
    this.observed.clear()
  }
}

/** The link scrolls into (or out of) the viewport. */
function setInView(link: Element, isIntersecting = true) {
  for (const observer of FakeIntersectionObserver.all) {
    if (observer.observed.has(link)) {
      const entry = { target: link, isIntersecting } as IntersectionObserverEntry
      observer.callback([entry], observer as unknown as IntersectionObserver)
    }
  }
}

type IdleRequest = { callback: IdleRequestCallback; timeout: number | undefined }
let idleRequests: IdleRequest[] = []

/** Links stay in view 2 s, then the browser becomes idle for `remaining` ms: runs the callbacks waiting. */
async function becomeIdle(remaining = 50) {
  await vi.advanceTimersByTimeAsync(PREFETCH_IDLE_TIMEOUT)
  const waiting = idleRequests
  idleRequests = []
  for (const { callback } of waiting) callback({ didTimeout: false, timeRemaining: () => remaining })
  // Lets the route components' imports settle.
  await vi.advanceTimersByTimeAsync(0)
}

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })
}

// Each page's code, as the router plugin splits it: the import records that the chunk was fetched.
let fetched: string[] = []
function page(name: string) {
  return lazyRouteComponent(() => {
    fetched.push(name)
    return Promise.resolve({ default: () => null })
  })
}

function makeRouter() {
  const root = createRootRoute()
  const locale = createRoute({ getParentRoute: () => root, path: '$locale' })
  const jobs = createRoute({ getParentRoute: () => locale, path: 'jobs', component: page('jobs') })
  const news = createRoute({ getParentRoute: () => locale, path: 'news', component: page('news') })
  return createRouter({
    routeTree: root.addChildren([locale.addChildren([jobs, news])]),
    history: createMemoryHistory({ initialEntries: ['/es'] }),
    rewrite: localizedRoutesRewrite,
  })
}

function addLink(href: string, attributes: Record<string, string> = {}) {
  const link = document.createElement('a')
  link.setAttribute('href', href)
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
  link.textContent = href
  document.body.append(link)
  return link
}

let stop: () => void = () => {}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  fetched = []
  idleRequests = []
  FakeIntersectionObserver.all = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    idleRequests.push({ callback, timeout: options?.timeout })
    return idleRequests.length
  })
  vi.stubGlobal('cancelIdleCallback', () => {})
  setConnection(undefined)
})

afterEach(() => {
  stop()
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  setConnection(undefined)
})

describe('installLinkPrefetch', () => {
  it('fetches the code of a page linked in view for 2 s once the browser is idle (at most 2 s more), through the localized address', async () => {
    const link = addLink('/es/empleo')
    stop = installLinkPrefetch(makeRouter())

    setInView(link)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(idleRequests).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(fetched).toEqual([])
    expect(idleRequests.map((r) => r.timeout)).toEqual([2_000])

    await becomeIdle()
    expect(fetched).toEqual(['jobs'])
  })

  it('fetches nothing for links not in view, or that left it before the browser was idle', async () => {
    addLink('/es/news')
    const passing = addLink('/es/empleo')
    stop = installLinkPrefetch(makeRouter())

    setInView(passing)
    setInView(passing, false)
    await becomeIdle()
    expect(fetched).toEqual([])
  })

  it('fetches after 2 s in view where the browser has no requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const link = addLink('/en/news')
    stop = installLinkPrefetch(makeRouter())

    setInView(link)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(fetched).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(fetched).toEqual(['news'])
  })

  it('leaves what a short idle period has no time for to the next one', async () => {
    const jobs = addLink('/es/empleo')
    const news = addLink('/es/news')
    stop = installLinkPrefetch(makeRouter())

    setInView(jobs)
    setInView(news)
    await becomeIdle(2)
    expect(fetched).toEqual([])
    await becomeIdle()
    expect(fetched.sort()).toEqual(['jobs', 'news'])
  })

  it('loads each address once, however many links lead there or times they come into view', async () => {
    const router = makeRouter()
    const loads = vi.spyOn(router, 'loadRouteChunk')
    const jobsRoute = router.routesById['/$locale/jobs'] as AnyRoute
    const first = addLink('/es/empleo')
    const second = addLink('/es/empleo')
    stop = installLinkPrefetch(router)

    setInView(first)
    setInView(second)
    await becomeIdle()
    const third = addLink('/es/empleo')
    await Promise.resolve() // the document watcher sees the new link
    setInView(third)
    setInView(first)
    await becomeIdle()

    expect(loads.mock.calls.filter(([route]) => route === jobsRoute)).toHaveLength(1)
    expect(fetched).toEqual(['jobs'])
  })

  it('watches links the page renders later, and a link whose address changes', async () => {
    stop = installLinkPrefetch(makeRouter())
    const later = document.createElement('section')
    later.innerHTML = '<p><a href="/es/empleo">Empleo</a></p>'
    document.body.append(later)
    await Promise.resolve()

    const link = later.querySelector('a') as HTMLAnchorElement
    setInView(link)
    await becomeIdle()
    expect(fetched).toEqual(['jobs'])

    link.setAttribute('href', '/es/news')
    await Promise.resolve()
    setInView(link)
    await becomeIdle()
    expect(fetched).toEqual(['jobs', 'news'])
  })

  it('ignores other sites, new windows, downloads, mail and addresses the app has no page for', async () => {
    const router = makeRouter()
    const loads = vi.spyOn(router, 'loadRouteChunk')
    const links = [
      addLink('https://example.org/es/empleo'),
      addLink('//example.org/es/news'),
      addLink('/es/empleo', { target: '_blank' }),
      addLink('/es/news', { download: '' }),
      addLink('mailto:alumni@example.org'),
      // The route path is not an address: in Spanish the jobs page is /es/empleo.
      addLink('/es/jobs'),
      addLink('/_content/cv.pdf'),
    ]
    stop = installLinkPrefetch(router)

    for (const link of links) setInView(link)
    await becomeIdle()
    expect(fetched).toEqual([])
    expect(loads).not.toHaveBeenCalled()
  })

  for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
    it(`does nothing on a connection with ${JSON.stringify(connection)}`, async () => {
      setConnection({ effectiveType: '4g', ...connection })
      const link = addLink('/es/empleo')
      stop = installLinkPrefetch(makeRouter())

      setInView(link)
      await becomeIdle()
      expect(fetched).toEqual([])
      expect(FakeIntersectionObserver.all).toEqual([])
    })
  }

  it('prefetches on a 3G connection that does not ask to save data', async () => {
    setConnection({ effectiveType: '3g', saveData: false })
    const link = addLink('/es/empleo')
    stop = installLinkPrefetch(makeRouter())

    setInView(link)
    await becomeIdle()
    expect(fetched).toEqual(['jobs'])
  })

  it('stops when its cleanup runs', async () => {
    const link = addLink('/es/empleo')
    installLinkPrefetch(makeRouter())()

    setInView(link)
    await becomeIdle()
    expect(fetched).toEqual([])
  })

  it('does nothing in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    addLink('/es/empleo')
    stop = installLinkPrefetch(makeRouter())
    await becomeIdle()
    expect(idleRequests).toEqual([])
    expect(fetched).toEqual([])
  })
})
