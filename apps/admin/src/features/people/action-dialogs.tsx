import { CardPaymentInput, TierInput } from '@egresa/api-contract/membership'
import { SelectField, TextAreaField, TextField } from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { FormDialog } from '../../lib/action-dialogs'
import { roleLabels } from '../../lib/role-labels'
import { memberTierRoles } from './labels'

// The person page's own dialogs: a new tier with its reason, a card payment. The yes and the reason dialogs
// are the office's shared ones (lib/action-dialogs.tsx).

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
