import { formatMessage, type MessageRule } from '@egresa/validators/messages'
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
  picklist: 'one_of',
  url: 'url',
}

/**
 * A valibot message for one field: each issue becomes the rule's message in `lang`, naming the field by its
 * translated label ("El campo Correo electrónico es obligatorio").
 */
export function ruleMessage(lang: string, label: string): (issue: v.BaseIssue<unknown>) => string {
  return (issue) => {
    const rule = ruleOfIssue[issue.type] ?? (issue.input === '' || issue.input == null ? 'required' : 'regex')
    const requirement = typeof issue.requirement === 'number' ? issue.requirement : undefined
    const params =
      requirement === undefined ? undefined : { length: requirement, max: requirement, min: requirement }
    return formatMessage(rule, { lang, field: label, params })
  }
}

/**
 * An object schema of the given fields (e.g. some entries of a contract schema) whose messages are in
 * `lang` and name each field by its label. Actions with their own message keep it.
 */
export function localizedFields<TEntries extends v.ObjectEntries>(
  entries: TEntries,
  lang: string,
  labels: Record<keyof TEntries & string, string>,
) {
  const localized = Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [
      key,
      v.config(schema, { message: ruleMessage(lang, labels[key as keyof TEntries & string]) }),
    ]),
  )
  return v.object(localized as TEntries)
}
