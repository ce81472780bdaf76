import { requireGuest } from '@egresa/ui/app/router'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginPage } from '../../../features/auth/login-page'
import { shell } from '../../../shell'

// Guest-only: a signed-in office account goes to its queues.
export const Route = createFileRoute('/$locale/_auth/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: ({ context }) => requireGuest(context, shell.home),
  component: function Login() {
    const search = Route.useSearch()
    return <LoginPage {...search} />
  },
})
