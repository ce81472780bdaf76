import { meQueryOptions } from '@egresa/api-client/auth'
import { useApi } from '@egresa/ui/app/api'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { PremiumTab } from '../membership/public'
import { EmailForm, PasswordForm, PreferencesForm } from './settings-forms'

export type SettingsTab = 'personal' | 'premium'

const tabClass =
  'cursor-pointer rounded-t border border-b-0 border-transparent px-4 py-2 font-bold text-muted outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-[#1a73e8] data-[hovered]:text-primary data-[selected]:border-secondary data-[selected]:bg-white data-[selected]:text-primary'

/** `/{locale}/user/profile/settings`: the personal data tab and the Premium account tab (`?tab=premium`). */
export function SettingsPage({
  tab,
  onTabChange,
}: {
  tab: SettingsTab
  onTabChange: (tab: SettingsTab) => void
}) {
  const api = useApi()
  const { t } = useLingui()
  const { data: user } = useSuspenseQuery(meQueryOptions(api))
  usePageTitle(t`Ajustes`)
  return (
    <article className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">
        <Trans>Ajustes</Trans>
      </h1>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => onTabChange(key === 'premium' ? 'premium' : 'personal')}
      >
        <TabList
          aria-label={t`Secciones de los ajustes`}
          className="-mb-px flex gap-1 border-b border-secondary"
        >
          <Tab id="personal" className={tabClass}>
            <Trans>Datos personales</Trans>
          </Tab>
          <Tab id="premium" className={tabClass}>
            <Trans>Cuenta Premium</Trans>
          </Tab>
        </TabList>
        <TabPanel id="personal" className="flex flex-col gap-6 pt-6 outline-none">
          <PreferencesForm user={user} />
          <PasswordForm />
          <EmailForm user={user} />
        </TabPanel>
        <TabPanel id="premium" className="pt-6 outline-none">
          <PremiumTab user={user} />
        </TabPanel>
      </Tabs>
    </article>
  )
}
