import { LogoutPage } from '@egresa/ui/app/logout-page'
import { createFileRoute } from '@tanstack/react-router'

// Companies sign in with their password only, so there is no university session to end.
export const Route = createFileRoute('/$locale/_site/user/logout')({ component: () => <LogoutPage /> })
