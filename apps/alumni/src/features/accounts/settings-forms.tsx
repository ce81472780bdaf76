import { requestEmailChange } from '@egresa/api-client/accounts'
import { meQueryOptions } from '@egresa/api-client/auth'
import { updateProfile } from '@egresa/api-client/profile'
import type { CurrentUser } from '@egresa/api-contract/auth'
import {
  accountLanguages,
  CurrentPassword,
  Email,
  updateProfileEntries as profile,
} from '@egresa/api-contract/users'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { PasswordChangeForm } from '@egresa/ui/app/password-form'
import { buttonStyles } from '@egresa/ui/button'
import { CheckboxField, FormAlert, SelectField, TextField } from '@egresa/ui/form-fields'
import { localizedFields, withRepeat } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { useAccountLabels } from '../../lib/account-labels'

const preferenceEntries = {
  language: v.nonOptional(profile.language),
  is_newsletter: v.nonOptional(profile.is_newsletter),
  is_receive_jobs: v.nonOptional(profile.is_receive_jobs),
  is_appear_by_company: v.nonOptional(profile.is_appear_by_company),
  is_appear_by_user: v.nonOptional(profile.is_appear_by_user),
}
type PreferenceField = keyof typeof preferenceEntries
const preferenceFields = Object.keys(preferenceEntries) as PreferenceField[]
const preferencesSchema = (lang: string, labels: Record<PreferenceField, string>) =>
  localizedFields(preferenceEntries, lang, labels)

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

/** The e-mail language and the flags of spec section 3 (newsletter, job offers, who may see me). */
export function PreferencesForm({ user }: { user: CurrentUser }) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const { language } = useAccountLabels()
  const labels: Record<PreferenceField, string> = {
    language: t`Idioma de los correos`,
    is_newsletter: t`Quiero recibir el boletín de noticias`,
    is_receive_jobs: t`Quiero recibir ofertas de empleo por correo electrónico`,
    is_appear_by_company: t`Las empresas pueden encontrarme en su directorio`,
    is_appear_by_user: t`Otros antiguos alumnos pueden encontrarme en el directorio`,
  }
  const schema = useLocalizedSchema(preferencesSchema, labels)
  const [defaults] = useState(() => ({
    language: (accountLanguages as readonly string[]).includes(user.language)
      ? (user.language as (typeof accountLanguages)[number])
      : 'es',
    ...user.flags,
  }))
  const form = useForm<v.InferInput<typeof schema>, unknown, v.InferOutput<typeof schema>>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: defaults,
  })
  const {
    register,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form
  const { submit, alert } = useFormSubmit(form, preferenceFields, async (values) => {
    const saved = await updateProfile(api, values)
    queryClient.setQueryData(meQueryOptions(api).queryKey, saved)
    reset(values)
    notifySuccess(t`Guardado correctamente`)
  })
  return (
    <Card id="preferences-title" title={<Trans>Preferencias</Trans>}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert messages={alert} />
        <SelectField
          id="settings-language"
          label={labels.language}
          className="max-w-xs"
          hint={<Trans>Los correos de la red te llegarán en este idioma.</Trans>}
          options={accountLanguages.map((l) => ({ value: l, label: language[l] }))}
          registration={register('language')}
          error={errors.language}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-bold">
            <Trans>Comunicaciones y privacidad</Trans>
          </legend>
          <CheckboxField
            id="settings-newsletter"
            label={labels.is_newsletter}
            registration={register('is_newsletter')}
            error={errors.is_newsletter}
          />
          <CheckboxField
            id="settings-jobs"
            label={labels.is_receive_jobs}
            hint={
              <Trans>
                Con una cuenta Premium, como mucho un correo al día con las ofertas nuevas de tus estudios, tu
                área o tu especialidad.
              </Trans>
            }
            registration={register('is_receive_jobs')}
            error={errors.is_receive_jobs}
          />
          <CheckboxField
            id="settings-companies"
            label={labels.is_appear_by_company}
            hint={<Trans>Verán tu perfil público y podrán proponerte ofertas.</Trans>}
            registration={register('is_appear_by_company')}
            error={errors.is_appear_by_company}
          />
          <CheckboxField
            id="settings-alumni"
            label={labels.is_appear_by_user}
            hint={<Trans>Si lo desmarcas, solo tú y la oficina de antiguos alumnos veréis tu perfil.</Trans>}
            registration={register('is_appear_by_user')}
            error={errors.is_appear_by_user}
          />
        </fieldset>
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting || !isDirty}>
            {isSubmitting ? <Trans>Guardando…</Trans> : <Trans>Guardar las preferencias</Trans>}
          </button>
        </div>
      </form>
    </Card>
  )
}

/** A new password, only with the current one (the shared form of @egresa/ui); the other sessions end. */
export function PasswordForm() {
  const locale = useLocale()
  return (
    <Card id="password-title" title={<Trans>Cambiar la contraseña</Trans>}>
      <PasswordChangeForm
        idPrefix="settings-password"
        oldHint={
          <Trans>
            ¿Entras con tu cuenta de la universidad y no tienes contraseña aquí?{' '}
            <Link to="/$locale/user/recovery" params={{ locale }} className="underline">
              Crea una
            </Link>
            .
          </Trans>
        }
      />
    </Card>
  )
}

const emailEntries = { email: Email, email_repeat: Email, password_old: CurrentPassword }
type EmailValues = { email: string; email_repeat: string; password_old: string }
const emailSchema = (lang: string, labels: Record<keyof EmailValues, string>) =>
  withRepeat(emailEntries, lang, labels, 'email', 'email_repeat')

/** A new e-mail address, only with the current password; it changes once the link mailed to it is opened. */
export function EmailForm({ user }: { user: CurrentUser }) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const labels = {
    email: t`Correo electrónico nuevo`,
    email_repeat: t`Repite el correo electrónico nuevo`,
    password_old: t`Contraseña actual`,
  }
  const schema = useLocalizedSchema(emailSchema, labels)
  const form = useForm<EmailValues, unknown, EmailValues>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: { email: '', email_repeat: '', password_old: '' },
  })
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form
  const { submit, alert } = useFormSubmit(form, ['email', 'email_repeat', 'password_old'], async (values) => {
    await requestEmailChange(api, values)
    setSentTo(values.email)
    reset()
    notifySuccess(t`Solicitud enviada`)
    await queryClient.invalidateQueries({ queryKey: meQueryOptions(api).queryKey })
  })
  const pending = sentTo ?? user.email_pending
  return (
    <Card id="email-title" title={<Trans>Cambiar el correo electrónico</Trans>}>
      <p>
        <Trans>
          Tu correo actual es <strong className="break-all">{user.email}</strong>.
        </Trans>
      </p>
      {pending ? (
        <p role="status" className="rounded bg-surface px-4 py-3">
          {/* The server answers alike whether the address already has an account (then no link goes to it),
              so this says no more than it knows. */}
          <Trans>
            Si la dirección <strong className="break-all">{pending}</strong> puede usarse, le hemos enviado un
            enlace. El cambio se hará cuando lo abras.
          </Trans>
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert messages={alert} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            id="settings-email"
            label={labels.email}
            type="email"
            autoComplete="email"
            required
            registration={register('email')}
            error={errors.email}
          />
          <TextField
            id="settings-email-repeat"
            label={labels.email_repeat}
            type="email"
            autoComplete="email"
            required
            registration={register('email_repeat')}
            error={errors.email_repeat}
          />
        </div>
        <TextField
          id="settings-email-password"
          label={labels.password_old}
          type="password"
          autoComplete="current-password"
          required
          className="max-w-md"
          registration={register('password_old')}
          error={errors.password_old}
        />
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
            {isSubmitting ? <Trans>Enviando…</Trans> : <Trans>Cambiar el correo</Trans>}
          </button>
        </div>
      </form>
    </Card>
  )
}
