import { localeBeforeLoad } from '@egresa/ui/app/router'
import { NotFoundPage } from '@egresa/ui/app/status-page'
import { createFileRoute, Outlet } from '@tanstack/react-router'

/** `/es/...` and `/en/...`: loads the language's catalog and, when a token is stored, the person. */
export const Route = createFileRoute('/$locale')({
  beforeLoad: localeBeforeLoad,
  component: Outlet,
  notFoundComponent: NotFoundPage,
})
