import { requireSignedIn } from '@egresa/ui/app/router'
import { createFileRoute, Outlet } from '@tanstack/react-router'

// Members-only: a guest goes to the login page, and comes back here after signing in.
export const Route = createFileRoute('/$locale/_site/user')({
  staticData: { private: true },
  beforeLoad: ({ context, location }) => ({ session: requireSignedIn(context, location) }),
  component: Outlet,
})
