import { meQueryOptions } from '@egresa/api-client/auth'
import { membershipQueryOptions } from '@egresa/api-client/membership'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { UpgradeSuccessPage } from '../../../../../../features/membership/success-page'

// `/{locale}/user/profile/settings-iban/success`: Premium has started; what comes next.
export const Route = createFileRoute('/$locale/_site/user/profile/settings-iban/success')({
  staticData: { catalogSection: 'membership' },
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: v.object({
    from: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2000))), undefined),
  }),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(meQueryOptions(context.api)),
      context.queryClient.ensureQueryData(membershipQueryOptions(context.api)),
    ]),
  component: function UpgradeSuccess() {
    const { from } = Route.useSearch()
    return <UpgradeSuccessPage from={from} />
  },
})
