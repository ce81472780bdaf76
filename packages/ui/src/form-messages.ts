import { formatMessage, type MessageRule } from '@egresa/validators/messages'
import { confirmed } from '@egresa/validators/valibot'
import * as v from 'valibot'

// valibot issue types and the rule of spec section 5 whose message explains them.
const ruleOfIssue: Record<string, MessageRule> = {
  non_empty: 'required',
  email: 'email',
  max_length: 'max',
  min_length: 'min',
  max_value: 'max_value',
  min_value: 'min_value',
  integer: 'integer',
  number: 'numeric',
  regex: 'regex',
  iso_date: 'regex',
  picklist: 'one_of',
  url: 'url',
}

const isBlank = (input: unknown) =>
  input === '' || input === null || input === undefined || (Array.isArray(input) && input.length === 0)

/**
 * A valibot message in `lang` that names the field by its label ("El campo Nombre es obligatorio"). An
 * empty value is "required" whatever the rule that caught it (an unchosen option, an empty date).
 */
export function fieldMessage(lang: string, label: string): (issue: v.BaseIssue<unknown>) => string {
  return (issue) => {
    const rule: MessageRule =
      issue.type === 'non_empty' || isBlank(issue.input) ? 'required' : (ruleOfIssue[issue.type] ?? 'regex')
    const requirement = typeof issue.requirement === 'number' ? issue.requirement : undefined
    const params =
      requirement === undefined ? undefined : { length: requirement, max: requirement, min: requirement }
    return formatMessage(rule, { lang, field: label, params })
  }
}

/**
 * The entries of a contract schema with their messages in `lang`, each naming its field by its label.
 * Rules with their own message (the contract's `localized()` checks, the validators' rules) keep it.
 */
export function localizeEntries<TEntries extends v.ObjectEntries>(
  entries: TEntries,
  lang: string,
  labels: { [K in keyof TEntries]: string },
): TEntries {
  return Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [
      key,
      v.config(schema, { message: fieldMessage(lang, labels[key as keyof TEntries]) }),
    ]),
  ) as TEntries
}

/** An object schema of the given entries, with `localizeEntries`' messages. */
export function localizedFields<TEntries extends v.ObjectEntries>(
  entries: TEntries,
  lang: string,
  labels: { [K in keyof TEntries]: string },
) {
  return v.object(localizeEntries(entries, lang, labels))
}

/** "El campo Repite la contraseña no coincide": the `confirmed` message naming the repeat field. */
export function confirmedMessage(lang: string, label: string): string {
  return formatMessage('confirmed', { lang, field: label })
}

/**
 * An object schema of `entries` (messages as `localizeEntries` gives them) whose `repeatKey` must equal
 * `key`: a new password or e-mail address typed twice.
 */
export function withRepeat<TEntries extends v.ObjectEntries>(
  entries: TEntries,
  lang: string,
  labels: { [K in keyof TEntries]: string },
  key: keyof TEntries & string,
  repeatKey: keyof TEntries & string,
) {
  type Values = v.InferOutput<v.ObjectSchema<TEntries, undefined>> & Record<string, unknown>
  return v.pipe(
    v.object(localizeEntries(entries, lang, labels)),
    confirmed<Values, string>(key, repeatKey, confirmedMessage(lang, labels[repeatKey])),
  )
}
