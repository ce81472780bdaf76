import { adminCompanyQueryOptions } from '@egresa/api-client/admin-people'
import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '../../../../features/companies/company-page'

export const Route = createFileRoute('/$locale/_site/_office/companies_/$hash')({
  // «Escribir» is the conversations feature's: its texts are in that section.
  staticData: { catalogSection: ['companies', 'conversations'] },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminCompanyQueryOptions(context.api, params.hash)),
  component: function Company() {
    const { hash } = Route.useParams()
    return <CompanyPage hash={hash} />
  },
})
