import { companyOfferQueryOptions } from '@egresa/api-client/jobs'
import { createFileRoute } from '@tanstack/react-router'
import { loadOfferFormData } from '../../../../../../features/jobs/offer-loader'
import { EditOfferPage } from '../../../../../../features/jobs/offer-pages'
import { orNotFound } from '../../../../../../lib/not-found'

export const Route = createFileRoute('/$locale/_site/user/offers/$hash/edit')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    Promise.all([
      orNotFound(context.queryClient.ensureQueryData(companyOfferQueryOptions(context.api, params.hash))),
      loadOfferFormData(context),
    ]),
  component: function EditOffer() {
    const { hash } = Route.useParams()
    return <EditOfferPage hash={hash} />
  },
})
