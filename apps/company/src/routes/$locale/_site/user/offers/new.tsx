import { createFileRoute } from '@tanstack/react-router'
import { loadOfferFormData } from '../../../../../features/jobs/offer-loader'
import { NewOfferPage } from '../../../../../features/jobs/offer-pages'

export const Route = createFileRoute('/$locale/_site/user/offers/new')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => loadOfferFormData(context),
  component: NewOfferPage,
})
