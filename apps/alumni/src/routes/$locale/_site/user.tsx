import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireMember } from '../../../features/accounts/guards'

// Members-only: a guest goes to the login page, and comes back here after signing in; an incomplete
// profile goes to the profile form until it is saved.
export const Route = createFileRoute('/$locale/_site/user')({
  beforeLoad: ({ context, location }) => ({ session: requireMember(context, location) }),
  component: Outlet,
})
