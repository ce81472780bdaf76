import { isApiError } from '@egresa/api-client/errors'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

/**
 * What a form shows when the server refuses it: the field messages next to their fields (focus on the
 * first), the rest in the form's alert. The values the person typed stay in the form. A failure the
 * status policy already handled (error page, login page) shows nothing more.
 */
export function useServerErrors<T extends FieldValues, TOutput extends FieldValues = T>(
  form: UseFormReturn<T, unknown, TOutput>,
  fields: readonly Path<T>[],
) {
  const { t } = useLingui()
  const [alert, setAlert] = useState<string[]>([])

  const handle = useCallback(
    (error: unknown) => {
      if (!isApiError(error)) {
        setAlert([t`No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.`])
        return
      }
      if (error.handled) {
        setAlert([])
        return
      }
      const general: string[] = []
      let first: Path<T> | undefined
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        const known = fields.find((f) => f === field)
        if (known) {
          form.setError(known, { type: 'server', message: messages.join(' ') })
          if (!first || fields.indexOf(known) < fields.indexOf(first)) first = known
        } else {
          general.push(...messages)
        }
      }
      setAlert(general.length > 0 ? general : [error.message])
      if (first) form.setFocus(first)
    },
    [fields, form, t],
  )

  return { alert, setAlert, handle }
}

/**
 * A form's submit handler: sends the checked values with `save`; on refusal the server's messages (see
 * useServerErrors), and when the form's own checks fail a message that fields need attention.
 */
export function useFormSubmit<T extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<T, unknown, TOutput>,
  fields: readonly Path<T>[],
  save: (values: TOutput) => Promise<void>,
) {
  const { t } = useLingui()
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
    () => server.setAlert([t`Revisa los campos marcados: hay datos que faltan o no son válidos.`]),
  )
  return { submit, alert: server.alert }
}
