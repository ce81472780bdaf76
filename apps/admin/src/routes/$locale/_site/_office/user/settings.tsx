import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '../../../../../features/accounts/settings-page'

export const Route = createFileRoute('/$locale/_site/_office/user/settings')({
  staticData: { catalogSection: 'accounts' },
  component: SettingsPage,
})
