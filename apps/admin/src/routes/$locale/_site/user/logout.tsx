import { LogoutPage, signOutEverywhere } from '@egresa/ui/app/logout-page'
import { createFileRoute } from '@tanstack/react-router'

// The office may sign in with the university's account: its session there ends too.
export const Route = createFileRoute('/$locale/_site/user/logout')({
  component: () => <LogoutPage signOut={signOutEverywhere} />,
})
