import { myExperiencesQueryOptions } from '@egresa/api-client/experiences'
import { myMentorOfferQueryOptions } from '@egresa/api-client/mentoring'
import { categoryTreeQueryOptions, tagsQueryOptions } from '@egresa/api-client/reference'
import { can } from '@egresa/api-contract/permissions'
import { createFileRoute } from '@tanstack/react-router'
import { MentorOfferPage } from '../../../../../features/mentoring/offer-page'

// `/es/user/mentoring/offer`: my mentor offer, its form and its pause (members only).
export const Route = createFileRoute('/$locale/_site/user/mentoring/offer')({
  staticData: { catalogSection: 'mentoring' },
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context }) => {
    if (!can(context.session.user.role, 'mentoring.use')) return
    void context.queryClient.prefetchQuery(myMentorOfferQueryOptions(context.api))
    void context.queryClient.prefetchQuery(myExperiencesQueryOptions(context.api))
    await Promise.all([
      context.queryClient.ensureQueryData(categoryTreeQueryOptions(context.api)),
      context.queryClient.ensureQueryData(tagsQueryOptions(context.api, { type: 'USER' })),
    ])
  },
  component: MentorOfferPage,
})
