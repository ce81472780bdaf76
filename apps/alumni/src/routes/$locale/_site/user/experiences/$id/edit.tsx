import { myExperienceQueryOptions } from '@egresa/api-client/experiences'
import { createFileRoute } from '@tanstack/react-router'
import { EditExperiencePage } from '../../../../../../features/experiences/experience-pages'
import { orNotFound } from '../../../../../../lib/not-found'

export const Route = createFileRoute('/$locale/_site/user/experiences/$id/edit')({
  staticData: { catalogSection: 'experiences' },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(myExperienceQueryOptions(context.api, params.id))),
  component: function EditExperience() {
    const { id } = Route.useParams()
    return <EditExperiencePage id={id} />
  },
})
