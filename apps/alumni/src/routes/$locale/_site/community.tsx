import { createFileRoute } from '@tanstack/react-router'
import { CommunityPage, communityQueryOptions } from '../../../features/community/community-page'

// `/es/comunidad`, `/en/community`: one route, each language's address from the router's URL rewrite. The
// people come from content/{locale}/community.yml; the directory is `community/directory`.
export const Route = createFileRoute('/$locale/_site/community')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(communityQueryOptions(context.api, params.locale)),
  component: CommunityPage,
})
