import { adminArticleQueryOptions } from '@egresa/api-client/admin'
import { useApi } from '@egresa/ui/app/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CheckInPage } from '../../../../features/articles/check-in-page'

// The door of an event, on a phone or a tablet: the scanner's code is loaded with this route only.
export const Route = createFileRoute('/$locale/_site/_office/events/$hash/check-in')({
  staticData: { catalogSection: 'articles' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminArticleQueryOptions(context.api, params.hash)),
  component: function CheckIn() {
    const { hash } = Route.useParams()
    const { data } = useSuspenseQuery(adminArticleQueryOptions(useApi(), hash))
    return <CheckInPage key={data.hash} event={data} />
  },
})
