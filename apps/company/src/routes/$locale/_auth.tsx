import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AuthLayout } from '../../features/auth/login-layout'

export const Route = createFileRoute('/$locale/_auth')({
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
})
