import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '../../../../features/account/member-pages'

export const Route = createFileRoute('/$locale/_site/user/settings')({ component: SettingsPage })
