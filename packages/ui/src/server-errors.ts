import { isApiError } from '@egresa/api-client/errors'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { errorText, notifyErrorText } from './app/notify'

/**
 * What a form shows when the server refuses it: the field messages next to their fields (focus on the
 * first) with "check the marked fields" in the form's alert, and the server's other message in a toast
 * (`errorText`: the API's message in the page's language, a generic one of ours for a 5xx or a lost
 * connection). The page and the values the person typed stay. A failure the status policy already handled
 * (login page) shows nothing more. The alert's "check the marked fields" goes once no field has an error.
 */
export function useServerErrors<T extends FieldValues, TOutput extends FieldValues = T>(
  form: UseFormReturn<T, unknown, TOutput>,
  fields: readonly Path<T>[],
) {
  const { t } = useLingui()
  const [alert, setAlert] = useState<string[]>([])
  const fieldsMessage = t`Revisa los campos marcados: hay datos que faltan o no son válidos.`
  // Read while rendering, so the form re-renders (and the alert goes) when the last field error is fixed.
  const fieldErrors = Object.keys(form.formState.errors).length

  const handle = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.handled) {
        setAlert([])
        return
      }
      const general: string[] = []
      let first: Path<T> | undefined
      if (isApiError(error) && error.localized && error.status < 500) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const known = fields.find((f) => f === field)
          if (known) {
            // One message a field: the first rule it breaks.
            form.setError(known, { type: 'server', message: messages[0] ?? '' })
            if (!first || fields.indexOf(known) < fields.indexOf(first)) first = known
          } else {
            general.push(...messages)
          }
        }
      }
      setAlert(first ? [fieldsMessage] : [])
      if (general.length > 0) notifyErrorText(general.join(' '))
      else if (!first) notifyErrorText(errorText(error))
      if (first) form.setFocus(first)
    },
    [fields, form, fieldsMessage],
  )

  const shown = alert.length === 1 && alert[0] === fieldsMessage && fieldErrors === 0 ? [] : alert
  return { alert: shown, setAlert, handle, fieldsMessage }
}

/**
 * A form's submit handler: sends the checked values with `save`; on refusal the server's messages (see
 * useServerErrors), and when the form's own checks fail a message that fields need attention, which goes
 * once they are fixed.
 */
export function useFormSubmit<T extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<T, unknown, TOutput>,
  fields: readonly Path<T>[],
  save: (values: TOutput) => Promise<void>,
) {
  const server = useServerErrors(form, fields)
  const submit = form.handleSubmit(
    async (values) => {
      server.setAlert([])
      try {
        await save(values)
      } catch (error) {
        server.handle(error)
      }
    },
    () => server.setAlert([server.fieldsMessage]),
  )
  return { submit, alert: server.alert }
}
