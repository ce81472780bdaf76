import { myExperiencesQueryOptions } from '@egresa/api-client/experiences'
import {
  mentoringQueryKey,
  myMentorOfferQueryOptions,
  pauseMentorOffer,
  resumeMentorOffer,
  saveMentorOffer,
} from '@egresa/api-client/mentoring'
import { categoryTreeQueryOptions, tagsQueryOptions } from '@egresa/api-client/reference'
import type { WorkExperience } from '@egresa/api-contract/experiences'
import {
  MENTOR_CAPACITY_MAX,
  MENTOR_STUDIES_MAX,
  MENTOR_TAGS_MAX,
  MENTOR_TOPICS_MAX,
  MentorOfferInput,
  type MyMentorOffer,
} from '@egresa/api-contract/mentoring'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { CategoryCheckboxes, categoryTitle } from '@egresa/ui/category-tree'
import {
  emptyToNull,
  FieldErrors,
  FormActions,
  FormAlert,
  fieldAria,
  RequiredMark,
  RequiredNote,
  SelectField,
  TextAreaField,
  TextField,
} from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { ListError } from '@egresa/ui/list-results'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { Controller, type FieldError, useForm } from 'react-hook-form'
import * as v from 'valibot'
import { TagsField } from '../../lib/tags-field'
import { MembersOnlyNote } from './members-only'
import { OfferState } from './mentoring-page'
import { useMayMentor } from './viewer'

type Labels = Record<keyof typeof MentorOfferInput.entries, string>
type OfferForm = v.InferInput<typeof MentorOfferInput>
const offerFields = ['studies', 'tags', 'experience', 'company', 'topics', 'capacity'] as const

function offerSchema(lang: string, labels: Labels) {
  return v.object(localizeEntries(MentorOfferInput.entries, lang, labels))
}

/**
 * `/{locale}/user/mentoring/offer`: offering to mentor, or changing the offer (studies, area and specialty,
 * the company, the person's words, how many mentees at once), and pausing or resuming it.
 */
export function MentorOfferPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const allowed = useMayMentor()
  usePageTitle(t`Mi oferta de mentoría`)
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p>
          <Link to="/$locale/user/mentoring" params={{ locale }} className="underline">
            <span aria-hidden="true">‹ </span>
            <Trans>Mi mentoría</Trans>
          </Link>
        </p>
        <h1 className="text-3xl font-bold">
          <Trans>Mi oferta de mentoría</Trans>
        </h1>
        <p className="text-muted">
          <Trans>
            Cuenta en qué puedes ayudar a otros antiguos alumnos. Te encontrarán en la búsqueda de mentores y,
            si indicas tu empresa, en sus ofertas de empleo.
          </Trans>
        </p>
      </header>
      {allowed ? <Offer /> : <MembersOnlyNote />}
    </div>
  )
}

function Offer() {
  const api = useApi()
  const offer = useQuery(myMentorOfferQueryOptions(api))
  const experiences = useQuery(myExperiencesQueryOptions(api))
  if (offer.isPending || experiences.isPending) {
    return (
      <div aria-hidden="true" className="h-96 animate-pulse rounded border border-secondary bg-surface" />
    )
  }
  if (offer.isError) {
    return (
      <ListError onRetry={() => void offer.refetch()}>
        <Trans>No se ha podido cargar tu oferta de mentoría.</Trans>
      </ListError>
    )
  }
  // Only current jobs can give the offer its company (the API refuses an ended one).
  const current = (experiences.data?.items ?? []).filter((e) => e.is_current)
  return (
    <>
      {offer.data.offer ? <PausePanel offer={offer.data.offer} /> : null}
      <OfferFormView offer={offer.data.offer} experiences={current} />
    </>
  )
}

function PausePanel({ offer }: { offer: MyMentorOffer }) {
  const api = useApi()
  const queryClient = useQueryClient()
  const { t } = useLingui()
  const toggle = useMutation({
    mutationFn: () => (offer.paused ? resumeMentorOffer(api) : pauseMentorOffer(api)),
    onSuccess: async (state) => {
      notifySuccess(
        state.offer?.paused
          ? t`Has pausado tu mentoría: nadie podrá pedírtela hasta que la reanudes.`
          : t`Has reanudado tu mentoría.`,
      )
      await queryClient.invalidateQueries({ queryKey: mentoringQueryKey })
    },
    onError: notifyError,
  })
  return (
    <section
      aria-labelledby="offer-state"
      className={`flex flex-col gap-3 rounded border p-4 sm:flex-row sm:items-center sm:justify-between ${offer.paused || offer.paused_by_office ? 'border-danger-strong' : 'border-secondary'}`}
    >
      <div className="flex flex-col gap-1">
        <h2 id="offer-state" className="text-lg font-bold">
          <Trans>Estado de tu oferta</Trans>
        </h2>
        <p role="status" className="font-bold">
          <OfferState offer={offer} />
        </p>
        {offer.paused_by_office && offer.office_reason ? (
          <p className="break-words">
            <Trans>Motivo de la oficina: {offer.office_reason}</Trans>
          </p>
        ) : null}
        <p className="text-sm text-muted">
          <Trans>
            Una pausa no termina las mentorías en marcha ni las solicitudes que esperan tu respuesta.
          </Trans>
        </p>
      </div>
      {offer.paused_by_office ? null : (
        <button
          type="button"
          className={`${offer.paused ? buttonStyles.primary : buttonStyles.secondary} self-start sm:self-center`}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
        >
          {offer.paused ? <Trans>Reanudar mi mentoría</Trans> : <Trans>Pausar mi mentoría</Trans>}
        </button>
      )}
    </section>
  )
}

function OfferFormView({
  offer,
  experiences,
}: {
  offer: MyMentorOffer | null
  experiences: WorkExperience[]
}) {
  const api = useApi()
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const id = useId()
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api))
  const { data: tags } = useSuspenseQuery(tagsQueryOptions(api, { type: 'USER' }))
  const labels: Labels = {
    studies: t`Estudios`,
    tags: t`Área y especialidad`,
    experience: t`Empresa`,
    company: t`Nombre de la empresa`,
    topics: t`En qué puedes ayudar`,
    capacity: t`Personas a la vez`,
  }
  const schema = useLocalizedSchema(offerSchema, labels)
  // A new offer takes its company from the person's current job, when they have one.
  const experience = offer ? offer.experience : (experiences[0]?.hash ?? null)
  const form = useForm<OfferForm, unknown, MentorOfferInput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    defaultValues: {
      studies: offer?.studies.map((s) => s.hash) ?? [],
      tags: offer?.tags.map((tag) => tag.hash) ?? [],
      experience,
      company: experience ? '' : (offer?.company ?? ''),
      topics: offer?.topics ?? '',
      capacity: offer?.capacity ?? 2,
    },
  })
  const { errors, isSubmitting } = form.formState
  const chosen = form.watch('experience')
  const { submit, alert } = useFormSubmit(form, offerFields, async (values) => {
    // One company: the experience's, or the one written.
    const body = values.experience ? { ...values, company: null } : values
    await saveMentorOffer(api, body)
    notifySuccess(offer ? t`Has guardado los cambios de tu oferta.` : t`Ya ofreces mentoría. ¡Gracias!`)
    await queryClient.invalidateQueries({ queryKey: mentoringQueryKey })
  })
  const studiesId = `${id}-studies`
  // A list's error is the list's own (too many, or the server's word on an unknown one).
  const studiesError = errors.studies as FieldError | undefined
  const tagsError = errors.tags as FieldError | undefined
  const experienceOptions = experiences.map((e) => ({
    value: e.hash,
    label: `${e.company_name} (${e.name})`,
  }))
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {offer ? <Trans>Tu oferta</Trans> : <Trans>Ofrecer mentoría</Trans>}
      </h2>
      <RequiredNote />
      <FormAlert messages={alert} />
      <Controller
        control={form.control}
        name="studies"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-2" {...fieldAria(studiesId, studiesError)}>
            <legend className="mb-1 font-bold">{labels.studies}</legend>
            <p id={`${studiesId}-hint`} className="text-sm text-muted">
              <Trans>Los que conoces bien, hasta {MENTOR_STUDIES_MAX}.</Trans>
            </p>
            {/* The tree scrolls: what is chosen shows above it. */}
            {(field.value ?? []).length > 0 ? (
              <p className="text-sm">
                <Trans>Elegidos:</Trans>{' '}
                {(field.value ?? []).map((hash) => categoryTitle(tree, hash) ?? hash).join(', ')}
              </p>
            ) : null}
            <div className="max-h-72 overflow-y-auto rounded border border-secondary p-3">
              <CategoryCheckboxes
                tree={tree}
                name={field.name}
                idPrefix={studiesId}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                describedBy={studiesError ? `${studiesId}-hint ${studiesId}-error` : `${studiesId}-hint`}
                invalid={Boolean(studiesError)}
              />
            </div>
            <FieldErrors id={studiesId} error={studiesError} />
          </fieldset>
        )}
      />
      <div className="flex flex-col gap-2">
        <h3 className="font-bold">{labels.tags}</h3>
        <p className="text-sm text-muted">
          <Trans>Hasta {MENTOR_TAGS_MAX}.</Trans>
        </p>
        <TagsField
          id={`${id}-tags`}
          tags={tags}
          only={['area', 'specialty']}
          registration={form.register('tags')}
          error={tagsError}
        />
      </div>
      {experienceOptions.length > 0 ? (
        <SelectField
          id={`${id}-experience`}
          label={labels.experience}
          options={experienceOptions}
          placeholder={t`Otra empresa (escríbela)`}
          registration={form.register('experience', { setValueAs: emptyToNull })}
          error={errors.experience}
          hint={<Trans>Te encontrarán en las ofertas de empleo de esa empresa.</Trans>}
        />
      ) : null}
      {chosen ? null : (
        <TextField
          id={`${id}-company`}
          label={experienceOptions.length > 0 ? labels.company : labels.experience}
          maxLength={200}
          registration={form.register('company')}
          error={errors.company}
          hint={
            <Trans>Opcional. Escríbela como la nombra la bolsa de empleo para aparecer en sus ofertas.</Trans>
          }
        />
      )}
      <TextAreaField
        id={`${id}-topics`}
        label={labels.topics}
        rows={5}
        registration={form.register('topics')}
        error={errors.topics}
        hint={
          <Trans>
            Por ejemplo: preparar entrevistas, dar el salto al extranjero, empezar en la investigación. Hasta{' '}
            {MENTOR_TOPICS_MAX} caracteres.
          </Trans>
        }
      />
      <TextField
        id={`${id}-capacity`}
        label={
          <>
            {labels.capacity}
            <RequiredMark />
          </>
        }
        type="number"
        inputMode="numeric"
        min={1}
        max={MENTOR_CAPACITY_MAX}
        className="max-w-sm"
        registration={form.register('capacity', { valueAsNumber: true })}
        error={errors.capacity}
        hint={<Trans>Cuántas personas puedes acompañar a la vez, de 1 a {MENTOR_CAPACITY_MAX}.</Trans>}
      />
      <FormActions
        cancelHref={href({ to: '/$locale/user/mentoring', params: { locale } })}
        submitting={isSubmitting}
        submitLabel={offer ? <Trans>Guardar los cambios</Trans> : <Trans>Ofrecer mentoría</Trans>}
      />
    </form>
  )
}
