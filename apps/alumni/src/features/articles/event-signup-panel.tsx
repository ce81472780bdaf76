import { isApiError } from '@egresa/api-client/errors'
import { cancelEventSignUp, signUpQueryKeys, signUpToEvent } from '@egresa/api-client/events'
import type { Article } from '@egresa/api-contract/articles'
import { type EventSignup, MAX_ANSWER_LENGTH, type MyRegistration } from '@egresa/api-contract/events'
import { useApi } from '@egresa/ui/app/api'
import { useAddress } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDialog } from '@egresa/ui/confirm-dialog'
import { FieldErrors, FormAlert, fieldAria, RequiredMark, TextField } from '@egresa/ui/form-fields'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { formatDateTime } from '../../lib/format'
import { UpgradePrompt } from '../membership/public'
import { TicketButton } from './ticket-dialog'
import { useArticleViewer } from './viewer'

type Question = EventSignup['questions'][number]
type AnswersForm = { answers: Record<string, string | null | undefined> }
type Answers = { answers: Record<string, string> }

const noop = () => undefined

/** The answers' rules, from the event's questions: a required one must be answered, a text kept short. */
function answersSchema(questions: Question[], messages: { required: string; tooLong: string }) {
  const entries = Object.fromEntries(
    questions.map((q) => {
      // A choice left unanswered reads as null: the same as an empty answer.
      const answer = v.pipe(v.nullish(v.string(), ''), v.trim())
      return [
        q.id,
        q.required
          ? v.pipe(answer, v.nonEmpty(messages.required), v.maxLength(MAX_ANSWER_LENGTH, messages.tooLong))
          : v.pipe(answer, v.maxLength(MAX_ANSWER_LENGTH, messages.tooLong)),
      ]
    }),
  )
  return v.object({ answers: v.object(entries) })
}

/**
 * Signing up to an event in the portal (docs/events.md): the places left and when sign-ups close, the
 * person's state (a place, waiting at position N, or none), one click to sign up (after the event's
 * questions, when it has some), or to join the waiting list once it is full, and cancelling until the event
 * starts. A guest signs in and comes back; a free member on a Premium-only event meets the upgrade prompt.
 */
export function EventSignupPanel({ article }: { article: Article }) {
  const signup = article.signup
  const api = useApi()
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const address = useAddress()
  const viewer = useArticleViewer()
  const queryClient = useQueryClient()
  const [cancelling, setCancelling] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const focusHeading = useRef(false)

  const refresh = () =>
    Promise.all(signUpQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  // A refusal because of the event's state (closed, started: 409) shows the panel as it now is.
  const refreshOnConflict = (error: unknown) => {
    if (isApiError(error) && error.status === 409) void refresh()
  }
  const signUp = useMutation({
    mutationFn: (answers: Record<string, string>) => signUpToEvent(api, article.hash, { answers }),
    onSuccess: async (answer: MyRegistration) => {
      const position = answer.signup.position ?? 1
      notifySuccess(
        answer.signup.state === 'waiting'
          ? t`Estás en la lista de espera (posición ${position})`
          : t`Tienes plaza en el evento. Te hemos enviado la entrada por correo.`,
      )
      await refresh()
    },
    onError: refreshOnConflict,
  })
  const cancel = useMutation({
    mutationFn: () => cancelEventSignUp(api, article.hash),
    onSuccess: async () => {
      notifySuccess(t`Has anulado tu inscripción`)
      focusHeading.current = true
      await refresh()
    },
    onError: (error) => {
      refreshOnConflict(error)
      notifyError(error)
    },
  })
  // After cancelling, the button that opened the dialog is gone: focus goes to the panel's heading.
  useEffect(() => {
    if (cancelling || !focusHeading.current) return
    focusHeading.current = false
    const frame = requestAnimationFrame(() => heading.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [cancelling])

  if (!signup) return null
  const started = article.starts_at ? Date.now() >= new Date(article.starts_at).getTime() : false
  const full = signup.places_left === 0
  const places = signup.places
  const position = signup.position ?? 1
  const placesLeft = signup.places_left ?? 0
  const closes = formatDateTime(signup.closes_at, i18n.locale)

  let body: ReactNode
  let upgrade: ReactNode = null
  if (signup.state === 'confirmed' || signup.state === 'waiting') {
    body = (
      <>
        {signup.state === 'confirmed' ? (
          <p role="status" className="font-bold">
            <span aria-hidden="true">✓ </span>
            <Trans>Tienes plaza en este evento</Trans>
          </p>
        ) : (
          <div role="status" className="flex flex-col gap-1">
            <p className="font-bold">
              <Trans>Estás en la lista de espera: posición {position}</Trans>
            </p>
            <p className="text-sm text-muted">
              <Trans>
                Si se libera una plaza, será tuya por orden de llegada y te avisaremos por correo.
              </Trans>
            </p>
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          {signup.state === 'confirmed' ? <TicketButton event={article.hash} /> : null}
          {started ? null : (
            <button
              type="button"
              aria-haspopup="dialog"
              disabled={cancel.isPending}
              onClick={() => setCancelling(true)}
              className={buttonStyles.dangerSecondary}
            >
              {signup.state === 'confirmed' ? (
                <Trans>Anular mi inscripción</Trans>
              ) : (
                <Trans>Salir de la lista de espera</Trans>
              )}
            </button>
          )}
        </div>
      </>
    )
  } else if (!viewer.user) {
    body = (
      <>
        <p>
          {signup.mode === 'premium' ? (
            <Trans>Entra con tu cuenta Premium de antiguo alumno para apuntarte a este evento.</Trans>
          ) : (
            <Trans>Entra con tu cuenta de antiguo alumno para apuntarte a este evento.</Trans>
          )}
        </p>
        <Link
          to="/$locale/login"
          params={{ locale }}
          search={{ redirect: address }}
          className={`${buttonStyles.primary} self-start`}
        >
          <Trans>Inicia sesión para apuntarte</Trans>
        </Link>
      </>
    )
  } else if (!signup.open) {
    body = (
      <p role="status">
        {started ? (
          <Trans>El evento ya ha empezado: las inscripciones están cerradas.</Trans>
        ) : (
          <Trans>Las inscripciones de este evento están cerradas.</Trans>
        )}
      </p>
    )
  } else if (!signup.may_sign_up) {
    if (signup.mode === 'premium') {
      body = (
        <p>
          <Trans>Las inscripciones de este evento son solo para socios Premium.</Trans>
        </p>
      )
      upgrade = viewer.canUpgrade ? (
        <UpgradePrompt id="event-signup-upgrade" title={<Trans>Apúntate a este evento con Premium</Trans>}>
          <p>
            <Trans>
              Con una cuenta Premium te apuntarás a los eventos de la agenda que son solo para socios.
            </Trans>
          </p>
        </UpgradePrompt>
      ) : null
    } else {
      body = (
        <p>
          <Trans>Las inscripciones de este evento son para antiguos alumnos.</Trans>
        </p>
      )
    }
  } else if (signup.questions.length > 0) {
    body = (
      <QuestionsForm
        questions={signup.questions}
        full={full}
        onSubmit={(answers) => signUp.mutateAsync(answers).then(noop)}
      />
    )
  } else {
    body = (
      <button
        type="button"
        disabled={signUp.isPending}
        onClick={() => signUp.mutate({}, { onError: notifyError })}
        className={`${buttonStyles.primary} self-start`}
      >
        {full ? <Trans>Apuntarme a la lista de espera</Trans> : <Trans>Apuntarme</Trans>}
      </button>
    )
  }

  return (
    <>
      <section
        aria-labelledby="event-signup"
        className="flex flex-col gap-3 rounded border border-secondary p-5"
      >
        <h2 id="event-signup" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          {/* A job's «Inscripción» is an application; an event's is a sign-up. */}
          <Trans context="event">Inscripción</Trans>
        </h2>
        <dl className="flex flex-col gap-2">
          <div>
            <dt className="text-sm text-muted">
              <Trans>Plazas</Trans>
            </dt>
            <dd className="font-bold">
              {places === null ? (
                <Trans>Sin límite</Trans>
              ) : full ? (
                <Trans>Completo: queda la lista de espera</Trans>
              ) : (
                <Plural
                  value={placesLeft}
                  one={`Queda # plaza de ${places}`}
                  other={`Quedan # plazas de ${places}`}
                />
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">
              {signup.open ? <Trans>Cierre de las inscripciones</Trans> : <Trans>Inscripciones</Trans>}
            </dt>
            <dd>{signup.open ? closes : <Trans>Cerradas</Trans>}</dd>
          </div>
          {signup.mode === 'premium' ? (
            <div>
              <dt className="text-sm text-muted">
                <Trans>Quién puede</Trans>
              </dt>
              <dd>
                <Trans>Solo socios Premium</Trans>
              </dd>
            </div>
          ) : null}
        </dl>
        {body}
        <ConfirmDialog
          isOpen={cancelling}
          onOpenChange={setCancelling}
          isPending={cancel.isPending}
          variant="danger"
          title={
            signup.state === 'waiting' ? (
              <Trans>¿Salir de la lista de espera?</Trans>
            ) : (
              <Trans>¿Anular tu inscripción?</Trans>
            )
          }
          message={
            signup.state === 'waiting' ? (
              <Trans>Perderás tu posición: si vuelves a apuntarte, irás al final de la lista.</Trans>
            ) : (
              <Trans>
                Tu plaza pasará a la primera persona de la lista de espera. Si vuelves a apuntarte, puede que
                ya no queden plazas.
              </Trans>
            )
          }
          confirmLabel={
            signup.state === 'waiting' ? (
              <Trans>Salir de la lista</Trans>
            ) : (
              <Trans>Anular la inscripción</Trans>
            )
          }
          onConfirm={() => cancel.mutateAsync().then(noop, noop)}
        />
      </section>
      {upgrade}
    </>
  )
}

/** The event's questions, answered before signing up: a text or one of the options, required ones marked. */
function QuestionsForm({
  questions,
  full,
  onSubmit,
}: {
  questions: Question[]
  full: boolean
  onSubmit: (answers: Record<string, string>) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const required = t`Responde a esta pregunta.`
  const tooLong = t`Escribe como mucho ${MAX_ANSWER_LENGTH} caracteres.`
  const schema = useMemo(
    () => answersSchema(questions, { required, tooLong }),
    [questions, required, tooLong],
  )
  const fields = useMemo(() => questions.map((q) => `answers.${q.id}` as const), [questions])
  const form = useForm<AnswersForm, unknown, Answers>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    defaultValues: { answers: Object.fromEntries(questions.map((q) => [q.id, ''])) },
  })
  const { errors, isSubmitting } = form.formState
  const { submit, alert } = useFormSubmit(form, fields, async (values) => {
    // Unanswered optional questions are left out.
    const answers = Object.fromEntries(Object.entries(values.answers).filter(([, a]) => a !== ''))
    await onSubmit(answers)
  })
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t`Preguntas del evento`}>
      <FormAlert messages={alert} />
      {questions.some((q) => q.required) ? (
        <p className="text-sm text-muted">
          <Trans>Las preguntas marcadas con * son obligatorias.</Trans>
        </p>
      ) : null}
      {questions.map((q) => {
        const fieldId = `${id}-${q.id}`
        const error = errors.answers?.[q.id]
        if (q.kind === 'text') {
          return (
            <TextField
              key={q.id}
              id={fieldId}
              label={q.label}
              required={q.required}
              maxLength={MAX_ANSWER_LENGTH}
              registration={form.register(`answers.${q.id}`)}
              error={error}
            />
          )
        }
        return (
          <fieldset key={q.id} className="flex flex-col gap-2" {...fieldAria(fieldId, error)}>
            <legend className="mb-1 font-bold">
              {q.label}
              {q.required ? <RequiredMark /> : null}
            </legend>
            {q.options.map((o) => (
              <label key={o.id} className="flex items-center gap-3">
                <input
                  type="radio"
                  value={o.id}
                  className="size-5 shrink-0 accent-primary"
                  {...form.register(`answers.${q.id}`)}
                />
                {o.label}
              </label>
            ))}
            <FieldErrors id={fieldId} error={error} />
          </fieldset>
        )
      })}
      <button type="submit" disabled={isSubmitting} className={`${buttonStyles.primary} self-start`}>
        {full ? <Trans>Apuntarme a la lista de espera</Trans> : <Trans>Apuntarme</Trans>}
      </button>
    </form>
  )
}
