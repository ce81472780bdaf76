import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireMember } from '../../../features/accounts/guards'

// Members-only: a guest goes to the login page, and comes back here after signing in (the completeness
// rule is the site's, in `_site.tsx`).
export const Route = createFileRoute('/$locale/_site/user')({
  staticData: { private: true },
  beforeLoad: ({ context, location }) => ({ session: requireMember(context, location) }),
  component: Outlet,
})
