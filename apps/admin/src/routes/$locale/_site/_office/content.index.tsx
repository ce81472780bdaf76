import { contentDocumentsQueryOptions } from '@egresa/api-client/admin-content'
import { createFileRoute } from '@tanstack/react-router'
import { PagesPage } from '../../../../features/content/pages-page'

export const Route = createFileRoute('/$locale/_site/_office/content/')({
  staticData: { catalogSection: 'content' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.ensureQueryData(contentDocumentsQueryOptions(context.api)),
  component: PagesPage,
})
