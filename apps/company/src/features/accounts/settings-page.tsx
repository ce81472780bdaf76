import { companyProfileQueryOptions, updateCompanyProfile } from '@egresa/api-client/companies'
import type { CompanyProfile } from '@egresa/api-contract/companies'
import { accountLanguages } from '@egresa/api-contract/users'
import { AccountErasurePanel } from '@egresa/ui/app/account-erasure'
import { useApi } from '@egresa/ui/app/api'
import { DataExportPanel } from '@egresa/ui/app/data-export'
import { notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { PasswordChangeForm } from '@egresa/ui/app/password-form'
import { buttonStyles } from '@egresa/ui/button'
import { CheckboxField, FormAlert, SelectField } from '@egresa/ui/form-fields'
import { localizedFields } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { TabPanel, Tabs } from '@egresa/ui/tabs'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { languageNames } from '../../lib/account-labels'
import { CompanyDataForm, CompanyUsers, useCompanySaved } from '../profile/public'

import type { SettingsTab } from './settings-tabs'

function Card({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded border border-secondary p-5">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * `/{locale}/user/settings`: the tabs of spec section 2, company details (`?tab=company`) and configuration
 * (`?tab=configuration`: mail language, notifications, password), and privacy (`?tab=privacy`: "download my
 * data").
 */
export function SettingsPage({
  tab,
  onTabChange,
  linked,
}: {
  tab: SettingsTab
  onTabChange: (tab: SettingsTab) => void
  /** The export a mail's link names ("download my data", `?export=`). */
  linked?: string
}) {
  const api = useApi()
  const { t } = useLingui()
  const { data: company } = useSuspenseQuery(companyProfileQueryOptions(api))
  usePageTitle(t`Ajustes`)
  return (
    <article className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">
        <Trans>Ajustes</Trans>
      </h1>
      <div>
        <Tabs
          label={t`Secciones de los ajustes`}
          selected={tab}
          onSelect={onTabChange}
          tabs={[
            { key: 'company', label: t`Datos de la empresa` },
            { key: 'configuration', label: t`Configuración` },
            { key: 'privacy', label: t`Privacidad` },
          ]}
        >
          <TabPanel id="company" keepMounted className="flex flex-col gap-6 pt-6">
            <Card id="settings-company-title" title={<Trans>Datos de la empresa</Trans>}>
              <p>
                <Trans>
                  Cuenta de acceso: <strong className="break-all">{company.email}</strong>
                </Trans>
              </p>
              <CompanyDataForm company={company} />
            </Card>
            <Card id="settings-users-title" title={<Trans>Usuarios de la cuenta</Trans>}>
              <CompanyUsers company={company} idPrefix="settings-user" />
            </Card>
          </TabPanel>
          <TabPanel id="configuration" keepMounted className="flex flex-col gap-6 pt-6">
            <PreferencesForm company={company} />
            <Card id="settings-password-title" title={<Trans>Cambiar la contraseña</Trans>}>
              <PasswordChangeForm idPrefix="settings-password" />
            </Card>
          </TabPanel>
          <TabPanel id="privacy" className="flex flex-col gap-6 pt-6">
            <DataExportPanel kind="company" linked={linked} />
            <AccountErasurePanel kind="company" />
          </TabPanel>
        </Tabs>
      </div>
    </article>
  )
}

const preferenceEntries = {
  language: v.picklist(accountLanguages),
  notify_applications: v.boolean(),
}
type PreferenceField = keyof typeof preferenceEntries
const preferenceFields = Object.keys(preferenceEntries) as PreferenceField[]
const preferencesSchema = (lang: string, labels: Record<PreferenceField, string>) =>
  localizedFields(preferenceEntries, lang, labels)

/** The language of the company's mails and whether a new application is mailed. */
function PreferencesForm({ company }: { company: CompanyProfile }) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const onSaved = useCompanySaved()
  const labels: Record<PreferenceField, string> = {
    language: t`Idioma de los correos`,
    notify_applications: t`Avisarme por correo de cada nueva candidatura`,
  }
  const schema = useLocalizedSchema(preferencesSchema, labels)
  const form = useForm<v.InferInput<typeof schema>, unknown, v.InferOutput<typeof schema>>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: { language: company.language, notify_applications: company.notify_applications },
  })
  const {
    register,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form
  const { submit, alert } = useFormSubmit(form, preferenceFields, async (values) => {
    const saved = await updateCompanyProfile(api, values)
    await onSaved(saved)
    reset({ language: saved.language, notify_applications: saved.notify_applications })
    notifySuccess(t`Guardado correctamente`)
  })
  return (
    <Card id="settings-preferences-title" title={<Trans>Correos y avisos</Trans>}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert messages={alert} />
        <SelectField
          id="settings-language"
          label={labels.language}
          className="max-w-xs"
          hint={<Trans>Los correos de la bolsa de empleo te llegarán en este idioma.</Trans>}
          options={accountLanguages.map((l) => ({ value: l, label: languageNames[l] }))}
          registration={register('language')}
          error={errors.language}
        />
        <CheckboxField
          id="settings-notify"
          label={labels.notify_applications}
          hint={<Trans>Si lo desmarcas, verás las candidaturas nuevas en tus ofertas.</Trans>}
          registration={register('notify_applications')}
          error={errors.notify_applications}
        />
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting || !isDirty}>
            {isSubmitting ? <Trans>Guardando…</Trans> : <Trans>Guardar las preferencias</Trans>}
          </button>
        </div>
      </form>
    </Card>
  )
}
