import { SsoSuccessPage } from '@egresa/ui/app/sso'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { useRefuseOthers } from '../../../features/auth/login-page'

// The university sign-in comes back here; an account that is not the office's is turned away.
export const Route = createFileRoute('/$locale/_auth/success')({
  validateSearch: v.object({ token: v.optional(v.string()) }),
  component: function Success() {
    const { token } = Route.useSearch()
    return <SsoSuccessPage token={token} refuse={useRefuseOthers()} />
  },
})
