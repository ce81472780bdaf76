import { personQueryOptions } from '@egresa/api-client/directory'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { requireMember } from '../../../features/accounts/guards'
import { PersonPage } from '../../../features/directory/person-page'
import { orNotFound } from '../../../lib/not-found'
import { PageParam } from '../../../lib/search'

// `/es/comunidad/{hash}`, `/en/community/{hash}`: a person's public profile. The directory is for members,
// so a guest signs in first.
export const Route = createFileRoute('/$locale/_site/community_/$hash')({
  staticData: { catalogSection: ['directory', 'experiences', 'portfolio', 'membership'], private: true },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: v.object({ page: PageParam }),
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context, location }) => ({ session: requireMember(context, location) }),
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(personQueryOptions(context.api, params.hash))),
  component: function Person() {
    const { hash } = Route.useParams()
    const { page } = Route.useSearch()
    return <PersonPage hash={hash} page={page} />
  },
})
