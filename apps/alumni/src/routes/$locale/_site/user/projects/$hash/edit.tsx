import { myProjectQueryOptions } from '@egresa/api-client/portfolio'
import { createFileRoute } from '@tanstack/react-router'
import { EditProjectPage } from '../../../../../../features/portfolio/project-pages'
import { orNotFound } from '../../../../../../lib/not-found'

export const Route = createFileRoute('/$locale/_site/user/projects/$hash/edit')({
  staticData: { catalogSection: 'portfolio' },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(myProjectQueryOptions(context.api, params.hash))),
  component: function EditProject() {
    const { hash } = Route.useParams()
    return <EditProjectPage hash={hash} />
  },
})
