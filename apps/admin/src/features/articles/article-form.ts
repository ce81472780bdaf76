import { type AdminArticle, ArticleInput, type ArticleType } from '@egresa/api-contract/articles'
import type { EventQuestion, EventSignupMode, QuestionKind } from '@egresa/api-contract/events'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { isoToMadrid, madridToIso } from '../../lib/madrid-time'

// The editor's form: every field a text (the times in Madrid time, as `datetime-local` gives them), turned
// into the contract's ArticleInput, which checks it as the server will (rule 6 of CONTRIBUTING.md); the rules
// between fields the server checks too are said here first.

/** A question's or an option's label as the form holds it: each language a text, '' when not written. */
export type LabelFormValues = { es: string; en: string; ca: string }

/** A question of an event's sign-up as the form holds it; its `id` is kept (answers refer to it) or made up. */
export type QuestionFormValues = {
  id: string
  label: LabelFormValues
  kind: QuestionKind
  options: { id: string; label: LabelFormValues }[]
  required: boolean
}

export type ArticleFormValues = {
  type: ArticleType
  title: string
  slug: string
  summary: string
  text: string
  title_en: string
  slug_en: string
  summary_en: string
  text_en: string
  tags: string[]
  image_alt: string
  image_alt_en: string
  place: string
  starts_at: string
  ends_at: string
  online_url: string
  subscription_url: string
  subscription_email: string
  /** Sign-ups in the portal (docs/events.md): '' takes none. */
  signups: '' | EventSignupMode
  places: string
  signups_close_at: string
  questions: QuestionFormValues[]
}

/** What saving does to the article's publication. */
export type Publication = 'draft' | 'now' | 'schedule'

/** The editor's values: the article's, and its publication's. */
export type EditorValues = ArticleFormValues & { publication: Publication; publish_at: string }
export type ArticleBody = v.InferOutput<typeof ArticleInput>

export const articleFields = [
  'type',
  'title',
  'slug',
  'summary',
  'text',
  'title_en',
  'slug_en',
  'summary_en',
  'text_en',
  'tags',
  'image_alt',
  'image_alt_en',
  'place',
  'starts_at',
  'ends_at',
  'online_url',
  'subscription_url',
  'subscription_email',
  'signups',
  'places',
  'signups_close_at',
  'questions',
] as const satisfies readonly (keyof ArticleFormValues)[]

export const emptyArticle: ArticleFormValues = {
  type: 'NEWS',
  title: '',
  slug: '',
  summary: '',
  text: '',
  title_en: '',
  slug_en: '',
  summary_en: '',
  text_en: '',
  tags: [],
  image_alt: '',
  image_alt_en: '',
  place: '',
  starts_at: '',
  ends_at: '',
  online_url: '',
  subscription_url: '',
  subscription_email: '',
  signups: '',
  places: '',
  signups_close_at: '',
  questions: [],
}

const labelValues = (label: EventQuestion['label']): LabelFormValues => ({
  es: label.es,
  en: label.en ?? '',
  ca: label.ca ?? '',
})

/** The id of a new question or option: the first of `q1`, `q2`… (or `o1`…) not taken. */
export function freeId(prefix: 'q' | 'o', taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((t) => t.id))
  let n = 1
  while (ids.has(`${prefix}${n}`)) n++
  return `${prefix}${n}`
}

export const emptyLabel: LabelFormValues = { es: '', en: '', ca: '' }

/** The form's values of a saved article. */
export function formValuesOf(article: AdminArticle): ArticleFormValues {
  return {
    type: article.type,
    title: article.title,
    slug: article.slug,
    summary: article.summary,
    text: article.text,
    title_en: article.title_en ?? '',
    slug_en: article.slug_en ?? '',
    summary_en: article.summary_en ?? '',
    text_en: article.text_en ?? '',
    tags: article.tags.map((t) => t.hash),
    image_alt: article.image_alt ?? '',
    image_alt_en: article.image_alt_en ?? '',
    place: article.place ?? '',
    starts_at: isoToMadrid(article.starts_at),
    ends_at: isoToMadrid(article.ends_at),
    online_url: article.online_url ?? '',
    subscription_url: article.subscription_url ?? '',
    subscription_email: article.subscription_email ?? '',
    signups: article.signups ?? '',
    places: article.places === null ? '' : String(article.places),
    signups_close_at: isoToMadrid(article.signups_close_at),
    questions: article.questions.map((q) => ({
      id: q.id,
      label: labelValues(q.label),
      kind: q.kind,
      options: q.options.map((o) => ({ id: o.id, label: labelValues(o.label) })),
      required: q.required,
    })),
  }
}

const orNull = (s: string) => (s.trim() === '' ? null : s)

/** The body the API takes: empty optional fields as null, the times as instants with Madrid's offset. */
export function toArticleBody(values: ArticleFormValues): v.InferInput<typeof ArticleInput> {
  const event = values.type === 'EVENT'
  return {
    type: values.type,
    title: values.title,
    slug: orNull(values.slug),
    summary: values.summary,
    text: values.text,
    title_en: orNull(values.title_en),
    slug_en: orNull(values.slug_en),
    summary_en: orNull(values.summary_en),
    text_en: orNull(values.text_en),
    tags: values.tags,
    image_alt: orNull(values.image_alt),
    image_alt_en: orNull(values.image_alt_en),
    place: event ? orNull(values.place) : null,
    starts_at: event ? orNull(madridToIso(values.starts_at)) : null,
    ends_at: event ? orNull(madridToIso(values.ends_at)) : null,
    online_url: event ? orNull(values.online_url) : null,
    subscription_url: event ? orNull(values.subscription_url) : null,
    subscription_email: event ? orNull(values.subscription_email) : null,
    ...(event ? signupBody(values) : {}),
  }
}

/** An event's sign-up settings: with no sign-ups in the portal, none of the rest is kept. */
function signupBody(values: ArticleFormValues) {
  const signups = values.signups === '' ? null : values.signups
  const places = values.places.trim()
  return {
    signups,
    places: signups && places !== '' ? Number(places) : null,
    signups_close_at: signups ? orNull(madridToIso(values.signups_close_at)) : null,
    questions: signups
      ? values.questions.map((q) => ({
          id: q.id,
          label: q.label,
          kind: q.kind,
          options: q.kind === 'choice' ? q.options : [],
          required: q.required,
        }))
      : [],
  }
}

/** The form's schema: the contract's ArticleInput over the body the form sends. */
export const ArticleFormSchema = v.pipe(
  v.custom<ArticleFormValues>(() => true),
  v.transform(toArticleBody),
  ArticleInput,
)

/** A field a rule between fields marks: a top-level one, or a choice question's options. */
export type RuleField = keyof ArticleFormValues | `questions.${number}.options`

/**
 * The rules between fields that the server checks too (an event's place and start, its end after its start,
 * an English title with its text), said with `say` in the page's language: checked beside the schema, so
 * the person sees every field to fix at once.
 */
export function articleRuleErrors(
  values: ArticleFormValues,
  say: (message: MessageDescriptor) => string,
): Partial<Record<RuleField, string>> {
  const errors: Partial<Record<RuleField, string>> = {}
  const body = toArticleBody(values)
  if (body.type === 'EVENT') {
    if (!body.place) errors.place = say(msg`Indica dónde es el evento.`)
    if (!body.starts_at) errors.starts_at = say(msg`Un evento necesita fecha de inicio.`)
    if (body.starts_at && body.ends_at && new Date(body.ends_at) < new Date(body.starts_at))
      errors.ends_at = say(msg`El final no puede ser anterior al inicio.`)
    if (body.signups && body.starts_at && body.signups_close_at)
      if (new Date(body.signups_close_at) > new Date(body.starts_at))
        errors.signups_close_at = say(msg`Las inscripciones deben cerrarse antes del inicio del evento.`)
    if (body.signups)
      values.questions.forEach((q, i) => {
        if (q.kind === 'choice' && q.options.length < 2)
          errors[`questions.${i}.options`] = say(
            msg`Una pregunta de elección necesita al menos dos opciones.`,
          )
      })
  }
  if (body.title_en && !body.text_en) errors.text_en = say(msg`Escribe también el texto en inglés.`)
  if (body.text_en && !body.title_en) errors.title_en = say(msg`Escribe también el título en inglés.`)
  return errors
}
