import { companyProfileQueryOptions } from '@egresa/api-client/companies'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { SettingsPage } from '../../../../features/accounts/settings-page'
import { settingsTabs } from '../../../../features/accounts/settings-tabs'

export const Route = createFileRoute('/$locale/_site/user/settings')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: v.object({
    tab: v.fallback(v.optional(v.picklist(settingsTabs), 'company'), 'company'),
    // The export a mail's link names ("download my data").
    export: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  }),
  search: { middlewares: [stripSearchParams({ tab: 'company' })] },
  loader: ({ context }) => context.queryClient.ensureQueryData(companyProfileQueryOptions(context.api)),
  component: function Settings() {
    const { tab, export: linked } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <SettingsPage
        tab={tab}
        linked={linked}
        onTabChange={(next) => navigate({ search: { tab: next }, replace: true })}
      />
    )
  },
})
