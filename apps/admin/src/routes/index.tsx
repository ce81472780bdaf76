import { preferredLocale } from '@egresa/i18n/locales'
import { createFileRoute, redirect } from '@tanstack/react-router'

// The server answers `/` with a 302 already; this covers navigations inside the app.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$locale', params: { locale: preferredLocale() }, replace: true })
  },
})
