import { recordConsent } from '@egresa/api-client/privacy'
import { publicPath } from '@egresa/i18n/segments'
import { useIsFetching, useIsMutating } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { createTracker } from '../analytics'
import { CookieConsent } from '../consent'
import { useErrorPageStatus } from '../error-state'
import { ProgressBar } from '../progress-bar'
import { useApi } from './api'
import { useHref } from './links'
import { useLocale } from './locale'
import { onToasterWanted, toasterMounted } from './notify'
import { useRequestCookies } from './request-cookies'
import { useShell } from './shell'
import { StatusPage } from './status-page'

/**
 * Everything around the pages, inside the router but outside its route matches, so it shows while the first
 * page is still loading: the progress bar, the error page the API's status policy asked for (403, 500, 504;
 * it replaces the page until the next navigation, even when the page never finished loading), consent,
 * toasts and page views.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const errorStatus = useErrorPageStatus()
  return (
    <>
      <NavigationProgress failed={errorStatus !== null && errorStatus !== 403} />
      {errorStatus === null ? children : <StatusPage status={errorStatus} />}
      <Consent />
      <Toasts />
      <PageViews />
    </>
  )
}

/** The top bar for route changes and data fetches; red when the last navigation failed. */
function NavigationProgress({ failed }: { failed: boolean }) {
  const navigating = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading })
  const routeFailed = useRouterState({ select: (s) => s.matches.some((m) => m.status === 'error') })
  const fetching = useIsFetching() + useIsMutating() > 0
  return <ProgressBar loading={navigating || fetching} failed={failed || routeFailed} />
}

/** Sends a page view (path and title) per visited page, only when analytics are configured and accepted. */
function PageViews() {
  const { site } = useShell()
  const [tracker] = useState(() => createTracker(site.analytics))
  const path = useRouterState({ select: (s) => s.resolvedLocation?.pathname })
  useEffect(() => {
    if (!tracker || !path) return
    // After the page's own effects, so the title is the new page's.
    // The address people see (`/es/comunidad`), not the route path.
    const timer = setTimeout(() => tracker.pageView(publicPath(path), document.title), 0)
    return () => clearTimeout(timer)
  }, [tracker, path])
  return null
}

/**
 * The cookie consent modal while no choice is stored, drawn by the server with the page. It stays away from
 * the legal pages themselves so they can be read before choosing.
 */
function Consent() {
  const locale = useLocale()
  const api = useApi()
  const href = useHref()
  // The server reads the request's cookies, the browser its own: the same answer on both sides.
  const cookies = useRequestCookies()
  const onPolicyPage = useRouterState({
    select: (s) => /\/info\/(cookies|privacy|conditions)$/.test(s.location.pathname),
  })
  if (onPolicyPage) return null
  const policyHref = href({ to: '/$locale/info/$slug', params: { locale, slug: 'cookies' } })
  // A signed-in person's choice is a consent record too (docs/privacy.md); an anonymous one stays in the browser.
  const onChosen = (choice: 'accepted' | 'rejected') =>
    api.session.read().token
      ? recordConsent(api, { kind: 'cookies', granted: choice === 'accepted' })
      : undefined
  return <CookieConsent policyHref={policyHref} cookies={cookies} onChosen={onChosen} />
}

// A toaster that cannot be fetched (its chunk gone after a deployment, the connection down) is no toaster:
// thrown while rendering, the failed import would take the whole page down with it, text being typed included.
const NoToaster: ComponentType = () => null
const LazyToaster = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('../toaster').then(
      (m) => ({ default: m.Toaster }),
      () => ({ default: NoToaster }),
    ),
)

/** Toasts (bottom right, 5 s): mounted when the page is idle, or at once when a toast is wanted. */
function Toasts() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 2_000)
    const stop = onToasterWanted(() => setReady(true))
    return () => {
      clearTimeout(timer)
      stop()
    }
  }, [])
  return ready ? (
    <Suspense fallback={null}>
      <LazyToaster />
      <Mounted />
    </Suspense>
  ) : null
}

function Mounted() {
  useEffect(() => toasterMounted(), [])
  return null
}
