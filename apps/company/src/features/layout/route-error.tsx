import { isApiError } from '@egresa/api-client/errors'
import { localePath } from '@egresa/i18n/segments'
import { isChunkLoadError, reloadOnChunkError } from '@egresa/ui/chunk-reload'
import { ErrorPage } from '@egresa/ui/error-page'
import { useLingui } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLocale } from '../../lib/locale'
import { usePageTitle } from '../../lib/page-title'
import { SiteLayout } from './site-layout'

/** The error page of a status inside the site's frame. */
export function StatusPage({ status }: { status: number }) {
  const locale = useLocale()
  const { t } = useLingui()
  usePageTitle(status === 404 ? t`Página no encontrada` : status === 403 ? t`Acceso no autorizado` : t`Error`)
  return (
    <SiteLayout>
      <ErrorPage status={status} homeHref={localePath(locale)} />
    </SiteLayout>
  )
}

export function NotFoundPage() {
  return <StatusPage status={404} />
}

/**
 * A route that failed to load: a missing script chunk (after a new release) reloads the page once; other
 * failures show the page of their status (the API's status, 500 otherwise).
 */
export function RouteError({ error }: ErrorComponentProps) {
  const chunk = isChunkLoadError(error)
  useEffect(() => {
    if (chunk) reloadOnChunkError(error)
  }, [chunk, error])
  if (!chunk) console.error(error)
  const status = isApiError(error) ? error.status : 500
  return <StatusPage status={status} />
}
