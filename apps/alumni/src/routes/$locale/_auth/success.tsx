import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SsoSuccessPage } from '../../../features/auth/sso-success-page'

export const Route = createFileRoute('/$locale/_auth/success')({
  staticData: { private: true },
  validateSearch: v.object({ token: v.optional(v.string()) }),
  component: function Success() {
    const { token } = Route.useSearch()
    return <SsoSuccessPage token={token} />
  },
})
