import { requireSignedIn } from '@egresa/ui/app/router'
import { createFileRoute, Outlet } from '@tanstack/react-router'

// Members-only: a guest goes to the login page, and comes back here after signing in.
export const Route = createFileRoute('/$locale/_site/user')({
  // Members-only, or a link from a mail: rendered in the browser, and kept out of search engines.
  staticData: { private: true },
  beforeLoad: ({ context, location }) => ({ session: requireSignedIn(context, location) }),
  component: Outlet,
})
