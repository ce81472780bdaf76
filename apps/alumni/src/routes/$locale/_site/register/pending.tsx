import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { requireGuest } from '../../../../features/accounts/guards'
import { RegisterPendingPage } from '../../../../features/accounts/register-page'

export const Route = createFileRoute('/$locale/_site/register/pending')({
  validateSearch: v.object({ email: v.optional(v.string()) }),
  beforeLoad: ({ context }) => requireGuest(context),
  component: function RegisterPending() {
    const { email } = Route.useSearch()
    return <RegisterPendingPage email={email} />
  },
})
