import { initQueryOptions, meQueryOptions, sessionQueryKey } from '@egresa/api-client/auth'
import { isApiError } from '@egresa/api-client/errors'
import { changeMandate, membershipQueryKey, upgradeMembership } from '@egresa/api-client/membership'
import type { CurrentUser } from '@egresa/api-contract/auth'
import { MandateInput, type Membership } from '@egresa/api-contract/membership'
import { useApi } from '@egresa/ui/app/api'
import { notifyError } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDialog } from '@egresa/ui/confirm-dialog'
import { CheckboxField, FormAlert, RequiredNote, TextField } from '@egresa/ui/form-fields'
import { localizedFields } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { useServerErrors } from '@egresa/ui/server-errors'
import { normalizeIban } from '@egresa/validators/iban'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { formatDate } from '../../lib/format'
import { formatIbanInput, maskIban } from './iban'
import { firstChargeDate, formatMoney } from './labels'
import { MandateText } from './mandate-text'

const { holder, bank, iban, acceptMandate } = MandateInput.entries
const entries = { holder, bank, iban, acceptMandate }
type Field = keyof typeof entries
const fields = Object.keys(entries) as Field[]
const mandateSchema = (lang: string, labels: Record<Field, string>) => localizedFields(entries, lang, labels)
type Values = v.InferOutput<ReturnType<typeof mandateSchema>>

/**
 * The direct-debit form: account holder, bank, IBAN (grouped by four as it is typed), the mandate text and its
 * explicit acceptance, then a confirmation that sums it up. `upgrade` makes a free member Premium; `change`
 * gives a Premium member a new mandate for a new IBAN. The session (role, permissions, current user) is
 * fetched again before `onDone`, so Premium features work on the next page.
 */
export function MandateForm({
  mode,
  membership,
  user,
  onDone,
}: {
  mode: 'upgrade' | 'change'
  membership: Membership
  user: CurrentUser
  onDone: (result: Membership) => void | Promise<void>
}) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const labels: Record<Field, string> = {
    holder: t`Titular de la cuenta`,
    bank: t`Banco`,
    iban: t`IBAN`,
    acceptMandate: t`He leído la orden de domiciliación y autorizo los cargos de la cuota anual en esta cuenta`,
  }
  const schema = useLocalizedSchema(mandateSchema, labels)
  const form = useForm<v.InferInput<typeof schema>, unknown, Values>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: {
      holder: mode === 'upgrade' ? `${user.name} ${user.surname}`.trim() : (membership.mandate?.holder ?? ''),
      bank: '',
      iban: '',
      acceptMandate: false,
    },
  })
  const {
    register,
    formState: { errors },
  } = form
  const server = useServerErrors(form, fields)
  const [confirming, setConfirming] = useState<Values | null>(null)
  const [sending, setSending] = useState(false)

  const fee = formatMoney(membership.fee_cents, membership.currency, i18n.locale)
  // The first collection under this mandate: after the notice period for a new member; for a new IBAN, the
  // charge already waiting, else the renewal at the end of the period.
  const firstChargeOn =
    mode === 'upgrade'
      ? firstChargeDate(membership.first_charge_days)
      : (membership.next_charge?.due_on ?? membership.premium_until)
  const firstCharge = firstChargeOn ? formatDate(firstChargeOn, i18n.locale) : t`Con la próxima renovación`
  // Until the university configures it, the server still records mandates; the identifier then reaches the
  // member with the notice before the first charge (docs/membership.md, "The member's screens").
  const creditorIdentifier = membership.creditor.identifier ?? t`Se comunicará con el aviso del primer cargo`

  const review = form.handleSubmit(
    (values) => {
      server.setAlert([])
      setConfirming(values)
    },
    () => server.setAlert([t`Revisa los campos marcados: hay datos que faltan o no son válidos.`]),
  )

  async function send() {
    if (!confirming) return
    setSending(true)
    try {
      const body = {
        ...confirming,
        iban: normalizeIban(confirming.iban),
        mandateVersion: membership.mandate_text_version,
      }
      const result = mode === 'upgrade' ? await upgradeMembership(api, body) : await changeMandate(api, body)
      queryClient.setQueryData(membershipQueryKey, result)
      // The new role and permissions, now: the pages and the menu read them from these two.
      await Promise.all([
        queryClient.fetchQuery({ ...initQueryOptions(api), staleTime: 0 }),
        queryClient.fetchQuery({ ...meQueryOptions(api), staleTime: 0 }),
      ])
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey, refetchType: 'none' })
      await onDone(result)
    } catch (error) {
      if (mode === 'upgrade' && isApiError(error) && error.status === 409) {
        // Premium already (from another tab or device): say so, and show the account as it is now.
        notifyError(error)
        await Promise.all([
          queryClient.fetchQuery({ ...initQueryOptions(api), staleTime: 0 }),
          queryClient.fetchQuery({ ...meQueryOptions(api), staleTime: 0 }),
          queryClient.invalidateQueries({ queryKey: membershipQueryKey }),
        ]).catch(() => undefined)
        return
      }
      // After the dialog has closed and given the focus back, so the first wrong field can take it.
      setTimeout(() => server.handle(error), 50)
    } finally {
      setSending(false)
    }
  }

  const ibanField = register('iban')
  return (
    <form noValidate onSubmit={review} className="flex flex-col gap-5">
      <RequiredNote />
      <FormAlert messages={server.alert} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="mandate-holder"
          label={labels.holder}
          autoComplete="name"
          required
          hint={<Trans>Como figura en el banco. Puede ser otra persona si autoriza el cargo.</Trans>}
          registration={register('holder')}
          error={errors.holder}
        />
        <TextField
          id="mandate-bank"
          label={labels.bank}
          autoComplete="off"
          required
          registration={register('bank')}
          error={errors.bank}
        />
      </div>
      <TextField
        id="mandate-iban"
        label={labels.iban}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        className="max-w-md"
        placeholder="ES91 2100 0418 4502 0005 1332"
        hint={<Trans>De una cuenta de la zona SEPA. Puedes escribirlo con o sin espacios.</Trans>}
        registration={{
          ...ibanField,
          onChange: (event) => {
            formatIbanInput(event.target)
            return ibanField.onChange(event)
          },
        }}
        error={errors.iban}
      />
      <MandateText
        id="mandate-text-title"
        creditorName={membership.creditor.name}
        creditorIdentifier={creditorIdentifier}
        fee={fee}
        firstCharge={firstCharge}
      />
      <CheckboxField
        id="mandate-accept"
        label={labels.acceptMandate}
        required
        registration={register('acceptMandate')}
        error={errors.acceptMandate}
      />
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          {mode === 'upgrade' ? (
            <Trans>Revisar y hacerme Premium</Trans>
          ) : (
            <Trans>Revisar y cambiar el IBAN</Trans>
          )}
        </button>
      </div>
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !sending) setConfirming(null)
        }}
        onConfirm={send}
        isPending={sending}
        title={
          mode === 'upgrade' ? <Trans>¿Confirmas la domiciliación?</Trans> : <Trans>¿Cambias el IBAN?</Trans>
        }
        confirmLabel={
          sending ? (
            <Trans>Enviando…</Trans>
          ) : mode === 'upgrade' ? (
            <Trans>Confirmar y hacerme Premium</Trans>
          ) : (
            <Trans>Confirmar el cambio</Trans>
          )
        }
        message={
          confirming ? (
            <div className="flex flex-col gap-3">
              <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
                <dt className="font-bold">
                  <Trans>Titular</Trans>
                </dt>
                <dd className="break-words">{confirming.holder}</dd>
                <dt className="font-bold">
                  <Trans>IBAN</Trans>
                </dt>
                <dd className="whitespace-nowrap">{maskIban(confirming.iban)}</dd>
                <dt className="font-bold">
                  <Trans>Importe</Trans>
                </dt>
                <dd>
                  <Trans>{fee} al año</Trans>
                </dd>
                <dt className="font-bold">
                  <Trans>Primer cargo</Trans>
                </dt>
                <dd>{firstCharge}</dd>
              </dl>
              <p>
                {mode === 'upgrade' ? (
                  <Trans>Tu cuenta será Premium desde ahora y te enviaremos el mandato por correo.</Trans>
                ) : (
                  <Trans>
                    La orden anterior deja de usarse y los próximos cargos irán a esta cuenta. Te enviaremos
                    el nuevo mandato por correo.
                  </Trans>
                )}
              </p>
            </div>
          ) : null
        }
      />
    </form>
  )
}
