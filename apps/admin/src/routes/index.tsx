import { preferredLocale } from '@egresa/i18n/locales'
import { enabledLocales } from '@egresa/ui/app/router'
import { createFileRoute, redirect } from '@tanstack/react-router'

// The server answers `/` with a 302 already; this covers navigations inside the app, among the languages the
// portal offers.
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    const locale = preferredLocale({ enabled: enabledLocales(context) })
    throw redirect({ to: '/$locale', params: { locale }, replace: true })
  },
})
