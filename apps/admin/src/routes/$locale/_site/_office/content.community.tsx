import { communityCurationQueryOptions } from '@egresa/api-client/admin-content'
import { createFileRoute } from '@tanstack/react-router'
import { CommunityPage } from '../../../../features/content/community-page'

export const Route = createFileRoute('/$locale/_site/_office/content/community')({
  staticData: { catalogSection: 'content' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.ensureQueryData(communityCurationQueryOptions(context.api)),
  component: CommunityPage,
})
