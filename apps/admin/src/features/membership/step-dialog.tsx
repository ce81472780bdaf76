import { buttonStyles } from '@egresa/ui/button'
import { FormAlert } from '@egresa/ui/form-fields'
import { Modal } from '@egresa/ui/modal'
import { useServerErrors } from '@egresa/ui/server-errors'
import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

/**
 * A form whose sending cannot be undone, in two steps of one dialog: the fields, then what will happen and
 * the button that does it. A server's field messages (400) take the dialog back to the form, on their
 * fields; its other messages are toasts.
 */
export function StepDialog<T extends FieldValues, TOutput extends FieldValues>({
  isOpen,
  onOpenChange,
  title,
  form,
  fields,
  children,
  confirmation,
  confirmLabel,
  onConfirm,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  form: UseFormReturn<T, unknown, TOutput>
  fields: readonly Path<T>[]
  /** The fields. */
  children: ReactNode
  /** What the confirming button will do with these values, said before it is pressed. */
  confirmation: (values: TOutput) => ReactNode
  confirmLabel: ReactNode
  onConfirm: (values: TOutput) => Promise<void>
}) {
  const id = useId()
  const [values, setValues] = useState<TOutput | null>(null)
  const [pending, setPending] = useState(false)
  const server = useServerErrors(form, fields)
  const [failure, setFailure] = useState<unknown>(null)

  useEffect(() => {
    if (isOpen) return
    setValues(null)
    setPending(false)
    form.reset()
  }, [isOpen, form])

  // The server's refusal once the form is back on screen: its messages on the fields, focus on the first.
  useEffect(() => {
    if (failure === null || values !== null) return
    server.handle(failure)
    setFailure(null)
  }, [failure, values, server])

  const next = form.handleSubmit((checked) => {
    server.setAlert([])
    setValues(checked)
  })

  const confirm = async () => {
    if (!values) return
    setPending(true)
    try {
      await onConfirm(values)
      onOpenChange(false)
    } catch (error) {
      setPending(false)
      setValues(null)
      setFailure(error)
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!pending) onOpenChange(open)
      }}
      isDismissable={!pending}
      size="md"
      role={values ? 'alertdialog' : 'dialog'}
      title={title}
      footer={
        values ? (
          <>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={pending}
              onClick={() => setValues(null)}
            >
              <Trans>Volver</Trans>
            </button>
            <button type="button" className={buttonStyles.primary} disabled={pending} onClick={confirm}>
              {confirmLabel}
            </button>
          </>
        ) : (
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => onOpenChange(false)}>
              <Trans>Cancelar</Trans>
            </button>
            <button type="submit" form={`${id}-form`} className={buttonStyles.primary}>
              <Trans>Continuar</Trans>
            </button>
          </>
        )
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={next}
        hidden={values !== null}
        className="flex flex-col gap-4"
      >
        <FormAlert messages={server.alert} />
        {children}
      </form>
      {values ? <div className="flex flex-col gap-2">{confirmation(values)}</div> : null}
    </Modal>
  )
}
