import { RecoveryPage } from '@egresa/ui/app/recovery-page'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

// Open to everyone: the mailed link works whether or not this browser is signed in.
export const Route = createFileRoute('/$locale/_auth/user/recovery')({
  validateSearch: v.object({ token: v.optional(v.string()) }),
  component: function Recovery() {
    const { token } = Route.useSearch()
    return <RecoveryPage token={token} />
  },
})
