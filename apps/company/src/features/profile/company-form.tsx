import { meQueryOptions } from '@egresa/api-client/auth'
import { companyProfileQueryOptions, updateCompanyProfile } from '@egresa/api-client/companies'
import { type CompanyProfile, companyEntries } from '@egresa/api-contract/companies'
import { useApi } from '@egresa/ui/app/api'
import { notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { bindFields, FormAlert, TextField } from '@egresa/ui/form-fields'
import { localizedFields } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'

export type CompanyField = keyof typeof companyEntries
export type CompanyLabels = Record<CompanyField, string>
const companyFields = Object.keys(companyEntries) as CompanyField[]
const companySchema = (lang: string, labels: CompanyLabels) => localizedFields(companyEntries, lang, labels)
type CompanyValues = v.InferInput<ReturnType<typeof companySchema>>
type CompanyOutput = v.InferOutput<ReturnType<typeof companySchema>>

/** The labels of the company-data fields, the same in registration, profile and settings. */
export function useCompanyLabels(): CompanyLabels {
  const { t } = useLingui()
  return {
    company_name: t`Nombre de la empresa`,
    contact_name: t`Persona de contacto`,
    contact_phone: t`Teléfono de contacto`,
    document_number: t`CIF o NIF`,
  }
}

/** The hint of the company id: what a CIF and a NIF look like. */
export function DocumentHint() {
  // Valid examples: the control character is checked.
  const cif = 'B12345674'
  const nif = '12345678Z'
  return (
    <Trans>
      Con su letra o dígito de control, sin espacios. Por ejemplo, {cif} o {nif}.
    </Trans>
  )
}

/** Updates the cached company (its profile, and the signed-in account's summary of it) after a change. */
export function useCompanySaved() {
  const api = useApi()
  const queryClient = useQueryClient()
  return async (saved: CompanyProfile) => {
    queryClient.setQueryData(companyProfileQueryOptions(api).queryKey, saved)
    await queryClient.invalidateQueries({ queryKey: meQueryOptions(api).queryKey })
  }
}

/** The company's data (spec: company name, contact name and phone, company id), checked as at registration. */
export function CompanyDataForm({ company }: { company: CompanyProfile }) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const labels = useCompanyLabels()
  const schema = useLocalizedSchema(companySchema, labels)
  const onSaved = useCompanySaved()
  const [defaults] = useState<CompanyValues>(() => ({
    company_name: company.company_name,
    contact_name: company.contact_name,
    contact_phone: company.contact_phone ?? '',
    document_number: company.document_number,
  }))
  const form = useForm<CompanyValues, unknown, CompanyOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: defaults,
  })
  const { submit, alert } = useFormSubmit(form, companyFields, async (values) => {
    const saved = await updateCompanyProfile(api, values)
    await onSaved(saved)
    form.reset({ ...values, contact_phone: saved.contact_phone ?? '' })
    notifySuccess(t`Guardado correctamente`)
  })
  const f = bindFields(form, 'company', labels)
  const { isSubmitting, isDirty } = form.formState
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert messages={alert} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...f('company_name')} required autoComplete="organization" />
        <TextField {...f('document_number')} required autoComplete="off" hint={<DocumentHint />} />
        <TextField {...f('contact_name')} required autoComplete="name" />
        <TextField {...f('contact_phone')} required type="tel" autoComplete="tel" />
      </div>
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting || !isDirty}>
          {isSubmitting ? <Trans>Guardando…</Trans> : <Trans>Guardar los datos</Trans>}
        </button>
      </div>
    </form>
  )
}
