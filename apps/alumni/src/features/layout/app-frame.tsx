import { useErrorPageStatus } from '@egresa/ui/error-state'
import type { ReactNode } from 'react'
import { StatusPage } from './route-error'
import { Consent, NavigationProgress, PageViews, Toasts } from './shell'

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
