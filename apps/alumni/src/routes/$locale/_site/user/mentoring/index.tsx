import { myMentoringQueryOptions } from '@egresa/api-client/mentoring'
import { can } from '@egresa/api-contract/permissions'
import { createFileRoute } from '@tanstack/react-router'
import { MentoringPage } from '../../../../../features/mentoring/mentoring-page'

// `/es/user/mentoring`: my mentoring, as mentee and as mentor (members only, through the `user` layout). The
// mentoring mails link here, so it loads whole from a fresh start.
export const Route = createFileRoute('/$locale/_site/user/mentoring/')({
  staticData: { catalogSection: 'mentoring' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    if (!can(context.session.user.role, 'mentoring.use')) return
    void context.queryClient.prefetchQuery(myMentoringQueryOptions(context.api))
  },
  component: MentoringPage,
})
