import { meQueryOptions } from '@egresa/api-client/auth'
import { updateProfile } from '@egresa/api-client/profile'
import {
  categoryTreeQueryOptions,
  countriesQueryOptions,
  tagsQueryOptions,
} from '@egresa/api-client/reference'
import { localePath } from '@egresa/i18n/segments'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import {
  bindFields,
  emptyToNull,
  FormActions,
  FormAlert,
  RequiredNote,
  TextAreaField,
  TextField,
} from '@egresa/ui/form-fields'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
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
import { AvatarEditor } from './avatar'
import { CvPanel } from './cv-panel'
import {
  type ProfileFormOutput,
  type ProfileFormValues,
  type ProfileLabels,
  profileDefaults,
  profileFields,
  profileSchema,
} from './profile-schema'
import { TagsField } from './tags-field'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

export function useProfileLabels(): ProfileLabels {
  const { t } = useLingui()
  return {
    name: t`Nombre`,
    surname: t`Apellidos`,
    birthdate: t`Fecha de nacimiento`,
    gender: t`Género`,
    category: t`Estudios`,
    document_type: t`Tipo de documento`,
    document_number: t`Número de documento`,
    phone: t`Teléfono`,
    address: t`Dirección`,
    city: t`Ciudad`,
    postal: t`Código postal`,
    country: t`País de residencia`,
    originalCountry: t`País de origen`,
    graduation_year: t`Año de graduación`,
    profile_type: t`Tipo de perfil`,
    tags: t`Carrera, áreas y especialidades`,
    current_job: t`Puesto actual`,
    current_company: t`Empresa actual`,
    formation: t`Formación`,
    about_me: t`Sobre mí`,
    url_linkedin: t`LinkedIn`,
    url_behance: t`Behance`,
    url_portfolio: t`Portafolio`,
    url_other: t`Otro enlace`,
  }
}

/** `/{locale}/user/profile/edit`: every field of the profile, the photo and the CV. */
export function ProfileEditPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const labels = useProfileLabels()
  const { data: user } = useSuspenseQuery(meQueryOptions(api))
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api))
  const { data: countries } = useSuspenseQuery(countriesQueryOptions(api))
  const { data: tags } = useSuspenseQuery(tagsQueryOptions(api, { type: 'USER' }))
  usePageTitle(t`Editar mi perfil`)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change only with the language
  const schema = useMemo(() => profileSchema(i18n.locale, labels), [i18n.locale])
  // The account as it was when the page opened; later changes (photo, CV) do not reset what is typed.
  const [defaults] = useState(() => profileDefaults(user))
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: defaults,
  })
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form
  const { submit, alert } = useFormSubmit(form, profileFields, async (values) => {
    const saved = await updateProfile(api, values)
    queryClient.setQueryData(meQueryOptions(api).queryKey, saved)
    notifySuccess(t`Guardado correctamente`)
    await navigate({ to: '/$locale/user/profile', params: { locale } })
  })
  const f = bindFields(form, 'profile', labels)

  const incomplete = !user.is_complete
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Sent here by the completeness rule: say why first.
    if (incomplete) notice.current?.focus()
  }, [incomplete])

  const missingLabels = user.missing.map((field) => labels[field])
  const id = (name: string) => `profile-${name}`
  return (
    <article className="flex max-w-4xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Editar mi perfil</Trans>
        </h1>
        {incomplete ? (
          <div
            ref={notice}
            tabIndex={-1}
            role="status"
            className="rounded border-2 border-danger-strong bg-white px-4 py-3 outline-none"
          >
            <p className="font-bold">
              <Trans>Rellena los campos obligatorios y guarda para seguir navegando.</Trans>
            </p>
            <p>
              <Trans>Te falta: {missingLabels.join(', ')}.</Trans>
            </p>
          </div>
        ) : null}
      </header>

      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="photo-title" className="flex flex-col gap-3">
          <h2 id="photo-title" className="text-xl font-bold">
            <Trans>Foto de perfil</Trans>
          </h2>
          <AvatarEditor user={user} />
        </section>
        <CvPanel user={user} />
      </div>

      <form noValidate onSubmit={submit} className="flex flex-col gap-8">
        <FormAlert messages={alert} />
        <RequiredNote />

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 text-xl font-bold">
            <Trans>Datos personales</Trans>
          </legend>
          <NameFields name={f('name')} surname={f('surname')} />
          <BirthdateField {...f('birthdate', { setValueAs: emptyToNull })} required />
          <GenderField
            {...f('gender', { setValueAs: emptyToNull })}
            required
            placeholder={t`Elige una opción`}
          />
          <DocumentFields
            type={f('document_type', { setValueAs: emptyToUndefined })}
            number={f('document_number', { setValueAs: emptyToUndefined })}
            chosen={watch('document_type')}
            placeholder={t`Sin indicar`}
          />
          <PhoneField {...f('phone')} />
        </fieldset>

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 text-xl font-bold">
            <Trans>Dirección</Trans>
          </legend>
          <TextField {...f('address')} autoComplete="street-address" className="md:col-span-2" />
          <CityField {...f('city')} />
          <TextField {...f('postal')} autoComplete="postal-code" />
          <CountryField
            {...f('country', { setValueAs: emptyToNull })}
            countries={countries}
            placeholder={t`Sin indicar`}
          />
          <CountryField
            {...f('originalCountry', { setValueAs: emptyToNull })}
            countries={countries}
            placeholder={t`Sin indicar`}
          />
        </fieldset>

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 text-xl font-bold">
            <Trans>Estudios y trayectoria</Trans>
          </legend>
          <StudiesField
            {...f('category', { setValueAs: emptyToNull })}
            tree={tree}
            required
            placeholder={t`Elige tus estudios`}
            hint={<Trans>Elige la titulación; las ramas y los niveles solo agrupan.</Trans>}
            className="md:col-span-2"
          />
          <GraduationYearField {...f('graduation_year', { setValueAs: toYear })} />
          <ProfileTypeField
            {...f('profile_type', { setValueAs: emptyToNull })}
            placeholder={t`Sin indicar`}
          />
          <TextField {...f('current_job')} autoComplete="organization-title" />
          <TextField {...f('current_company')} autoComplete="organization" />
          <TextAreaField {...f('formation')} className="md:col-span-2" rows={4} />
          <TextAreaField {...f('about_me')} className="md:col-span-2" rows={6} />
          <div className="md:col-span-2">
            <h3 className="mb-2 font-bold">{labels.tags}</h3>
            <TagsField
              id={id('tags')}
              tags={tags}
              registration={register('tags')}
              error={errors.tags as never}
            />
          </div>
        </fieldset>

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 text-xl font-bold">
            <Trans>Enlaces</Trans>
          </legend>
          <TextField {...f('url_linkedin')} type="url" placeholder="https://www.linkedin.com/in/…" />
          <TextField {...f('url_behance')} type="url" placeholder="https://www.behance.net/…" />
          <TextField {...f('url_portfolio')} type="url" placeholder="https://" />
          <TextField {...f('url_other')} type="url" placeholder="https://" />
        </fieldset>

        <FormActions
          // Until the profile is complete there is nowhere to go back to.
          cancelHref={incomplete ? undefined : localePath(locale, 'user', 'profile')}
          submitting={isSubmitting}
          submitLabel={<Trans>Guardar los cambios</Trans>}
        />
      </form>
    </article>
  )
}
