import { meQueryOptions } from '@egresa/api-client/auth'
import {
  categoryTreeQueryOptions,
  countriesQueryOptions,
  tagsQueryOptions,
} from '@egresa/api-client/reference'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ProfileEditPage } from '../../../../../features/profile/profile-edit-page'

export const Route = createFileRoute('/$locale/_site/user/profile/edit')({
  staticData: { catalogSection: 'profile' },
  // `?redirect=/es/empleo/{hash}`: the page that asked for the CV (an offer, to apply); anything but a page
  // of this app in either language is ignored.
  validateSearch: v.object({
    redirect: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\/(es|en)\/[^/\\]/))), undefined),
  }),
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(meQueryOptions(context.api)),
      context.queryClient.ensureQueryData(categoryTreeQueryOptions(context.api)),
      context.queryClient.ensureQueryData(countriesQueryOptions(context.api)),
      context.queryClient.ensureQueryData(tagsQueryOptions(context.api, { type: 'USER' })),
    ]),
  component: function ProfileEdit() {
    const { redirect } = Route.useSearch()
    return <ProfileEditPage returnTo={redirect} />
  },
})
