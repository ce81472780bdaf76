import { updateCompanyUser } from '@egresa/api-client/companies'
import { type CompanyProfile, type CompanyUser, CompanyUserPatch } from '@egresa/api-contract/companies'
import { useApi } from '@egresa/ui/app/api'
import { notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { bindFields, FormAlert, TextField } from '@egresa/ui/form-fields'
import { localizedFields } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { useCompanySaved } from './company-form'

const userEntries = CompanyUserPatch.entries
type UserField = keyof typeof userEntries
const userFields = Object.keys(userEntries) as UserField[]
const userSchema = (lang: string, labels: Record<UserField, string>) =>
  localizedFields(userEntries, lang, labels)
type UserValues = v.InferInput<ReturnType<typeof userSchema>>
type UserOutput = v.InferOutput<ReturnType<typeof userSchema>>

/**
 * The people of the company's account (spec: company "plus user details"): who signs in, and whom the mails
 * greet, each with a name the company can change. The contact person is the company's data, above.
 */
export function CompanyUsers({ company, idPrefix }: { company: CompanyProfile; idPrefix: string }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted">
        <Trans>
          Las personas que entran con la cuenta de la empresa. Los correos de la bolsa de empleo las saludan
          por este nombre.
        </Trans>
      </p>
      {company.users.map((user) => (
        <UserForm key={user.hash} user={user} idPrefix={`${idPrefix}-${user.hash}`} />
      ))}
    </div>
  )
}

function UserForm({ user, idPrefix }: { user: CompanyUser; idPrefix: string }) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const labels: Record<UserField, string> = { name: t`Nombre`, surname: t`Apellidos` }
  const schema = useLocalizedSchema(userSchema, labels)
  const onSaved = useCompanySaved()
  const [defaults] = useState<UserValues>(() => ({ name: user.name, surname: user.surname }))
  const form = useForm<UserValues, unknown, UserOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: defaults,
  })
  const { submit, alert } = useFormSubmit(form, userFields, async (values) => {
    const saved = await updateCompanyUser(api, user.hash, values)
    await onSaved(saved)
    const mine = saved.users.find((u) => u.hash === user.hash)
    form.reset({ name: mine?.name ?? values.name, surname: mine?.surname ?? values.surname })
    notifySuccess(t`Guardado correctamente`)
  })
  const f = bindFields(form, idPrefix, labels)
  const { isSubmitting, isDirty } = form.formState
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t`Usuario ${user.email}`}
      className="flex flex-col gap-4 border-t border-secondary pt-4 first:border-t-0 first:pt-0"
    >
      <p>
        <Trans>
          Cuenta de acceso: <strong className="break-all">{user.email}</strong>
        </Trans>
      </p>
      <FormAlert messages={alert} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...f('name')} required autoComplete="given-name" />
        <TextField {...f('surname')} autoComplete="family-name" />
      </div>
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting || !isDirty}>
          {isSubmitting ? <Trans>Guardando…</Trans> : <Trans>Guardar el nombre</Trans>}
        </button>
      </div>
    </form>
  )
}
