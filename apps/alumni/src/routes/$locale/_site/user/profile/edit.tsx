import { meQueryOptions } from '@egresa/api-client/auth'
import {
  categoryTreeQueryOptions,
  countriesQueryOptions,
  tagsQueryOptions,
} from '@egresa/api-client/reference'
import { createFileRoute } from '@tanstack/react-router'
import { ProfileEditPage } from '../../../../../features/profile/profile-edit-page'

export const Route = createFileRoute('/$locale/_site/user/profile/edit')({
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(meQueryOptions(context.api)),
      context.queryClient.ensureQueryData(categoryTreeQueryOptions(context.api)),
      context.queryClient.ensureQueryData(countriesQueryOptions(context.api)),
      context.queryClient.ensureQueryData(tagsQueryOptions(context.api, { type: 'USER' })),
    ]),
  component: ProfileEditPage,
})
