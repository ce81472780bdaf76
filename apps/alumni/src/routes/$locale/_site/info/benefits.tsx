import { infoPageQueryOptions } from '@egresa/ui/app/info-pages'
import { createFileRoute } from '@tanstack/react-router'
import { BenefitsPage } from '../../../../features/membership/benefits-page'
import { orNotFound } from '../../../../lib/not-found'

// `/{locale}/info/benefits`: the benefits document, with the way to Premium for whoever reads it.
export const Route = createFileRoute('/$locale/_site/info/benefits')({
  staticData: { catalogSection: 'membership' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    orNotFound(
      context.queryClient.ensureQueryData(infoPageQueryOptions(context.api, params.locale, 'benefits')),
    ),
  component: BenefitsPage,
})
