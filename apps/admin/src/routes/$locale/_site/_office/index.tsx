import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../../../features/home/home-page'
import { queueCountQueries } from '../../../../features/home/queue-counts'

// The office's home: its queues with their counts, for the queues its permissions open.
export const Route = createFileRoute('/$locale/_site/_office/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) =>
    Promise.allSettled(
      queueCountQueries(context.api, context.session.init.permissions).map((queue) =>
        context.queryClient.ensureQueryData(
          queue.options as Parameters<typeof context.queryClient.ensureQueryData>[0],
        ),
      ),
    ),
  component: function Home() {
    const { session } = Route.useRouteContext()
    return <HomePage permissions={session.init.permissions} />
  },
})
