import { meQueryOptions } from '@egresa/api-client/auth'
import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../../features/profile/profile-page'

export const Route = createFileRoute('/$locale/_site/user/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions(context.api)),
  component: ProfilePage,
})
