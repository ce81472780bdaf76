import { companyPersonQueryOptions } from '@egresa/api-client/directory'
import { createFileRoute } from '@tanstack/react-router'
import { PersonNotFound, PersonPage } from '../../../../../features/directory/person-page'
import { orNotFound } from '../../../../../lib/not-found'

export const Route = createFileRoute('/$locale/_site/user/directory/$hash')({
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(companyPersonQueryOptions(context.api, params.hash))),
  component: function Person() {
    const { hash } = Route.useParams()
    return <PersonPage hash={hash} />
  },
  notFoundComponent: PersonNotFound,
})
