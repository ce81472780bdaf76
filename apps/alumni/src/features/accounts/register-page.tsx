import { registerAccount } from '@egresa/api-client/accounts'
import { categoryTreeQueryOptions, countriesQueryOptions } from '@egresa/api-client/reference'
import { accountLanguages } from '@egresa/api-contract/users'
import { localePath } from '@egresa/i18n/segments'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import {
  bindFields,
  CheckboxField,
  emptyToNull,
  FormAlert,
  RequiredNote,
  SelectField,
  TextField,
} from '@egresa/ui/form-fields'
import { Link } from '@egresa/ui/link'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useAccountLabels } from '../../lib/account-labels'
import { api } from '../../lib/api'
import {
  BirthdateField,
  CityField,
  CountryField,
  DocumentFields,
  GenderField,
  GraduationYearField,
  NameFields,
  PhoneField,
  ProfileTypeField,
  StudiesField,
  toYear,
} from '../../lib/person-fields'
import {
  type RegisterFormOutput,
  type RegisterFormValues,
  type RegisterLabels,
  registerFields,
  registerSchema,
} from './register-schema'

/** `/{locale}/register`: a new alumni account, waiting for the alumni office to verify it. */
export function RegisterPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const options = useAccountLabels()
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api))
  const { data: countries } = useSuspenseQuery(countriesQueryOptions(api))
  usePageTitle(t`Crear una cuenta`)

  const labels: RegisterLabels = {
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change only with the language
  const schema = useMemo(() => registerSchema(i18n.locale, labels), [i18n.locale])

  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: {
      name: '',
      surname: '',
      email: '',
      email_repeat: '',
      password: '',
      password_repeat: '',
      document_type: '' as never,
      document_number: '',
      birthdate: null,
      gender: null,
      phone: '',
      category: null,
      graduation_year: null,
      profile_type: null,
      country: null,
      city: '',
      language: locale,
      is_privacy: false,
      is_conditions: false,
      is_newsletter: false,
    },
  })
  const {
    watch,
    formState: { isSubmitting },
  } = form
  const { submit, alert } = useFormSubmit(form, registerFields, async (values) => {
    const { email } = await registerAccount(api, values)
    await navigate({ to: '/$locale/register/pending', params: { locale }, search: { email } })
  })
  const f = bindFields(form, 'register', labels)

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Crear una cuenta</Trans>
        </h1>
        <p className="text-lg text-muted">
          <Trans>
            Únete a la red de antiguos alumnos. El equipo de antiguos alumnos verificará tus datos antes de
            que puedas iniciar sesión.
          </Trans>
        </p>
        <p>
          <Trans>¿Ya tienes una cuenta?</Trans>{' '}
          <Link href={localePath(locale, 'login')} className="font-bold underline">
            <Trans>Inicia sesión</Trans>
          </Link>
        </p>
      </header>

      <form noValidate onSubmit={submit} className="flex flex-col gap-8">
        <FormAlert messages={alert} />
        <RequiredNote />

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 text-xl font-bold">
            <Trans>Tus datos de acceso</Trans>
          </legend>
          <NameFields name={f('name')} surname={f('surname')} />
          <TextField {...f('email')} required type="email" autoComplete="email" />
          <TextField {...f('email_repeat')} required type="email" autoComplete="email" />
          <TextField
            {...f('password')}
            required
            type="password"
            autoComplete="new-password"
            hint={<Trans>Al menos 10 caracteres.</Trans>}
          />
          <TextField {...f('password_repeat')} required type="password" autoComplete="new-password" />
        </fieldset>

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 text-xl font-bold">
            <Trans>Documento de identidad</Trans>
          </legend>
          <DocumentFields
            type={f('document_type')}
            number={f('document_number')}
            chosen={watch('document_type')}
            required
            placeholder={t`Elige un tipo`}
          />
        </fieldset>

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-1 text-xl font-bold">
            <Trans>Sobre ti</Trans>
          </legend>
          <p className="text-muted md:col-span-2">
            <Trans>
              Estos datos son opcionales ahora; la fecha de nacimiento, el género y los estudios te los
              pediremos para completar tu perfil.
            </Trans>
          </p>
          <BirthdateField {...f('birthdate', { setValueAs: emptyToNull })} />
          <GenderField {...f('gender', { setValueAs: emptyToNull })} placeholder={t`Sin indicar`} />
          <StudiesField
            {...f('category', { setValueAs: emptyToNull })}
            tree={tree}
            placeholder={t`Sin indicar`}
            className="md:col-span-2"
          />
          <GraduationYearField {...f('graduation_year', { setValueAs: toYear })} />
          <ProfileTypeField
            {...f('profile_type', { setValueAs: emptyToNull })}
            placeholder={t`Sin indicar`}
          />
          <PhoneField {...f('phone')} />
          <CountryField
            {...f('country', { setValueAs: emptyToNull })}
            countries={countries}
            placeholder={t`Sin indicar`}
          />
          <CityField {...f('city')} />
          <SelectField
            {...f('language')}
            options={accountLanguages.map((l) => ({ value: l, label: options.language[l] }))}
          />
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-xl font-bold">
            <Trans>Condiciones</Trans>
          </legend>
          <CheckboxField
            {...f('is_privacy')}
            required
            label={
              <Trans>
                He leído y acepto la{' '}
                <a
                  href={localePath(locale, 'info', 'privacy')}
                  target="_blank"
                  rel="noopener"
                  className="underline"
                >
                  política de privacidad<span className="sr-only"> (se abre en otra pestaña)</span>
                </a>
              </Trans>
            }
          />
          <CheckboxField
            {...f('is_conditions')}
            required
            label={
              // In a new tab, like the privacy policy, so what the person typed stays in the form.
              <Trans>
                Acepto las{' '}
                <a
                  href={localePath(locale, 'info', 'conditions')}
                  target="_blank"
                  rel="noopener"
                  className="underline"
                >
                  condiciones de uso<span className="sr-only"> (se abre en otra pestaña)</span>
                </a>{' '}
                de la red de antiguos alumnos
              </Trans>
            }
          />
          <CheckboxField
            {...f('is_newsletter')}
            label={<Trans>Quiero recibir el boletín de noticias por correo electrónico</Trans>}
          />
        </fieldset>

        <div>
          <button
            type="submit"
            className={`${buttonStyles.primary} w-full sm:w-auto`}
            disabled={isSubmitting}
          >
            {isSubmitting ? <Trans>Enviando…</Trans> : <Trans>Crear la cuenta</Trans>}
          </button>
        </div>
      </form>
    </article>
  )
}

/** `/{locale}/register/pending`: what happens next, after a registration. */
export function RegisterPendingPage({ email }: { email: string | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  usePageTitle(t`Cuenta pendiente de verificación`)
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-3xl font-bold">
        <Trans>Tu cuenta está pendiente de verificación</Trans>
      </h1>
      <p className="text-lg">
        {email ? (
          <Trans>
            Hemos recibido tu solicitud. El equipo de antiguos alumnos revisará tus datos y te escribirá a{' '}
            <strong className="break-all">{email}</strong> cuando tu cuenta esté verificada.
          </Trans>
        ) : (
          <Trans>
            Hemos recibido tu solicitud. El equipo de antiguos alumnos revisará tus datos y te escribirá
            cuando tu cuenta esté verificada.
          </Trans>
        )}
      </p>
      <p>
        <Trans>
          Hasta entonces no podrás iniciar sesión. Si tienes dudas, escribe a la oficina de antiguos alumnos.
        </Trans>
      </p>
      <p>
        <Trans>
          Si ya tenías una cuenta con esta dirección, no se ha creado otra: te hemos enviado un correo para
          que puedas entrar con la que tienes.
        </Trans>
      </p>
      <p>
        <Link href={localePath(locale)} className={buttonStyles.secondary}>
          <Trans>Volver al inicio</Trans>
        </Link>
      </p>
    </article>
  )
}
