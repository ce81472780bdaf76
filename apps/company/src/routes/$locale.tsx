import { activateLocale } from '@egresa/i18n/activate'
import { isLocale, type Locale } from '@egresa/i18n/locales'
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { loadSession } from '../features/auth/session'
import { NotFoundPage } from '../features/layout/route-error'

/** `/es/...` and `/en/...`: loads the language's catalog and, when a token is stored, the person. */
export const Route = createFileRoute('/$locale')({
  beforeLoad: async ({ params, context }) => {
    if (!isLocale(params.locale)) throw notFound()
    const locale: Locale = params.locale
    await activateLocale(locale)
    const session = await loadSession(context.queryClient, context.api)
    return { locale, session }
  },
  component: Outlet,
  notFoundComponent: NotFoundPage,
})
