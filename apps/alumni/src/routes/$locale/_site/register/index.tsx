import { categoryTreeQueryOptions, countriesQueryOptions } from '@egresa/api-client/reference'
import { requireGuest } from '@egresa/ui/app/router'
import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../../../features/accounts/register-page'
import { shell } from '../../../../shell'

export const Route = createFileRoute('/$locale/_site/register/')({
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: ({ context }) => requireGuest(context, shell.home),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(categoryTreeQueryOptions(context.api)),
      context.queryClient.ensureQueryData(countriesQueryOptions(context.api)),
    ]),
  component: RegisterPage,
})
