import { buttonStyles } from '@egresa/ui/button'
import { TextAreaField } from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { Modal } from '@egresa/ui/modal'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'

/** The contract's entries of a reject body: the reason the person reads (`RejectOfferInput.entries`, ...). */
export type ReasonEntries = { reason: v.GenericSchema<string, string> }

const reasonSchema = (entries: ReasonEntries) => (lang: string, labels: { reason: string }) =>
  v.object(localizeEntries(entries, lang, labels))

/**
 * Asks for the reason of a rejection (or of a close, a disabling), validated with the contract's schema, and
 * names what it acts on; the reason goes to each person, in the mail of their language. `submitLabel` and
 * `hint` name another action than a rejection ("Cerrar la oferta y avisar a la empresa").
 */
export function RejectDialog({
  entries,
  title,
  names,
  isOpen,
  onClose,
  onReject,
  submitLabel,
  hint,
}: {
  entries: ReasonEntries
  title: ReactNode
  names: readonly string[]
  isOpen: boolean
  onClose: () => void
  onReject: (reason: string) => Promise<void>
  submitLabel?: ReactNode
  hint?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const labels = { reason: t`Motivo` }
  const schema = useLocalizedSchema(reasonSchema(entries), labels)
  const form = useForm<{ reason: string }>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    defaultValues: { reason: '' },
  })
  const close = () => {
    form.reset()
    onClose()
  }
  const submit = form.handleSubmit(async ({ reason }) => {
    await onReject(reason)
    form.reset()
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
            <Trans>Cancelar</Trans>
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className={buttonStyles.danger}
            disabled={form.formState.isSubmitting}
          >
            {submitLabel ?? <Trans>Rechazar y enviar el motivo</Trans>}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <ul className="list-disc pl-5">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <TextAreaField
          id={`${id}-reason`}
          label={labels.reason}
          required
          registration={form.register('reason')}
          error={form.formState.errors.reason}
          hint={
            hint ?? (
              <Trans>Se envía por correo a cada persona, en su idioma. Escríbelo para que lo entienda.</Trans>
            )
          }
        />
      </form>
    </Modal>
  )
}
