import { DisableInput } from '@egresa/api-contract/admin-people'
import { CardPaymentInput, TierInput } from '@egresa/api-contract/membership'
import { buttonStyles } from '@egresa/ui/button'
import { FormAlert, SelectField, TextAreaField, TextField } from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { Modal } from '@egresa/ui/modal'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form'
import * as v from 'valibot'
import { memberTierRoles, roleLabels } from './labels'

// The person page's dialogs that ask for more than a yes: the reason of a disabling, a new tier with its
// reason, a card payment. Each checks with the contract's schema, and shows the server's 400 field messages
// on their fields (useFormSubmit).

function FormDialog<T extends FieldValues, TOutput extends FieldValues>({
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
  const close = () => {
    form.reset()
    onClose()
  }
  const { submit, alert } = useFormSubmit(form, fields, async (values) => {
    await onSave(values)
    form.reset()
    onClose()
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
            className={danger ? buttonStyles.danger : buttonStyles.primary}
            disabled={form.formState.isSubmitting}
          >
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert messages={alert} />
        {children(id)}
      </form>
    </Modal>
  )
}

const disableSchema = (lang: string, labels: { reason: string }) =>
  v.object(localizeEntries(DisableInput.entries, lang, labels))

/** Disabling an account: why (kept in the audit log); every session of the account ends at once. */
export function DisableDialog({
  name,
  isOpen,
  onClose,
  onDisable,
}: {
  name: string
  isOpen: boolean
  onClose: () => void
  onDisable: (reason: string) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const labels = { reason: t`Motivo` }
  const schema = useLocalizedSchema(disableSchema, labels)
  const form = useForm<{ reason: string }>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    defaultValues: { reason: '' },
  })
  return (
    <FormDialog
      title={<Trans>¿Desactivar la cuenta de {name}?</Trans>}
      isOpen={isOpen}
      onClose={onClose}
      form={form}
      fields={['reason']}
      onSave={({ reason }) => onDisable(reason)}
      submitLabel={<Trans>Desactivar la cuenta</Trans>}
      danger
    >
      {(id) => (
        <>
          <p>
            <Trans>
              Se cerrarán a la vez todas sus sesiones y no podrá volver a entrar hasta que se active de nuevo.
              Recibirá un correo en su idioma.
            </Trans>
          </p>
          <TextAreaField
            id={`${id}-reason`}
            label={labels.reason}
            required
            rows={3}
            registration={form.register('reason')}
            error={form.formState.errors.reason}
            hint={<Trans>Queda en el registro de actividad; la persona no lo ve.</Trans>}
          />
        </>
      )}
    </FormDialog>
  )
}

type TierForm = { role: string; reason: string; until: string }

const tierSchema = (lang: string, labels: { role: string; reason: string }) =>
  v.object({
    ...localizeEntries({ role: TierInput.entries.role, reason: TierInput.entries.reason }, lang, labels),
    // The date's rules (after today, at most five years ahead) are the server's: its message shows here.
    until: v.string(),
  })

/** Giving or removing a tier by hand, with the reason kept in the history of the tier. */
export function TierDialog({
  name,
  current,
  isOpen,
  onClose,
  onSave,
}: {
  name: string
  current: string
  isOpen: boolean
  onClose: () => void
  onSave: (body: TierInput) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const labels = { role: t`Nuevo nivel`, reason: t`Motivo` }
  const schema = useLocalizedSchema(tierSchema, labels)
  const form = useForm<TierForm, unknown, TierForm>({
    resolver: valibotResolver(schema, { lang: i18n.locale }) as never,
    values: { role: current, reason: '', until: '' },
  })
  return (
    <FormDialog
      title={<Trans>Cambiar el nivel de {name}</Trans>}
      isOpen={isOpen}
      onClose={onClose}
      form={form}
      fields={['role', 'reason', 'until']}
      onSave={({ role, reason, until }) =>
        onSave({ role: role as TierInput['role'], reason, ...(until ? { until } : {}) })
      }
      submitLabel={<Trans>Cambiar el nivel</Trans>}
    >
      {(id) => (
        <>
          <SelectField
            id={`${id}-role`}
            label={labels.role}
            required
            registration={form.register('role')}
            error={form.formState.errors.role}
            options={memberTierRoles.map((r) => ({ value: r, label: i18n._(roleLabels[r]) }))}
          />
          <TextField
            id={`${id}-until`}
            type="date"
            label={t`Último día de Premium`}
            registration={form.register('until')}
            error={form.formState.errors.until}
            hint={<Trans>Solo para un nivel Premium. Si lo dejas vacío, dentro de un año.</Trans>}
          />
          <TextAreaField
            id={`${id}-reason`}
            label={labels.reason}
            required
            rows={3}
            registration={form.register('reason')}
            error={form.formState.errors.reason}
            hint={<Trans>Queda en el historial del nivel.</Trans>}
          />
        </>
      )}
    </FormDialog>
  )
}

type CardForm = { reference: string; paid_on: string }

const cardSchema = (lang: string, labels: { reference: string }) =>
  v.object({
    ...localizeEntries({ reference: CardPaymentInput.entries.reference }, lang, labels),
    paid_on: v.string(),
  })

/** Recording a card payment the provider confirmed: Premium for a year more. */
export function CardPaymentDialog({
  name,
  isOpen,
  onClose,
  onSave,
}: {
  name: string
  isOpen: boolean
  onClose: () => void
  onSave: (body: CardPaymentInput) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const labels = { reference: t`Referencia del pago` }
  const schema = useLocalizedSchema(cardSchema, labels)
  const form = useForm<CardForm, unknown, CardForm>({
    resolver: valibotResolver(schema, { lang: i18n.locale }) as never,
    defaultValues: { reference: '', paid_on: '' },
  })
  return (
    <FormDialog
      title={<Trans>Registrar un pago con tarjeta de {name}</Trans>}
      isOpen={isOpen}
      onClose={onClose}
      form={form}
      fields={['reference', 'paid_on']}
      onSave={({ reference, paid_on }) => onSave({ reference, ...(paid_on ? { paid_on } : {}) })}
      submitLabel={<Trans>Registrar el pago</Trans>}
    >
      {(id) => (
        <>
          <p>
            <Trans>Un año más de Premium, desde el último día si aún no ha llegado o desde hoy.</Trans>
          </p>
          <TextField
            id={`${id}-reference`}
            label={labels.reference}
            required
            registration={form.register('reference')}
            error={form.formState.errors.reference}
            hint={<Trans>La que da la pasarela de pago.</Trans>}
          />
          <TextField
            id={`${id}-paid-on`}
            type="date"
            label={t`Fecha del pago`}
            registration={form.register('paid_on')}
            error={form.formState.errors.paid_on}
            hint={<Trans>Si la dejas vacía, hoy.</Trans>}
          />
        </>
      )}
    </FormDialog>
  )
}
