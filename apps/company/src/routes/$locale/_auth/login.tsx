import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginPage } from '../../../features/auth/login-page'

// Guest-only: a signed-in company goes to its offers.
export const Route = createFileRoute('/$locale/_auth/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: ({ context }) => {
    if (context.session) throw redirect({ to: '/$locale/user/offers', params: { locale: context.locale } })
  },
  component: function Login() {
    const search = Route.useSearch()
    return <LoginPage {...search} />
  },
})
