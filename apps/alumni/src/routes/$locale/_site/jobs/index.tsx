import { latestJobsQueryOptions } from '@egresa/api-client/jobs'
import { createFileRoute } from '@tanstack/react-router'
import { JobsLandingPage } from '../../../../features/jobs/jobs-landing-page'

// `/es/empleo`, `/en/jobs`: the jobs landing, for everyone.
export const Route = createFileRoute('/$locale/_site/jobs/')({
  staticData: { catalogSection: ['jobs', 'membership'] },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.ensureQueryData(latestJobsQueryOptions(context.api)),
  component: JobsLandingPage,
})
