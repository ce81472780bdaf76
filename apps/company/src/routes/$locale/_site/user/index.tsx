import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/$locale/_site/user/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: '/$locale/user/offers', params: { locale: context.locale }, replace: true })
  },
})
