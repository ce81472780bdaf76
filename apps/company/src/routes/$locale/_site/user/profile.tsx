import { companyProfileQueryOptions } from '@egresa/api-client/companies'
import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../../features/profile/profile-page'

export const Route = createFileRoute('/$locale/_site/user/profile')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.ensureQueryData(companyProfileQueryOptions(context.api)),
  component: ProfilePage,
})
