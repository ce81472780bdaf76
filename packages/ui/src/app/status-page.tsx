import { isApiError } from '@egresa/api-client/errors'
import { useLingui } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isChunkLoadError, reloadOnChunkError } from '../chunk-reload'
import { ErrorPage } from '../error-page'
import { useInPageFrame } from '../layout'
import { useHref } from './links'
import { useLocale } from './locale'
import { notifyError } from './notify'
import { usePageTitle } from './page-title'
import { useShell } from './shell'

/**
 * The error page of a status. Inside a page frame (a route under the site or login layout failed) it takes
 * the page's place; outside one (an unknown path, a failed layout route, the status policy's page) it comes
 * with the site's frame, so there is always exactly one header.
 */
export function StatusPage({ status }: { status: number }) {
  const locale = useLocale()
  const { t } = useLingui()
  const { SiteLayout } = useShell()
  const framed = useInPageFrame()
  const href = useHref()
  usePageTitle(status === 404 ? t`Página no encontrada` : status === 403 ? t`Acceso no autorizado` : t`Error`)
  const page = <ErrorPage status={status} homeHref={href({ to: '/$locale', params: { locale } })} />
  return framed ? page : <SiteLayout>{page}</SiteLayout>
}

export function NotFoundPage() {
  return <StatusPage status={404} />
}

/**
 * A route that failed to load: a missing script chunk (after a new release) reloads the page once; offline,
 * whatever failed, a toast says the connection is down instead (a reload would show the browser's error
 * page); other failures show the page of their status (the API's status, 500 otherwise).
 */
export function RouteError({ error }: ErrorComponentProps) {
  const chunk = isChunkLoadError(error)
  useEffect(() => {
    if (!navigator.onLine) notifyError(error)
    else if (chunk) reloadOnChunkError(error)
  }, [chunk, error])
  if (!chunk) console.error(error)
  const status = isApiError(error) ? error.status : 500
  return <StatusPage status={status} />
}
