import { myWorkgroupQueryOptions } from '@egresa/api-client/workgroups'
import { createFileRoute } from '@tanstack/react-router'
import { EditWorkgroupPage } from '../../../../../../features/workgroups/workgroup-editor-pages'
import { orNotFound } from '../../../../../../lib/not-found'

// `/es/user/workgroups/{hash}/edit`: its administrators change its name, type and description.
export const Route = createFileRoute('/$locale/_site/user/workgroups/$hash/edit')({
  staticData: { catalogSection: ['workgroups', 'membership'] },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(myWorkgroupQueryOptions(context.api, params.hash))),
  component: function EditWorkgroup() {
    const { hash } = Route.useParams()
    return <EditWorkgroupPage hash={hash} />
  },
})
