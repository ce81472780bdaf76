import { changePassword } from '@egresa/api-client/accounts'
import { CurrentPassword, Password } from '@egresa/api-contract/users'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { buttonStyles } from '../button'
import { FormAlert, TextField } from '../form-fields'
import { withRepeat } from '../form-messages'
import { ReadyFieldset } from '../hydration'
import { useLocalizedSchema } from '../localized-schema'
import { useFormSubmit } from '../server-errors'
import { useApi } from './api'
import { notifySuccess } from './notify'

const passwordEntries = {
  password_old: CurrentPassword,
  password: Password,
  password_repeat: v.pipe(v.string(), v.nonEmpty()),
}
type PasswordValues = { password_old: string; password: string; password_repeat: string }
const passwordFields = ['password_old', 'password', 'password_repeat'] as const
const passwordSchema = (lang: string, labels: Record<keyof PasswordValues, string>) =>
  withRepeat(passwordEntries, lang, labels, 'password', 'password_repeat')

/**
 * A new password, only with the current one (spec section 5), through `PATCH /usr/users/password`; the
 * account's other sessions end. The form without a frame: the page gives it its heading.
 */
export function PasswordChangeForm({
  idPrefix = 'password',
  oldHint,
}: {
  idPrefix?: string
  oldHint?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const labels = {
    password_old: t`Contraseña actual`,
    password: t`Contraseña nueva`,
    password_repeat: t`Repite la contraseña nueva`,
  }
  const schema = useLocalizedSchema(passwordSchema, labels)
  const form = useForm<PasswordValues, unknown, PasswordValues>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: { password_old: '', password: '', password_repeat: '' },
  })
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form
  const { submit, alert } = useFormSubmit(form, passwordFields, async (values) => {
    await changePassword(api, values)
    reset()
    notifySuccess(t`Guardado correctamente`)
  })
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ReadyFieldset>
        <FormAlert messages={alert} />
        <TextField
          id={`${idPrefix}-old`}
          label={labels.password_old}
          type="password"
          autoComplete="current-password"
          required
          className="max-w-md"
          hint={oldHint}
          registration={register('password_old')}
          error={errors.password_old}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            id={`${idPrefix}-new`}
            label={labels.password}
            type="password"
            autoComplete="new-password"
            required
            hint={<Trans>Al menos 10 caracteres.</Trans>}
            registration={register('password')}
            error={errors.password}
          />
          <TextField
            id={`${idPrefix}-repeat`}
            label={labels.password_repeat}
            type="password"
            autoComplete="new-password"
            required
            registration={register('password_repeat')}
            error={errors.password_repeat}
          />
        </div>
        <p className="text-sm text-muted">
          <Trans>Al cambiarla se cerrarán tus sesiones en otros dispositivos.</Trans>
        </p>
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
            {isSubmitting ? <Trans>Guardando…</Trans> : <Trans>Cambiar la contraseña</Trans>}
          </button>
        </div>
      </ReadyFieldset>
    </form>
  )
}
