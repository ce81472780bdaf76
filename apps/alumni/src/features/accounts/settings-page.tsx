import { meQueryOptions } from '@egresa/api-client/auth'
import { can, isRole } from '@egresa/api-contract/permissions'
import { AccountErasurePanel } from '@egresa/ui/app/account-erasure'
import { useApi } from '@egresa/ui/app/api'
import { DataExportPanel } from '@egresa/ui/app/data-export'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { TabPanel, Tabs } from '@egresa/ui/tabs'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { CalendarFeedPanel } from '../calendar/public'
import { PremiumTab } from '../membership/public'
import { EmailForm, PasswordForm, PreferencesForm } from './settings-forms'

export type SettingsTab = 'personal' | 'premium' | 'calendar' | 'privacy'

/**
 * `/{locale}/user/profile/settings`: the personal data tab, the Premium account tab (`?tab=premium`), the
 * calendar feed tab (`?tab=calendar`, for who may have one) and the privacy tab (`?tab=privacy`, "download my
 * data"; `linked`: the export a mail's link names).
 */
export function SettingsPage({
  tab,
  onTabChange,
  linked,
}: {
  tab: SettingsTab
  onTabChange: (tab: SettingsTab) => void
  linked?: string
}) {
  const api = useApi()
  const { t } = useLingui()
  const { data: user } = useSuspenseQuery(meQueryOptions(api))
  usePageTitle(t`Ajustes`)
  const calendar = isRole(user.role) && can(user.role, 'articles.save')
  return (
    <article className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">
        <Trans>Ajustes</Trans>
      </h1>
      <Tabs
        label={t`Secciones de los ajustes`}
        selected={tab === 'calendar' && !calendar ? 'personal' : tab}
        onSelect={onTabChange}
        tabs={[
          { key: 'personal', label: <Trans>Datos personales</Trans> },
          { key: 'premium', label: <Trans>Cuenta Premium</Trans> },
          ...(calendar ? [{ key: 'calendar' as const, label: <Trans>Calendario</Trans> }] : []),
          { key: 'privacy', label: <Trans>Privacidad</Trans> },
        ]}
      >
        <TabPanel id="personal" className="flex flex-col gap-6 pt-6">
          <PreferencesForm user={user} />
          <PasswordForm />
          <EmailForm user={user} />
        </TabPanel>
        <TabPanel id="premium" className="pt-6">
          <PremiumTab user={user} />
        </TabPanel>
        {calendar && (
          <TabPanel id="calendar" className="pt-6">
            <CalendarFeedPanel />
          </TabPanel>
        )}
        <TabPanel id="privacy" className="flex flex-col gap-6 pt-6">
          <DataExportPanel kind="person" linked={linked} />
          <AccountErasurePanel kind="person" />
        </TabPanel>
      </Tabs>
    </article>
  )
}
