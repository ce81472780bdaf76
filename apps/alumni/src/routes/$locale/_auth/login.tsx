import { requireGuest } from '@egresa/ui/app/router'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginPage } from '../../../features/auth/login-page'
import { PendingActionParam } from '../../../lib/pending-action'
import { shell } from '../../../shell'

const LoginSearch = v.object({
  /** The page the person wanted before being asked to sign in. */
  redirect: v.optional(v.string()),
  /** Why the university sign-in came back without a session. */
  ssoError: v.optional(v.string()),
  /** What the guest clicked, done once signed in (`save-article:<hash>`; lib/pending-action.tsx). */
  action: PendingActionParam,
})

// Guest-only: a signed-in person goes to the articles.
export const Route = createFileRoute('/$locale/_auth/login')({
  validateSearch: LoginSearch,
  beforeLoad: ({ context }) => requireGuest(context, shell.home),
  component: function Login() {
    const search = Route.useSearch()
    return <LoginPage {...search} />
  },
})
