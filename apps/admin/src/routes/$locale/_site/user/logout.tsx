import { LogoutPage } from '@egresa/ui/app/logout-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/$locale/_site/user/logout')({ component: () => <LogoutPage /> })
