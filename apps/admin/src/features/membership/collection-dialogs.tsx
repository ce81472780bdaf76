import { adminQueryKey } from '@egresa/api-client/admin'
import { sessionQueryKey } from '@egresa/api-client/auth'
import { exportCollectionRun, recordReturn, recordReturnReport } from '@egresa/api-client/membership'
import {
  CollectionRunInput,
  ReturnInput,
  type ReturnResult,
  returnReportUpload,
} from '@egresa/api-contract/membership'
import { useApi } from '@egresa/ui/app/api'
import { notifySuccess } from '@egresa/ui/app/notify'
import { TextField } from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { UploadDialog } from '@egresa/ui/upload-dialog'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { StepDialog } from './step-dialog'

/** An optional day field: empty is left out (the server's default), anything else checked by `schema`. */
const optionalDay = (schema: v.GenericSchema<string | undefined, string | undefined>) =>
  v.pipe(
    v.string(),
    v.transform((s): string | undefined => (s === '' ? undefined : s)),
    schema,
  )

const runSchema = (lang: string, labels: { date: string }) =>
  v.object(localizeEntries({ date: optionalDay(CollectionRunInput.entries.date) }, lang, labels))

/** The office's reads a run or a return changes: the runs, the members' lists. */
function useRefreshMembership() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueryKey }),
      queryClient.invalidateQueries({ queryKey: [...sessionQueryKey, 'collection-runs'] }),
    ])
}

/** Creates a collection run: the collection date, then what it does (it cannot be undone) and the button. */
export function CollectionRunDialog({
  isOpen,
  onOpenChange,
  onCreated,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (messageId: string) => void
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const id = useId()
  const refresh = useRefreshMembership()
  const labels = { date: t`Fecha de cobro` }
  const schema = useLocalizedSchema(runSchema, labels)
  const form = useForm<{ date: string }, unknown, { date?: string }>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    defaultValues: { date: '' },
  })
  return (
    <StepDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={<Trans>Crear una remesa de cobro</Trans>}
      form={form}
      fields={['date']}
      confirmLabel={<Trans>Crear la remesa</Trans>}
      confirmation={({ date }) => (
        <>
          <p className="font-bold">
            {date ? (
              <Trans>¿Crear la remesa con fecha de cobro {i18n.date(date, { dateStyle: 'long' })}?</Trans>
            ) : (
              <Trans>¿Crear la remesa con la fecha de cobro por defecto (dentro de dos días)?</Trans>
            )}
          </p>
          <p>
            <Trans>
              Todos los cargos pendientes hasta esa fecha entran en el fichero pain.008 para el banco y no se
              exportarán de nuevo. No se puede deshacer.
            </Trans>
          </p>
        </>
      )}
      onConfirm={async ({ date }) => {
        const run = await exportCollectionRun(api, date ? { date } : {})
        await refresh()
        notifySuccess(run.count === 1 ? t`Remesa creada: 1 cargo.` : t`Remesa creada: ${run.count} cargos.`)
        onCreated(run.message_id)
      }}
    >
      <TextField
        id={`${id}-date`}
        type="date"
        label={labels.date}
        registration={form.register('date')}
        error={form.formState.errors.date}
        hint={<Trans>Vacía: dentro de dos días. Como mucho, dentro de tres meses.</Trans>}
      />
    </StepDialog>
  )
}

/** What a return or a bank's report did, for the toast. */
function useResultText() {
  const { t } = useLingui()
  return (result: ReturnResult): string => {
    const returned = result.returned.length
    const already = result.already.length
    const unknown = result.unknown.join(', ')
    const parts = [t`Devoluciones registradas: ${returned}.`]
    if (already) parts.push(t`Ya registradas antes: ${already}.`)
    if (unknown) parts.push(t`Referencias desconocidas: ${unknown}.`)
    return parts.join(' ')
  }
}

const returnSchema = (lang: string, labels: { reference: string; reason: string; returned_on: string }) =>
  v.object(
    localizeEntries(
      {
        reference: ReturnInput.entries.reference,
        reason: ReturnInput.entries.reason,
        returned_on: optionalDay(ReturnInput.entries.returned_on),
      },
      lang,
      labels,
    ),
  )

type ReturnForm = { reference: string; reason: string; returned_on: string }

/** Records one debit the bank returned: its reference and reason code, then a confirmation. */
export function ReturnDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const id = useId()
  const refresh = useRefreshMembership()
  const resultText = useResultText()
  const labels = {
    reference: t`Referencia del mandato o identificador del cargo`,
    reason: t`Código de motivo del banco`,
    returned_on: t`Fecha de la devolución`,
  }
  const schema = useLocalizedSchema(returnSchema, labels)
  const form = useForm<ReturnForm, unknown, { reference: string; reason: string; returned_on?: string }>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    defaultValues: { reference: '', reason: '', returned_on: '' },
  })
  return (
    <StepDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={<Trans>Registrar una devolución</Trans>}
      form={form}
      fields={['reference', 'reason', 'returned_on']}
      confirmLabel={<Trans>Registrar la devolución</Trans>}
      confirmation={({ reference, reason }) => (
        <>
          <p className="font-bold">
            <Trans>
              ¿Registrar la devolución de {reference} con el motivo {reason}?
            </Trans>
          </p>
          <p>
            <Trans>
              El socio pasa al nivel gratuito en este momento y recibe un correo. No se puede deshacer.
            </Trans>
          </p>
        </>
      )}
      onConfirm={async (values) => {
        const result = await recordReturn(api, values)
        await refresh()
        notifySuccess(resultText(result))
      }}
    >
      <TextField
        id={`${id}-reference`}
        label={labels.reference}
        required
        registration={form.register('reference')}
        error={form.formState.errors.reference}
        hint={
          <Trans>La referencia del mandato (su último cargo exportado) o el identificador del cargo.</Trans>
        }
      />
      <TextField
        id={`${id}-reason`}
        label={labels.reason}
        required
        registration={form.register('reason')}
        error={form.formState.errors.reason}
        hint={<Trans>Cuatro letras o números: AC04, AM04, MD01, MS02…</Trans>}
      />
      <TextField
        id={`${id}-returned-on`}
        type="date"
        label={labels.returned_on}
        registration={form.register('returned_on')}
        error={form.formState.errors.returned_on}
        hint={<Trans>Vacía: hoy.</Trans>}
      />
    </StepDialog>
  )
}

/** Uploads a bank's pain.002 report: every debit it rejects is recorded as returned. */
export function ReturnReportDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const api = useApi()
  const refresh = useRefreshMembership()
  const resultText = useResultText()
  return (
    <UploadDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      kind="xml"
      maxBytes={returnReportUpload.maxBytes}
      title={<Trans>Subir el informe del banco (pain.002)</Trans>}
      description={
        <Trans>
          Cada cargo que el informe rechaza se registra como devuelto: el socio pasa al nivel gratuito y
          recibe un correo. Los demás cargos del informe no cambian.
        </Trans>
      }
      onUpload={async (file) => {
        const result = await recordReturnReport(api, file)
        await refresh()
        notifySuccess(resultText(result))
      }}
    />
  )
}
