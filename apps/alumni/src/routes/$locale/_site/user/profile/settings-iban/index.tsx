import { meQueryOptions } from '@egresa/api-client/auth'
import { membershipQueryOptions } from '@egresa/api-client/membership'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SettingsIbanPage } from '../../../../../../features/membership/settings-iban-page'

// `/{locale}/user/profile/settings-iban`: become Premium by direct debit, or change the IBAN. `from`: the page
// that sent the person here, offered again once Premium.
export const Route = createFileRoute('/$locale/_site/user/profile/settings-iban/')({
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
  component: function SettingsIban() {
    const { from } = Route.useSearch()
    return <SettingsIbanPage from={from} />
  },
})
