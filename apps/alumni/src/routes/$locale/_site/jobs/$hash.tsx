import { jobOfferQueryOptions } from '@egresa/api-client/jobs'
import { createFileRoute } from '@tanstack/react-router'
import { JobOfferPage } from '../../../../features/jobs/job-offer-page'
import { orNotFound } from '../../../../lib/not-found'

// `/es/empleo/{hash}`, `/en/jobs/{hash}`: an offer's page, public (shared links, search engines).
export const Route = createFileRoute('/$locale/_site/jobs/$hash')({
  staticData: { catalogSection: ['jobs', 'membership', 'mentoring'] },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(jobOfferQueryOptions(context.api, params.hash))),
  component: function JobOffer() {
    const { hash } = Route.useParams()
    return <JobOfferPage hash={hash} />
  },
})
