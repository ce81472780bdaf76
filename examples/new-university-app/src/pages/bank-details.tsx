import type { Locale } from '@egresa/i18n/locales'
import { buttonStyles } from '@egresa/ui/button'
import { notifySuccess } from '@egresa/ui/toaster'
import { formatIban, normalizeIban } from '@egresa/validators/iban'
import { normalizeDocument } from '@egresa/validators/identity'
import { fieldMessage } from '@egresa/validators/issue-messages'
import { dni, iban } from '@egresa/validators/valibot'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId, useMemo } from 'react'
import { type FieldError, useForm } from 'react-hook-form'
import * as v from 'valibot'
import { text } from '../i18n'

/** The form's rules: @egresa/validators' actions, each message naming the field by its label. */
function bankDetailsSchema(lang: Locale) {
  const named = (label: string) => ({ message: fieldMessage(lang, label) })
  return v.object({
    name: v.config(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)), named(text('form.name'))),
    document: v.config(
      v.pipe(v.string(), v.nonEmpty(), dni(), v.transform(normalizeDocument)),
      named(text('form.document')),
    ),
    iban: v.config(
      v.pipe(v.string(), v.nonEmpty(), iban(), v.transform(normalizeIban)),
      named(text('form.iban')),
    ),
  })
}
type BankDetails = v.InferInput<ReturnType<typeof bankDetailsSchema>>
type BankDetailsOutput = v.InferOutput<ReturnType<typeof bankDetailsSchema>>

export function BankDetailsPage({ locale }: { locale: Locale }) {
  const id = useId()
  const schema = useMemo(() => bankDetailsSchema(locale), [locale])
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BankDetails, unknown, BankDetailsOutput>({
    resolver: valibotResolver(schema, { lang: locale }),
    defaultValues: { name: '', document: '', iban: '' },
  })
  const field = (name: keyof BankDetails, label: string, error: FieldError | undefined) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="font-bold">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="block w-full rounded border border-secondary px-3 py-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${name}-error` : undefined}
        {...register(name)}
      />
      {error?.message ? (
        <p id={`${id}-${name}-error`} className="text-sm text-danger-strong">
          {error.message}
        </p>
      ) : null}
    </div>
  )

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto flex w-full max-w-md flex-col gap-4">
      <h1 id={`${id}-title`} className="text-2xl font-bold">
        {text('form.title')}
      </h1>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) =>
          notifySuccess(text('form.saved', { iban: formatIban(values.iban) })),
        )}
      >
        {field('name', text('form.name'), errors.name)}
        {field('document', text('form.document'), errors.document)}
        {field('iban', text('form.iban'), errors.iban)}
        <button type="submit" className={buttonStyles.primary}>
          {text('form.save')}
        </button>
      </form>
    </section>
  )
}
