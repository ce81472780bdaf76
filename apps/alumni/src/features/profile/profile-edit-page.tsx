import { meQueryOptions } from '@egresa/api-client/auth'
import { updateProfile } from '@egresa/api-client/profile'
import {
  categoryTreeQueryOptions,
  countriesQueryOptions,
  tagsQueryOptions,
} from '@egresa/api-client/reference'
import { documentTypes, genders, profileTypes } from '@egresa/api-contract/users'
import { localePath } from '@egresa/i18n/segments'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { FormAlert, RequiredNote, SelectField, TextAreaField, TextField } from '@egresa/ui/form-fields'
import { Link } from '@egresa/ui/link'
import { useServerErrors } from '@egresa/ui/server-errors'
import { ruleHints } from '@egresa/validators/messages'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useAccountLabels } from '../../lib/account-labels'
import { api } from '../../lib/api'
import { categoryOptions, countryOptions, TagsField } from '../../lib/reference-fields'
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

const emptyToNull = (value: unknown) => (value === '' ? null : value)
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
const toYear = (value: unknown) => (value === '' || value == null ? null : Number(value))
const thisYear = new Date().getFullYear()

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
  const options = useAccountLabels()
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
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form
  const server = useServerErrors(form, profileFields)
  const documentType = watch('document_type')
  const hint =
    documentType && documentType in ruleHints ? ruleHints[documentType as keyof typeof ruleHints] : null

  const incomplete = !user.is_complete
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Sent here by the completeness rule: say why first.
    if (incomplete) notice.current?.focus()
  }, [incomplete])

  const submit = handleSubmit(
    async (values) => {
      server.setAlert([])
      try {
        const saved = await updateProfile(api, values)
        queryClient.setQueryData(meQueryOptions(api).queryKey, saved)
        notifySuccess(t`Guardado correctamente`)
        await navigate({ to: '/$locale/user/profile', params: { locale } })
      } catch (error) {
        server.handle(error)
      }
    },
    () => server.setAlert([t`Revisa los campos marcados: hay datos que faltan o no son válidos.`]),
  )

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
        <FormAlert messages={server.alert} />
        <RequiredNote />

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 text-xl font-bold">
            <Trans>Datos personales</Trans>
          </legend>
          <TextField
            id={id('name')}
            label={labels.name}
            required
            autoComplete="given-name"
            registration={register('name')}
            error={errors.name}
          />
          <TextField
            id={id('surname')}
            label={labels.surname}
            required
            autoComplete="family-name"
            registration={register('surname')}
            error={errors.surname}
          />
          <TextField
            id={id('birthdate')}
            label={labels.birthdate}
            required
            type="date"
            max={new Date().toISOString().slice(0, 10)}
            autoComplete="bday"
            registration={register('birthdate', { setValueAs: emptyToNull })}
            error={errors.birthdate}
          />
          <SelectField
            id={id('gender')}
            label={labels.gender}
            required
            placeholder={t`Elige una opción`}
            options={genders.map((g) => ({ value: g, label: options.gender[g] }))}
            registration={register('gender', { setValueAs: emptyToNull })}
            error={errors.gender}
          />
          <SelectField
            id={id('document_type')}
            label={labels.document_type}
            placeholder={t`Sin indicar`}
            options={documentTypes.map((d) => ({ value: d, label: options.documentType[d] }))}
            registration={register('document_type', { setValueAs: emptyToUndefined })}
            error={errors.document_type}
          />
          <TextField
            id={id('document_number')}
            label={labels.document_number}
            autoComplete="off"
            hint={hint ? <Trans>Por ejemplo, {hint}</Trans> : undefined}
            registration={register('document_number', { setValueAs: emptyToUndefined })}
            error={errors.document_number}
          />
          <TextField
            id={id('phone')}
            label={labels.phone}
            type="tel"
            autoComplete="tel"
            registration={register('phone')}
            error={errors.phone}
          />
        </fieldset>

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 text-xl font-bold">
            <Trans>Dirección</Trans>
          </legend>
          <TextField
            id={id('address')}
            label={labels.address}
            autoComplete="street-address"
            className="md:col-span-2"
            registration={register('address')}
            error={errors.address}
          />
          <TextField
            id={id('city')}
            label={labels.city}
            autoComplete="address-level2"
            registration={register('city')}
            error={errors.city}
          />
          <TextField
            id={id('postal')}
            label={labels.postal}
            autoComplete="postal-code"
            registration={register('postal')}
            error={errors.postal}
          />
          <SelectField
            id={id('country')}
            label={labels.country}
            placeholder={t`Sin indicar`}
            options={countryOptions(countries)}
            registration={register('country', { setValueAs: emptyToNull })}
            error={errors.country}
          />
          <SelectField
            id={id('originalCountry')}
            label={labels.originalCountry}
            placeholder={t`Sin indicar`}
            options={countryOptions(countries)}
            registration={register('originalCountry', { setValueAs: emptyToNull })}
            error={errors.originalCountry}
          />
        </fieldset>

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 text-xl font-bold">
            <Trans>Estudios y trayectoria</Trans>
          </legend>
          <SelectField
            id={id('category')}
            label={labels.category}
            required
            placeholder={t`Elige tus estudios`}
            hint={<Trans>Elige la titulación; las ramas y los niveles solo agrupan.</Trans>}
            options={categoryOptions(tree)}
            className="md:col-span-2"
            registration={register('category', { setValueAs: emptyToNull })}
            error={errors.category}
          />
          <TextField
            id={id('graduation_year')}
            label={labels.graduation_year}
            type="number"
            inputMode="numeric"
            min={1950}
            max={thisYear + 6}
            registration={register('graduation_year', { setValueAs: toYear })}
            error={errors.graduation_year}
          />
          <SelectField
            id={id('profile_type')}
            label={labels.profile_type}
            placeholder={t`Sin indicar`}
            options={profileTypes.map((p) => ({ value: p, label: options.profileType[p] }))}
            registration={register('profile_type', { setValueAs: emptyToNull })}
            error={errors.profile_type}
          />
          <TextField
            id={id('current_job')}
            label={labels.current_job}
            autoComplete="organization-title"
            registration={register('current_job')}
            error={errors.current_job}
          />
          <TextField
            id={id('current_company')}
            label={labels.current_company}
            autoComplete="organization"
            registration={register('current_company')}
            error={errors.current_company}
          />
          <TextAreaField
            id={id('formation')}
            label={labels.formation}
            className="md:col-span-2"
            rows={4}
            registration={register('formation')}
            error={errors.formation}
          />
          <TextAreaField
            id={id('about_me')}
            label={labels.about_me}
            className="md:col-span-2"
            rows={6}
            registration={register('about_me')}
            error={errors.about_me}
          />
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
          <TextField
            id={id('url_linkedin')}
            label={labels.url_linkedin}
            type="url"
            placeholder="https://www.linkedin.com/in/…"
            registration={register('url_linkedin')}
            error={errors.url_linkedin}
          />
          <TextField
            id={id('url_behance')}
            label={labels.url_behance}
            type="url"
            placeholder="https://www.behance.net/…"
            registration={register('url_behance')}
            error={errors.url_behance}
          />
          <TextField
            id={id('url_portfolio')}
            label={labels.url_portfolio}
            type="url"
            placeholder="https://"
            registration={register('url_portfolio')}
            error={errors.url_portfolio}
          />
          <TextField
            id={id('url_other')}
            label={labels.url_other}
            type="url"
            placeholder="https://"
            registration={register('url_other')}
            error={errors.url_other}
          />
        </fieldset>

        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {incomplete ? null : (
            <Link href={localePath(locale, 'user', 'profile')} className={buttonStyles.secondary}>
              <Trans>Cancelar</Trans>
            </Link>
          )}
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
            {isSubmitting ? <Trans>Guardando…</Trans> : <Trans>Guardar los cambios</Trans>}
          </button>
        </div>
      </form>
    </article>
  )
}
