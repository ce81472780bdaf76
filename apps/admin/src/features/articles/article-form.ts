import { type AdminArticle, ArticleInput, type ArticleType } from '@egresa/api-contract/articles'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { isoToMadrid, madridToIso } from '../../lib/madrid-time'

// The editor's form: every field a text (the times in Madrid time, as `datetime-local` gives them), turned
// into the contract's ArticleInput, which checks it as the server will (rule 6 of CONTRIBUTING.md); the rules
// between fields the server checks too are said here first.

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
}

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
}

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
  }
}

/** The form's schema: the contract's ArticleInput over the body the form sends. */
export const ArticleFormSchema = v.pipe(
  v.custom<ArticleFormValues>(() => true),
  v.transform(toArticleBody),
  ArticleInput,
)

/**
 * The rules between fields that the server checks too (an event's place and start, its end after its start,
 * an English title with its text), said with `say` in the page's language: checked beside the schema, so
 * the person sees every field to fix at once.
 */
export function articleRuleErrors(
  values: ArticleFormValues,
  say: (message: MessageDescriptor) => string,
): Partial<Record<keyof ArticleFormValues, string>> {
  const errors: Partial<Record<keyof ArticleFormValues, string>> = {}
  const body = toArticleBody(values)
  if (body.type === 'EVENT') {
    if (!body.place) errors.place = say(msg`Indica dónde es el evento.`)
    if (!body.starts_at) errors.starts_at = say(msg`Un evento necesita fecha de inicio.`)
    if (body.starts_at && body.ends_at && new Date(body.ends_at) < new Date(body.starts_at))
      errors.ends_at = say(msg`El final no puede ser anterior al inicio.`)
  }
  if (body.title_en && !body.text_en) errors.text_en = say(msg`Escribe también el texto en inglés.`)
  if (body.text_en && !body.title_en) errors.title_en = say(msg`Escribe también el título en inglés.`)
  return errors
}
