import { newsletterQueryOptions } from '@egresa/api-client/newsletters'
import { createFileRoute } from '@tanstack/react-router'
import { NewsletterPage } from '../../../../features/newsletters/newsletter-page'

export const Route = createFileRoute('/$locale/_site/_office/newsletters_/$hash')({
  staticData: { catalogSection: 'newsletters' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(newsletterQueryOptions(context.api, params.hash)),
  component: function Newsletter() {
    const { hash, locale } = Route.useParams()
    const navigate = Route.useNavigate()
    return (
      <NewsletterPage
        hash={hash}
        onDeleted={() => navigate({ to: '/$locale/newsletters', params: { locale } })}
      />
    )
  },
})
