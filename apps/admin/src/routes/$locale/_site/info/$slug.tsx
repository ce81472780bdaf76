import { InfoPage, infoPageQueryOptions } from '@egresa/ui/app/info-pages'
import { createFileRoute } from '@tanstack/react-router'

// `/{locale}/info/{slug}`: a document of the content service (the footer's links); an unknown slug is a 404.
export const Route = createFileRoute('/$locale/_site/info/$slug')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(infoPageQueryOptions(context.api, params.locale, params.slug)),
  component: function Info() {
    const { slug } = Route.useParams()
    return <InfoPage slug={slug} />
  },
})
