import { createFileRoute } from '@tanstack/react-router'
import { ServicesPage, servicesQueryOptions } from '../../../features/services/services-page'

// `/es/servicios`, `/en/services`: the links of content/{locale}/services.yml.
export const Route = createFileRoute('/$locale/_site/services')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(servicesQueryOptions(context.api, params.locale)),
  component: ServicesPage,
})
