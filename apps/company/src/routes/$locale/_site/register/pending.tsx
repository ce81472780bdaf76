import { requireGuest } from '@egresa/ui/app/router'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { RegisterPendingPage } from '../../../../features/accounts/register-page'
import { shell } from '../../../../shell'

export const Route = createFileRoute('/$locale/_site/register/pending')({
  staticData: { private: true },
  validateSearch: v.object({ email: v.optional(v.string()) }),
  beforeLoad: ({ context }) => requireGuest(context, shell.home),
  component: function RegisterPending() {
    const { email } = Route.useSearch()
    return <RegisterPendingPage email={email} />
  },
})
