import { adminPersonQueryOptions } from '@egresa/api-client/admin-people'
import { createFileRoute } from '@tanstack/react-router'
import { PersonPage } from '../../../../features/people/person-page'

export const Route = createFileRoute('/$locale/_site/_office/people/$hash')({
  // «Escribir» is the conversations feature's: its texts are in that section.
  staticData: { catalogSection: ['people', 'conversations'] },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminPersonQueryOptions(context.api, params.hash)),
  component: function Person() {
    const { hash } = Route.useParams()
    return <PersonPage hash={hash} />
  },
})
