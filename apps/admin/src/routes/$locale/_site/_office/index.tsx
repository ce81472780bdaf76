import { officeQueuesQueryOptions } from '@egresa/api-client/admin'
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../../../features/home/home-page'

// The office's home: its queues with their counts (one call), for the queues its permissions open.
export const Route = createFileRoute('/$locale/_site/_office/')({
  staticData: { catalogSection: 'home' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) =>
    // An account without the office's permission gets the 403 screen, and asks the API for nothing.
    context.session.init.permissions.includes('admin.app')
      ? context.queryClient.ensureQueryData(officeQueuesQueryOptions(context.api)).catch(() => undefined)
      : undefined,
  component: function Home() {
    const { session } = Route.useRouteContext()
    return <HomePage permissions={session.init.permissions} />
  },
})
