import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/$locale/_site/user/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: '/$locale/user/profile', params: { locale: context.locale }, replace: true })
  },
})
