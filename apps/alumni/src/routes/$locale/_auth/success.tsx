import { SsoSuccessPage } from '@egresa/ui/app/sso'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

export const Route = createFileRoute('/$locale/_auth/success')({
  staticData: { private: true },
  validateSearch: v.object({ token: v.optional(v.string()) }),
  component: function Success() {
    const { token } = Route.useSearch()
    return <SsoSuccessPage token={token} />
  },
})
