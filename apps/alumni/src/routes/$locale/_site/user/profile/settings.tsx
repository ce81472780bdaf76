import { meQueryOptions } from '@egresa/api-client/auth'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { SettingsPage } from '../../../../../features/accounts/settings-page'

export const Route = createFileRoute('/$locale/_site/user/profile/settings')({
  staticData: { catalogSection: 'membership' },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: v.object({
    tab: v.fallback(
      v.optional(v.picklist(['personal', 'premium', 'calendar', 'privacy']), 'personal'),
      'personal',
    ),
    // The export a mail's link names ("download my data").
    export: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  }),
  search: { middlewares: [stripSearchParams({ tab: 'personal' })] },
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions(context.api)),
  component: function Settings() {
    const { tab, export: linked } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <SettingsPage
        tab={tab}
        linked={linked}
        onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      />
    )
  },
})
