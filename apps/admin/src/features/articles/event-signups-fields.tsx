import { MAX_EVENT_QUESTIONS, MAX_QUESTION_OPTIONS } from '@egresa/api-contract/events'
import { useLocale } from '@egresa/ui/app/locale'
import { buttonStyles } from '@egresa/ui/button'
import { CheckboxField, FieldErrors, SelectField, TextField } from '@egresa/ui/form-fields'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FieldError, get, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form'
import { type ArticleBody, type EditorValues, emptyLabel, freeId } from './article-form'

type Form = UseFormReturn<EditorValues, unknown, ArticleBody>

const errorAt = (form: Form, name: string) => get(form.formState.errors, name) as FieldError | undefined

/**
 * An event's «Inscripciones en el portal»: who may sign up (nobody, any member, Premium only), the places,
 * when they close, and the questions asked (docs/events.md). With none, only the choice shows.
 */
export function EventSignupsFields({
  form,
  hash,
  closed,
}: {
  form: Form
  /** The saved event's hash: links to its attendees. */
  hash: string | null
  /** The office closed the sign-ups from the attendees page. */
  closed: boolean
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const mode = useWatch({ control: form.control, name: 'signups' })
  const questions = useFieldArray({ control: form.control, name: 'questions' })
  const questionsError = errorAt(form, 'questions')

  return (
    <fieldset className="flex flex-col gap-4" aria-describedby="article-signups-hint">
      <legend className="mb-3 text-xl font-bold">
        <Trans>Inscripciones en el portal</Trans>
      </legend>
      <p id="article-signups-hint" className="text-sm text-muted">
        <Trans>
          Con inscripciones en el portal, cada persona recibe su entrada con un código QR y la oficina la
          comprueba en la puerta.
        </Trans>
      </p>
      <SelectField
        id="article-signups"
        registration={form.register('signups')}
        error={errorAt(form, 'signups')}
        label={t`Quién puede inscribirse`}
        className="max-w-md"
        options={[
          { value: '', label: t`Nadie: sin inscripciones en el portal` },
          { value: 'members', label: t`Cualquier socio` },
          { value: 'premium', label: t`Solo socios Premium` },
        ]}
      />
      {mode ? (
        <>
          {closed ? (
            <p className="rounded border border-secondary bg-surface p-3">
              <Trans>La oficina ha cerrado las inscripciones. Se reabren desde la página de inscritos.</Trans>
            </p>
          ) : null}
          {hash ? (
            <p>
              <Link
                to="/$locale/articles/$hash/attendees"
                params={{ locale, hash }}
                className="font-bold underline"
              >
                <Trans>Ver los inscritos</Trans>
              </Link>
            </p>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id="article-places"
              registration={form.register('places')}
              error={errorAt(form, 'places')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              label={t`Plazas`}
              hint={t`Vacío: sin límite. Cuando se llenan, quien se inscribe queda en lista de espera.`}
            />
            <TextField
              id="article-signups_close_at"
              registration={form.register('signups_close_at')}
              error={errorAt(form, 'signups_close_at')}
              type="datetime-local"
              label={t`Cierre de las inscripciones`}
              hint={t`Hora de Madrid. Vacío: al empezar el evento.`}
            />
          </div>

          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-lg font-bold">
              <Trans>Preguntas al inscribirse</Trans>
            </legend>
            {questions.fields.length === 0 ? (
              <p className="text-muted">
                <Trans>Sin preguntas: basta con inscribirse.</Trans>
              </p>
            ) : null}
            <ol className="flex flex-col gap-4">
              {questions.fields.map((field, index) => (
                <li key={field.id}>
                  <QuestionFields form={form} index={index} onRemove={() => questions.remove(index)} />
                </li>
              ))}
            </ol>
            <FieldErrors
              id="article-questions"
              error={questionsError?.message ? questionsError : undefined}
            />
            {questions.fields.length < MAX_EVENT_QUESTIONS ? (
              <button
                type="button"
                className={`${buttonStyles.secondary} self-start`}
                onClick={() =>
                  questions.append(
                    {
                      id: freeId('q', form.getValues('questions')),
                      label: { ...emptyLabel },
                      kind: 'text',
                      options: [],
                      required: false,
                    },
                    { focusName: `questions.${questions.fields.length}.label.es` },
                  )
                }
              >
                <Trans>Añadir una pregunta</Trans>
              </button>
            ) : null}
          </fieldset>
        </>
      ) : null}
    </fieldset>
  )
}

/** One question: its label in three languages, its kind, whether it must be answered, a choice's options. */
function QuestionFields({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const { t } = useLingui()
  const name = `questions.${index}` as const
  const kind = useWatch({ control: form.control, name: `${name}.kind` })
  const options = useFieldArray({ control: form.control, name: `${name}.options` })
  const number = index + 1
  const id = `article-question-${index}`
  const optionsError = errorAt(form, `${name}.options`)

  return (
    <fieldset className="flex flex-col gap-4 rounded border border-secondary p-4">
      <legend className="px-1 font-bold">
        <Trans>Pregunta {number}</Trans>
      </legend>
      <LabelFields form={form} name={`${name}.label`} id={`${id}-label`} label={t`Pregunta`} />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <SelectField
          id={`${id}-kind`}
          registration={form.register(`${name}.kind`)}
          error={errorAt(form, `${name}.kind`)}
          label={t`Tipo de respuesta`}
          options={[
            { value: 'text', label: t`Texto libre` },
            { value: 'choice', label: t`Elegir una opción` },
          ]}
        />
        <CheckboxField
          id={`${id}-required`}
          registration={form.register(`${name}.required`)}
          label={t`Respuesta obligatoria`}
        />
      </div>
      {kind === 'choice' ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-bold">
            <Trans>Opciones</Trans>
          </legend>
          <ol className="flex flex-col gap-3">
            {options.fields.map((field, o) => (
              <li key={field.id} className="flex flex-col gap-2 border-l-4 border-secondary pl-3">
                <LabelFields
                  form={form}
                  name={`${name}.options.${o}.label`}
                  id={`${id}-option-${o}`}
                  label={t`Opción ${o + 1}`}
                />
                <button
                  type="button"
                  className={`${buttonStyles.secondary} self-start`}
                  onClick={() => options.remove(o)}
                >
                  <Trans>Quitar la opción {o + 1}</Trans>
                </button>
              </li>
            ))}
          </ol>
          <FieldErrors id={`${id}-options`} error={optionsError?.message ? optionsError : undefined} />
          {options.fields.length < MAX_QUESTION_OPTIONS ? (
            <button
              type="button"
              className={`${buttonStyles.secondary} self-start`}
              onClick={() =>
                options.append(
                  { id: freeId('o', form.getValues(`${name}.options`)), label: { ...emptyLabel } },
                  { focusName: `${name}.options.${options.fields.length}.label.es` },
                )
              }
            >
              <Trans>Añadir una opción</Trans>
            </button>
          ) : null}
        </fieldset>
      ) : null}
      <button type="button" className={`${buttonStyles.dangerSecondary} self-start`} onClick={onRemove}>
        <Trans>Quitar la pregunta {number}</Trans>
      </button>
    </fieldset>
  )
}

/** A label in Spanish (required), English and Catalan, side by side on a wide screen. */
function LabelFields({
  form,
  name,
  id,
  label,
}: {
  form: Form
  name: `questions.${number}.label` | `questions.${number}.options.${number}.label`
  id: string
  label: string
}) {
  const { t } = useLingui()
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <TextField
        id={`${id}-es`}
        registration={form.register(`${name}.es`)}
        error={errorAt(form, `${name}.es`)}
        label={t`${label} en español`}
        required
      />
      <TextField
        id={`${id}-en`}
        lang="en"
        registration={form.register(`${name}.en`)}
        error={errorAt(form, `${name}.en`)}
        label={t`${label} en inglés`}
      />
      <TextField
        id={`${id}-ca`}
        lang="ca"
        registration={form.register(`${name}.ca`)}
        error={errorAt(form, `${name}.ca`)}
        label={t`${label} en catalán`}
      />
    </div>
  )
}
