import { fieldMessage } from '@egresa/validators/issue-messages'
import { formatMessage } from '@egresa/validators/messages'
import { confirmed } from '@egresa/validators/valibot'
import * as v from 'valibot'

// A form's rules come from the contract; their messages, from @egresa/validators/issue-messages (the
// mapping the API uses too), naming each field by its label ("El campo Nombre es obligatorio").

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
