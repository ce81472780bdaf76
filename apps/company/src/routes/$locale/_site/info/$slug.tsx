import { InfoPage, infoPageQueryOptions } from '@egresa/ui/app/info-pages'
import { createFileRoute } from '@tanstack/react-router'
import { orNotFound } from '../../../../lib/not-found'

// `/{locale}/info/{slug}`: a document of the content service; an unknown slug is the 404 page.
export const Route = createFileRoute('/$locale/_site/info/$slug')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    orNotFound(
      context.queryClient.ensureQueryData(infoPageQueryOptions(context.api, params.locale, params.slug)),
    ),
  component: function Info() {
    const { slug } = Route.useParams()
    return <InfoPage slug={slug} />
  },
})
