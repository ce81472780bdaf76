import { localePath } from '@egresa/i18n/segments'
import { createTracker } from '@egresa/ui/analytics'
import { getConsent } from '@egresa/ui/consent-store'
import { ProgressBar } from '@egresa/ui/progress-bar'
import { useIsFetching, useIsMutating } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { env } from '../../env'
import { useLocale } from '../../lib/locale'
import { onToasterWanted, toasterMounted } from '../../lib/notify'

/** The top bar for route changes and data fetches; red when the last navigation failed. */
export function NavigationProgress({ failed }: { failed: boolean }) {
  const navigating = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading })
  const routeFailed = useRouterState({ select: (s) => s.matches.some((m) => m.status === 'error') })
  const fetching = useIsFetching() + useIsMutating() > 0
  return <ProgressBar loading={navigating || fetching} failed={failed || routeFailed} />
}

/** Sends a page view (path and title) per visited page, only when analytics are configured and accepted. */
export function PageViews() {
  const [tracker] = useState(() => createTracker(env.analytics))
  const path = useRouterState({ select: (s) => s.resolvedLocation?.pathname })
  useEffect(() => {
    if (!tracker || !path) return
    // After the page's own effects, so the title is the new page's.
    const timer = setTimeout(() => tracker.pageView(path, document.title), 0)
    return () => clearTimeout(timer)
  }, [tracker, path])
  return null
}

const CookieConsent = lazy(() => import('@egresa/ui/consent').then((m) => ({ default: m.CookieConsent })))

/**
 * The cookie consent modal while no choice is stored. Its code loads only then. It stays away from the
 * policy pages themselves so they can be read before choosing.
 */
export function Consent() {
  const locale = useLocale()
  const [needed] = useState(() => getConsent() === undefined)
  const onPolicyPage = useRouterState({
    select: (s) => /\/info\/(cookies|privacy)$/.test(s.location.pathname),
  })
  if (!needed || onPolicyPage) return null
  return (
    <Suspense fallback={null}>
      <CookieConsent policyHref={localePath(locale, 'info', 'cookies')} />
    </Suspense>
  )
}

const LazyToaster = lazy(() => import('@egresa/ui/toaster').then((m) => ({ default: m.Toaster })))

/** Toasts (bottom right, 5 s): mounted when the page is idle, or at once when a toast is wanted. */
export function Toasts() {
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
