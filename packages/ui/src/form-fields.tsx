import { Trans } from '@lingui/react/macro'
import type { ComponentProps, ReactNode } from 'react'
import type {
  FieldError,
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form'
import { buttonStyles } from './button'
import { Link } from './link'

// Form pieces every screen shares: a label tied to its control, the hint and the errors tied with
// aria-describedby, aria-invalid on a field with errors, and the required mark.

export const inputClass =
  'block w-full rounded border border-secondary bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger-strong disabled:bg-surface disabled:text-muted'

/**
 * The message of a field's error: one, the first rule it breaks (an empty field is "required", not also "only
 * numbers"), even when `criteriaMode: 'all'` gathered others. An array, for the places that list messages.
 */
export function errorMessages(error: FieldError | undefined): string[] {
  if (!error) return []
  const first = [error.message, ...Object.values(error.types ?? {}).flat()].find(
    (m): m is string => typeof m === 'string' && m !== '',
  )
  return first ? [first] : []
}

/** The ids and ARIA attributes of a control with a hint and errors. */
export function fieldAria(id: string, error: FieldError | undefined, hint?: ReactNode) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  } as const
}

export function RequiredMark() {
  return (
    <span className="text-danger-strong">
      <span aria-hidden="true"> *</span>
      <span className="sr-only">
        {' '}
        <Trans>(obligatorio)</Trans>
      </span>
    </span>
  )
}

export function FieldErrors({ id, error }: { id: string; error: FieldError | undefined }) {
  const messages = errorMessages(error)
  if (messages.length === 0) return null
  return (
    <div id={`${id}-error`} className="text-sm text-danger-strong">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  )
}

type BaseFieldProps = {
  id: string
  label: ReactNode
  registration: UseFormRegisterReturn
  error?: FieldError
  hint?: ReactNode
  required?: boolean
  className?: string
}

export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  className,
  ...input
}: BaseFieldProps & Omit<ComponentProps<'input'>, 'id' | 'name' | 'className'>) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="font-bold">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        className={inputClass}
        aria-required={required || undefined}
        {...input}
        {...fieldAria(id, error, hint)}
        {...registration}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={id} error={error} />
    </div>
  )
}

export function TextAreaField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  className,
  rows = 5,
}: BaseFieldProps & { rows?: number }) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="font-bold">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <textarea
        rows={rows}
        className={inputClass}
        aria-required={required || undefined}
        {...fieldAria(id, error, hint)}
        {...registration}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={id} error={error} />
    </div>
  )
}

export type SelectOption = { value: string; label: string; disabled?: boolean }

export function SelectField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
}: BaseFieldProps & { options: SelectOption[]; placeholder?: string }) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="font-bold">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        className={`${inputClass} min-h-[2.625rem]`}
        aria-required={required || undefined}
        {...fieldAria(id, error, hint)}
        {...registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={id} error={error} />
    </div>
  )
}

export function CheckboxField({ id, label, registration, error, hint, required, className }: BaseFieldProps) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-primary"
          aria-required={required || undefined}
          {...fieldAria(id, error, hint)}
          {...registration}
        />
        <label htmlFor={id}>
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="ml-8 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="ml-8">
        <FieldErrors id={id} error={error} />
      </div>
    </div>
  )
}

/** The form's own message (what the server said, or that some fields need attention), announced. */
/** A titled group of a form's fields: two columns from medium screens unless `className` says otherwise. */
export function FormSection({
  title,
  className,
  children,
}: {
  title: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <fieldset className={className ?? 'grid gap-4 md:grid-cols-2'}>
      <legend className="mb-3 text-xl font-bold">{title}</legend>
      {children}
    </fieldset>
  )
}

export function FormAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null
  return (
    <div role="alert" className="rounded border border-danger-strong bg-white px-4 py-3 text-danger-strong">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  )
}

export function RequiredNote() {
  return (
    <p className="text-sm text-muted">
      <Trans>Los campos marcados con * son obligatorios.</Trans>
    </p>
  )
}

/** An empty input or select as null: the contract's "not given" for optional dates, choices and numbers. */
export const emptyToNull = (value: unknown) => (value === '' ? null : value)

export type BoundField = {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error: FieldError | undefined
}

/**
 * The props every field of a react-hook-form form needs, from the field's name: its id (`prefix-name`), its
 * label, its registration and its error. `f('birthdate', { setValueAs: emptyToNull })`.
 */
export function bindFields<T extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<T, unknown, TOutput>,
  prefix: string,
  labels: Partial<Record<Path<T>, string>>,
) {
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>): BoundField => ({
    id: `${prefix}-${name}`,
    label: labels[name] ?? name,
    registration: form.register(name, options),
    error: form.formState.errors[name] as FieldError | undefined,
  })
}

/** A form's buttons: cancel (a link back, when there is somewhere to go back to) and save. */
export function FormActions({
  cancelHref,
  submitting,
  submitLabel,
}: {
  cancelHref?: string
  submitting: boolean
  submitLabel?: ReactNode
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row">
      {cancelHref ? (
        <Link href={cancelHref} className={buttonStyles.secondary}>
          <Trans>Cancelar</Trans>
        </Link>
      ) : null}
      <button type="submit" className={buttonStyles.primary} disabled={submitting}>
        {submitting ? <Trans>Guardando…</Trans> : (submitLabel ?? <Trans>Guardar</Trans>)}
      </button>
    </div>
  )
}
