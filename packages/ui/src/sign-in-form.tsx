import { signInEntries } from '@egresa/api-contract/auth'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId, useState } from 'react'
import { type FieldPath, useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { buttonStyles } from './button'
import { localizedFields } from './form-messages'
import { ReadyFieldset } from './hydration'
import { useLocalizedSchema } from './localized-schema'

/** The fields a person types; the device fields of LoginInput are added by the API client. */
const signInSchema = (lang: string, labels: { email: string; password: string }) =>
  localizedFields(signInEntries, lang, labels)
export type SignInValues = v.InferOutput<v.ObjectSchema<typeof signInEntries, undefined>>

/** What went wrong, as the server said it: a message for the form and, for 400, messages per field. */
export type SignInFailure = { message: string; fieldErrors?: Record<string, string[]> }

export type SignInFormProps = {
  /** Signs in; resolves to a failure to show, or to nothing when the page moves on. */
  onSubmit: (values: SignInValues) => Promise<SignInFailure | undefined>
  /** Under the button: recovery link, other ways to sign in. */
  children?: ReactNode
}

const inputClass =
  'block w-full rounded border border-secondary bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger-strong'

/**
 * E-mail and password, checked in the page's language before sending; what the person typed stays after
 * an error, and the server's message (wrong password, account waiting for verification) is announced.
 */
export function SignInForm({ onSubmit, children }: SignInFormProps) {
  const { t } = useLingui()
  const id = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const labels = { email: t`Correo electrónico`, password: t`Contraseña` }
  const schema = useLocalizedSchema(signInSchema, labels)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: valibotResolver(schema),
    defaultValues: { email: '', password: '' },
  })

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    const result = await onSubmit(values)
    if (!result) return
    for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
      if (field === 'email' || field === 'password') {
        setError(field as FieldPath<SignInValues>, { message: messages.join(' ') })
      }
    }
    setFailure(result.message)
  })

  const field = (name: 'email' | 'password') => {
    const error = errors[name]?.message
    return {
      id: `${id}-${name}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      ...register(name),
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ReadyFieldset>
        {failure ? (
          <p
            role="alert"
            className="rounded border border-danger-strong bg-white px-3 py-2 text-danger-strong"
          >
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-email`} className="font-bold">
            {labels.email}
          </label>
          <input type="email" autoComplete="username" className={inputClass} {...field('email')} />
          <FieldError id={`${id}-email-error`} message={errors.email?.message} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-password`} className="font-bold">
            {labels.password}
          </label>
          <input
            type="password"
            autoComplete="current-password"
            className={inputClass}
            {...field('password')}
          />
          <FieldError id={`${id}-password-error`} message={errors.password?.message} />
        </div>
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
          {isSubmitting ? <Trans>Iniciando sesión…</Trans> : <Trans>Iniciar sesión</Trans>}
        </button>
        {children}
      </ReadyFieldset>
    </form>
  )
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="text-sm text-danger-strong">
      {message}
    </p>
  )
}
