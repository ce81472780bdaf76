import { createFileRoute } from '@tanstack/react-router'
import { LogoutPage } from '../../../../features/auth/logout-page'

export const Route = createFileRoute('/$locale/_site/user/logout')({ component: LogoutPage })
