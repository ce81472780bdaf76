import { closeOffer, offerCandidatesQueryOptions } from '@egresa/api-client/jobs'
import { CloseOfferInput, type CompanyOffer, closeOfferEntries } from '@egresa/api-contract/jobs'
import { useApi } from '@egresa/ui/app/api'
import { notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { FieldErrors, FormAlert, RequiredMark, SelectField } from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { Modal } from '@egresa/ui/modal'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { type Control, Controller, type FieldError, useForm } from 'react-hook-form'
import * as v from 'valibot'
import { useJobLabels } from './job-labels'
import { useOfferActions } from './offer-actions'

type CloseField = keyof typeof closeOfferEntries
type CloseLabels = Record<CloseField, string>
const closeFields = Object.keys(closeOfferEntries) as CloseField[]

/**
 * The closing feedback's rules (spec section 5: every answer required, and whom when hired): the contract's
 * fields with messages naming each, and the contract's own rule about the person hired.
 */
export function closeSchema(lang: string, labels: CloseLabels) {
  const [, whomHired] = CloseOfferInput.pipe
  return v.pipe(v.object(localizeEntries(closeOfferEntries, lang, labels)), whomHired)
}
type CloseValues = v.InferInput<ReturnType<typeof closeSchema>>
type CloseOutput = v.InferOutput<ReturnType<typeof closeSchema>>

const ratings = [1, 2, 3, 4, 5] as const

/** Radios of one question in a fieldset, its error tied to each radio. */
function RadioQuestion<T extends string | number | boolean>({
  id,
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
  name,
  inputRef,
}: {
  id: string
  legend: string
  options: readonly { value: T; label: string }[]
  value: T | null | undefined
  onChange: (value: T) => void
  onBlur: () => void
  error: FieldError | undefined
  name: string
  inputRef: (element: HTMLInputElement | null) => void
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-bold">
        {legend}
        <RequiredMark />
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, i) => {
          const optionId = `${id}-${String(option.value)}`
          return (
            <label
              key={String(option.value)}
              htmlFor={optionId}
              className="flex cursor-pointer items-center gap-2 rounded border border-secondary px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-[#1a73e8]"
            >
              <input
                ref={i === 0 ? inputRef : undefined}
                type="radio"
                id={optionId}
                name={name}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="size-4 accent-primary"
              />
              {option.label}
            </label>
          )
        })}
      </div>
      <FieldErrors id={id} error={error} />
    </fieldset>
  )
}

function Question<K extends 'service_rating' | 'candidates_rating' | 'hired'>({
  control,
  name,
  legend,
  options,
}: {
  control: Control<CloseValues, unknown, CloseOutput>
  name: K
  legend: string
  options: readonly { value: NonNullable<CloseValues[K]>; label: string }[]
}) {
  const id = `close-${name}`
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioQuestion
          id={id}
          name={id}
          legend={legend}
          options={options}
          value={field.value as NonNullable<CloseValues[K]> | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error}
          inputRef={field.ref}
        />
      )}
    />
  )
}

/**
 * Closing an offer (PUBLISHED → CLOSED) with the spec's feedback: how the job bank served the company and
 * how suitable the candidates were (1 very bad … 5 excellent), whether someone was hired and whom, from the
 * offer's candidates. Nothing is sent until every answer is there.
 */
export function CloseOfferDialog({
  offer,
  isOpen,
  onOpenChange,
}: {
  offer: Pick<CompanyOffer, 'hash' | 'title'>
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const formId = useId()
  const { rating } = useJobLabels()
  const actions = useOfferActions()
  const labels: CloseLabels = {
    service_rating: t`Valoración del servicio de la bolsa de empleo`,
    candidates_rating: t`Valoración de la adecuación de los candidatos`,
    hired: t`Contratación`,
    hired_candidate: t`Persona contratada`,
  }
  const schema = useLocalizedSchema(closeSchema, labels)
  const form = useForm<CloseValues, unknown, CloseOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: { hired_candidate: null },
  })
  const hired = form.watch('hired')
  const candidates = useQuery({
    ...offerCandidatesQueryOptions(api, offer.hash, { size: 100 }),
    enabled: isOpen,
  })
  const { submit, alert } = useFormSubmit(form, closeFields, async (values) => {
    const closed = await closeOffer(api, offer.hash, {
      ...values,
      hired_candidate: values.hired ? values.hired_candidate : null,
    })
    await actions.saved(closed)
    notifySuccess(t`Oferta cerrada. Gracias por tu valoración.`)
    onOpenChange(false)
    form.reset()
  })
  const ratingOptions = ratings.map((r) => ({ value: r, label: `${r} · ${rating[r]}` }))
  const people = [...(candidates.data?.items ?? [])].sort(
    (a, b) => Number(b.status === 'ACCEPTED') - Number(a.status === 'ACCEPTED'),
  )
  const submitting = form.formState.isSubmitting

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (submitting) return
        onOpenChange(open)
        if (!open) form.reset()
      }}
      isDismissable={!submitting}
      title={<Trans>Cerrar la oferta «{offer.title}»</Trans>}
      footer={
        <>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={submitting}
            onClick={() => {
              onOpenChange(false)
              form.reset()
            }}
          >
            <Trans>Cancelar</Trans>
          </button>
          <button type="submit" form={formId} className={buttonStyles.primary} disabled={submitting}>
            {submitting ? <Trans>Cerrando…</Trans> : <Trans>Cerrar la oferta</Trans>}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <p className="text-muted">
          <Trans>
            La oferta dejará de recibir candidaturas. Cuéntanos cómo ha ido: todas las respuestas son
            obligatorias.
          </Trans>
        </p>
        <FormAlert messages={alert} />
        <Question
          control={form.control}
          name="service_rating"
          legend={t`¿Cómo valoras el servicio de la bolsa de empleo?`}
          options={ratingOptions}
        />
        <Question
          control={form.control}
          name="candidates_rating"
          legend={t`¿Cómo valoras la adecuación de los candidatos?`}
          options={ratingOptions}
        />
        <Question
          control={form.control}
          name="hired"
          legend={t`¿Has contratado a alguien a través de esta oferta?`}
          options={[
            { value: true, label: t`Sí` },
            { value: false, label: t`No` },
          ]}
        />
        {hired ? (
          candidates.isPending ? (
            <p role="status" className="text-muted">
              <Trans>Cargando los candidatos…</Trans>
            </p>
          ) : people.length === 0 ? (
            <p role="alert" className="rounded bg-surface px-4 py-3">
              <Trans>
                Esta oferta no tiene candidatos: solo puedes indicar una contratación entre las personas que
                se han inscrito.
              </Trans>
            </p>
          ) : (
            <SelectField
              id="close-hired_candidate"
              label={labels.hired_candidate}
              required
              placeholder={t`Elige a la persona`}
              options={people.map((c) => ({ value: c.hash, label: `${c.person.name} ${c.person.surname}` }))}
              registration={form.register('hired_candidate', { setValueAs: (v) => (v === '' ? null : v) })}
              error={form.formState.errors.hired_candidate}
            />
          )
        ) : null}
      </form>
    </Modal>
  )
}
