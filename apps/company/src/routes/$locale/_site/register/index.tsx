import { requireGuest } from '@egresa/ui/app/router'
import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../../../features/accounts/register-page'
import { shell } from '../../../../shell'

export const Route = createFileRoute('/$locale/_site/register/')({
  beforeLoad: ({ context }) => requireGuest(context, shell.home),
  component: RegisterPage,
})
