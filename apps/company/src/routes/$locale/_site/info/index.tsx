import { InfoIndexPage, infoIndexQueryOptions } from '@egresa/ui/app/info-pages'
import { createFileRoute } from '@tanstack/react-router'

// `/{locale}/info`: the list of the info pages, read from the content service.
export const Route = createFileRoute('/$locale/_site/info/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(infoIndexQueryOptions(context.api, params.locale)),
  component: function InfoIndex() {
    return <InfoIndexPage />
  },
})
