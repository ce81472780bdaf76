import { createFileRoute } from '@tanstack/react-router'
import { latestNewsQueryOptions, nextEventsQueryOptions } from '../../../features/articles/queries'
import { HomePage } from '../../../features/home/home-page'

// `/es`, `/en`: the home page, public and server-rendered with the latest news and the next events; a
// signed-in person's saved events load in the browser.
export const Route = createFileRoute('/$locale/_site/')({
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  // Prefetched, not required: the landing page shows its calls to the other sections even when the
  // articles cannot be read.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(latestNewsQueryOptions(context.api)),
      context.queryClient.prefetchQuery(nextEventsQueryOptions(context.api)),
    ]),
  component: HomePage,
})
