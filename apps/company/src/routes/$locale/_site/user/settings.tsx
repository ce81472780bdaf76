import { companyProfileQueryOptions } from '@egresa/api-client/companies'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { SettingsPage } from '../../../../features/accounts/settings-page'
import { settingsTabs } from '../../../../features/accounts/settings-tabs'

export const Route = createFileRoute('/$locale/_site/user/settings')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: v.object({ tab: v.fallback(v.optional(v.picklist(settingsTabs), 'company'), 'company') }),
  search: { middlewares: [stripSearchParams({ tab: 'company' })] },
  loader: ({ context }) => context.queryClient.ensureQueryData(companyProfileQueryOptions(context.api)),
  component: function Settings() {
    const { tab } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <SettingsPage tab={tab} onTabChange={(next) => navigate({ search: { tab: next }, replace: true })} />
    )
  },
})
