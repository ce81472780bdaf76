import { localeBeforeLoad } from '@egresa/ui/app/router'
import { NotFoundPage } from '@egresa/ui/app/status-page'
import { createFileRoute, Outlet } from '@tanstack/react-router'

/**
 * `/es/...`, `/en/...` and `/ca/...`: loads the language's catalog and, when a token is stored, the person; a
 * language the portal does not offer is the 404 page.
 */
export const Route = createFileRoute('/$locale')({
  beforeLoad: localeBeforeLoad,
  component: Outlet,
  notFoundComponent: NotFoundPage,
})
