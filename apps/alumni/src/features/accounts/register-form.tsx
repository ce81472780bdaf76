import { registerAccount } from '@egresa/api-client/accounts'
import { categoryTreeQueryOptions, countriesQueryOptions } from '@egresa/api-client/reference'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { buttonStyles } from '@egresa/ui/button'
import { bindFields, FormAlert, RequiredNote } from '@egresa/ui/form-fields'
import { ReadyFieldset } from '@egresa/ui/hydration'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import {
  type RegisterFormOutput,
  type RegisterFormValues,
  type RegisterLabels,
  registerDefaults,
  registerFields,
  registerSchema,
} from './register-schema'
import { AboutYouSection, AccessSection, ConditionsSection, DocumentSection } from './register-sections'

export function useRegisterLabels(): RegisterLabels {
  const { t } = useLingui()
  return {
    name: t`Nombre`,
    surname: t`Apellidos`,
    email: t`Correo electrónico`,
    email_repeat: t`Repite el correo electrónico`,
    password: t`Contraseña`,
    password_repeat: t`Repite la contraseña`,
    document_type: t`Tipo de documento`,
    document_number: t`Número de documento`,
    birthdate: t`Fecha de nacimiento`,
    gender: t`Género`,
    phone: t`Teléfono`,
    category: t`Estudios`,
    graduation_year: t`Año de graduación`,
    profile_type: t`Tipo de perfil`,
    country: t`País de residencia`,
    city: t`Ciudad`,
    language: t`Idioma de los correos`,
    is_privacy: t`Política de privacidad`,
    is_conditions: t`Condiciones de uso`,
    is_newsletter: t`Boletín`,
  }
}

/**
 * The registration form: the contract's rules with messages naming each field, the server's messages next
 * to their fields, and on success the page that says what happens next.
 */
export function RegisterForm() {
  const api = useApi()
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const labels = useRegisterLabels()
  const schema = useLocalizedSchema(registerSchema, labels)
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api))
  const { data: countries } = useSuspenseQuery(countriesQueryOptions(api))
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: registerDefaults(locale),
  })
  const { submit, alert } = useFormSubmit(form, registerFields, async (values) => {
    const { email } = await registerAccount(api, values)
    await navigate({ to: '/$locale/register/pending', params: { locale }, search: { email } })
  })
  const f = bindFields(form, 'register', labels)
  const isSubmitting = form.formState.isSubmitting

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-8">
      <ReadyFieldset>
        <FormAlert messages={alert} />
        <RequiredNote />
        <AccessSection f={f} />
        <DocumentSection f={f} chosen={form.watch('document_type')} />
        <AboutYouSection f={f} tree={tree} countries={countries} />
        <ConditionsSection f={f} />
        <div>
          <button
            type="submit"
            className={`${buttonStyles.primary} w-full sm:w-auto`}
            disabled={isSubmitting}
          >
            {isSubmitting ? <Trans>Enviando…</Trans> : <Trans>Crear la cuenta</Trans>}
          </button>
        </div>
      </ReadyFieldset>
    </form>
  )
}
