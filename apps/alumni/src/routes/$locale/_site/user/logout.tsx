import { createFileRoute } from '@tanstack/react-router'
import { AlumniLogoutPage } from '../../../../features/auth/logout-page'

export const Route = createFileRoute('/$locale/_site/user/logout')({ component: AlumniLogoutPage })
