import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

// Members-only: a guest goes to the login page, and comes back here after signing in.
export const Route = createFileRoute('/$locale/_site/user')({
  beforeLoad: ({ context, location }) => {
    if (!context.session) {
      throw redirect({
        to: '/$locale/login',
        params: { locale: context.locale },
        search: { redirect: location.href },
      })
    }
    return { session: context.session }
  },
  component: Outlet,
})
