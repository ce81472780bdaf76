import { adminQueryKey } from '@egresa/api-client/admin'
import { isApiError } from '@egresa/api-client/errors'
import { errorText, notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { FormAlert, TextAreaField } from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { Modal } from '@egresa/ui/modal'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useId, useState } from 'react'
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form'
import * as v from 'valibot'

// The dialogs of the office's actions on one item (a person's page, a company's page): one that asks for a
// yes, one that asks for a reason, and the form dialog under the reason (the person page's tier and payment
// dialogs use it too). They behave alike: the success toast, every office read reloaded (the page, the lists,
// the queue counts), and the server's refusal shown in the dialog itself: a 409 says who decided first and
// when, which a toast would take away before it is read.

/**
 * Runs an office action: the success toast, then every office read reloads (`adminQueryKey`: the page, the
 * lists, the queue counts), after a refusal too, since a 409 means the item changed under the page. A refusal
 * is thrown on to the dialog that shows it.
 */
export function useOfficeAction() {
  const queryClient = useQueryClient()
  return useCallback(
    async (action: () => Promise<unknown>, done: string) => {
      try {
        await action()
        notifySuccess(done)
      } finally {
        await queryClient.invalidateQueries({ queryKey: adminQueryKey })
      }
    },
    [queryClient],
  )
}

/** The server's 409 (someone else decided first: what, who, when), or null for any other failure. */
function conflictText(error: unknown): string | null {
  return isApiError(error) && error.status === 409 ? errorText(error) : null
}

/**
 * Asks before an action that needs only a yes. The dialog closes when the action succeeds; a 409 stays in
 * the dialog (what happened instead), any other failure is a toast.
 */
export function ActionConfirmDialog({
  isOpen,
  onClose,
  title,
  message,
  confirmLabel,
  danger,
  onConfirm,
}: {
  isOpen: boolean
  onClose: () => void
  title: ReactNode
  message: ReactNode
  confirmLabel: ReactNode
  danger?: boolean
  onConfirm: () => Promise<void>
}) {
  const [pending, setPending] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const close = () => {
    setRefusal(null)
    onClose()
  }
  const confirm = async () => {
    setPending(true)
    setRefusal(null)
    try {
      await onConfirm()
      close()
    } catch (error) {
      const conflict = conflictText(error)
      if (conflict) setRefusal(conflict)
      else {
        notifyError(error)
        close()
      }
    } finally {
      setPending(false)
    }
  }
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      size="sm"
      role="alertdialog"
      title={title}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={close} disabled={pending}>
            {refusal ? <Trans>Aceptar</Trans> : <Trans>Cancelar</Trans>}
          </button>
          {refusal ? null : (
            <button
              type="button"
              className={danger ? buttonStyles.danger : buttonStyles.primary}
              disabled={pending}
              onClick={confirm}
            >
              {confirmLabel}
            </button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <FormAlert messages={refusal ? [refusal] : []} />
        {typeof message === 'string' ? <p>{message}</p> : message}
      </div>
    </Modal>
  )
}

/**
 * A dialog with a form, checked with the contract's schema: the server's 400 field messages show on their
 * fields (useFormSubmit), its 409 in the form's alert, and the dialog closes when `onSave` succeeds.
 */
export function FormDialog<T extends FieldValues, TOutput extends FieldValues>({
  title,
  isOpen,
  onClose,
  form,
  fields,
  onSave,
  submitLabel,
  danger,
  children,
}: {
  title: ReactNode
  isOpen: boolean
  onClose: () => void
  form: UseFormReturn<T, unknown, TOutput>
  fields: readonly Path<T>[]
  onSave: (values: TOutput) => Promise<void>
  submitLabel: ReactNode
  danger?: boolean
  children: (id: string) => ReactNode
}) {
  const id = useId()
  const [refusal, setRefusal] = useState<string | null>(null)
  const close = () => {
    form.reset()
    setRefusal(null)
    onClose()
  }
  const { submit, alert } = useFormSubmit(form, fields, async (values) => {
    setRefusal(null)
    try {
      await onSave(values)
    } catch (error) {
      const conflict = conflictText(error)
      if (!conflict) throw error
      setRefusal(conflict)
      return
    }
    close()
  })
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      size="md"
      title={title}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={close}>
            {refusal ? <Trans>Aceptar</Trans> : <Trans>Cancelar</Trans>}
          </button>
          {refusal ? null : (
            <button
              type="submit"
              form={`${id}-form`}
              className={danger ? buttonStyles.danger : buttonStyles.primary}
              disabled={form.formState.isSubmitting}
            >
              {submitLabel}
            </button>
          )}
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert messages={refusal ? [refusal, ...alert] : alert} />
        {children(id)}
      </form>
    </Modal>
  )
}

/** The contract's entries of a body that is a reason (`DisableInput.entries`, `ReasonInput.entries`). */
export type ReasonEntries = { reason: v.GenericSchema<string, string> }

const reasonSchema = (entries: ReasonEntries) => (lang: string, labels: { reason: string }) =>
  v.object(localizeEntries(entries, lang, labels))

/**
 * Asks for the reason of an action (disabling a person or a company, rejecting a company), checked with the
 * contract's schema; `hint` says who reads it (the audit log only, or the mail to the person).
 */
export function ReasonDialog({
  entries,
  title,
  message,
  hint,
  submitLabel,
  isOpen,
  onClose,
  onConfirm,
}: {
  entries: ReasonEntries
  title: ReactNode
  message: ReactNode
  hint: ReactNode
  submitLabel: ReactNode
  isOpen: boolean
  onClose: () => void
  onConfirm: (reason: string) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const labels = { reason: t`Motivo` }
  // Built again only when the language changes: `entries` is one of the contract's constants.
  const schema = useLocalizedSchema(reasonSchema(entries), labels)
  const form = useForm<{ reason: string }>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    defaultValues: { reason: '' },
  })
  return (
    <FormDialog
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      form={form}
      fields={['reason']}
      onSave={({ reason }) => onConfirm(reason)}
      submitLabel={submitLabel}
      danger
    >
      {(id) => (
        <>
          {typeof message === 'string' ? <p>{message}</p> : message}
          <TextAreaField
            id={`${id}-reason`}
            label={labels.reason}
            required
            rows={3}
            registration={form.register('reason')}
            error={form.formState.errors.reason}
            hint={hint}
          />
        </>
      )}
    </FormDialog>
  )
}
