import { reportWorkgroupComment, reportWorkgroupFile } from '@egresa/api-client/workgroups'
import {
  REPORT_NOTE_MAX_LENGTH,
  ReportInput,
  type ReportKind,
  type ReportReason,
  reportReasons,
} from '@egresa/api-contract/workgroups'
import { useApi } from '@egresa/ui/app/api'
import { notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { FieldErrors, FormAlert, fieldAria, RequiredMark, TextAreaField } from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { Modal } from '@egresa/ui/modal'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'

type Labels = { reason: string; note: string }
const reportFields = ['reason', 'note'] as const

/** The contract's rules of a report, with their messages in the page's language. */
function reportSchema(lang: string, labels: Labels) {
  return v.object(localizeEntries(ReportInput.entries, lang, labels))
}

/**
 * "Denunciar": tells the alumni office that a comment or a file of the group breaks its rules, with a reason
 * from a short list and the person's own words. The office reviews it; the author is not told who reported.
 */
export function ReportButton({
  slug,
  kind,
  hash,
  name,
}: {
  slug: string
  kind: ReportKind
  /** The comment's or the file's hash. */
  hash: string
  /** What is reported, for the button's accessible name: the author of a comment, the name of a file. */
  name: string
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="text-sm font-bold text-muted underline"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        aria-label={
          kind === 'comment' ? t`Denunciar el comentario de ${name}` : t`Denunciar el archivo ${name}`
        }
      >
        <Trans>Denunciar</Trans>
      </button>
      {open ? (
        <ReportDialog slug={slug} kind={kind} hash={hash} name={name} onClose={() => setOpen(false)} />
      ) : null}
    </>
  )
}

function ReportDialog({
  slug,
  kind,
  hash,
  name,
  onClose,
}: {
  slug: string
  kind: ReportKind
  hash: string
  name: string
  onClose: () => void
}) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const id = useId()
  const labels: Labels = { reason: t`Motivo`, note: t`Explícalo si quieres` }
  const reasonLabels: Record<ReportReason, string> = {
    spam: t`Publicidad o spam`,
    offensive: t`Ofensivo o irrespetuoso`,
    personal_data: t`Datos personales de alguien`,
    other: t`Otro motivo`,
  }
  const schema = useLocalizedSchema(reportSchema, labels)
  const form = useForm<v.InferInput<typeof ReportInput>, unknown, ReportInput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    // No reason chosen until the person picks one (the schema then asks for it).
    defaultValues: { reason: '' as ReportReason, note: '' },
  })
  const { errors, isSubmitting } = form.formState
  const { submit, alert } = useFormSubmit(form, reportFields, async (values) => {
    const body = { reason: values.reason, note: values.note || null }
    if (kind === 'comment') await reportWorkgroupComment(api, slug, hash, body)
    else await reportWorkgroupFile(api, slug, hash, body)
    notifySuccess(t`Gracias: la oficina de antiguos alumnos revisará tu denuncia.`)
    onClose()
  })
  const reasonId = `${id}-reason`
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose()
      }}
      size="md"
      title={
        kind === 'comment' ? <Trans>Denunciar un comentario</Trans> : <Trans>Denunciar un archivo</Trans>
      }
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            <Trans>Cancelar</Trans>
          </button>
          <button type="submit" form={`${id}-form`} className={buttonStyles.primary} disabled={isSubmitting}>
            {isSubmitting ? <Trans>Enviando…</Trans> : <Trans>Enviar la denuncia</Trans>}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p>
          {kind === 'comment' ? (
            <Trans>
              Vas a denunciar el comentario de {name}. La oficina de antiguos alumnos lo revisará y decidirá
              si lo retira; su autor no sabrá quién lo ha denunciado.
            </Trans>
          ) : (
            <Trans>
              Vas a denunciar el archivo «{name}». La oficina de antiguos alumnos lo revisará y decidirá si lo
              retira; quien lo subió no sabrá quién lo ha denunciado.
            </Trans>
          )}
        </p>
        <FormAlert messages={alert} />
        <fieldset className="flex flex-col gap-2" {...fieldAria(reasonId, errors.reason)} id={reasonId}>
          <legend className="mb-1 font-bold">
            {labels.reason}
            <RequiredMark />
          </legend>
          {reportReasons.map((reason) => (
            <label key={reason} className="flex items-center gap-3">
              <input
                type="radio"
                value={reason}
                className="size-5 shrink-0 accent-primary"
                {...form.register('reason')}
              />
              {reasonLabels[reason]}
            </label>
          ))}
          <FieldErrors id={reasonId} error={errors.reason} />
        </fieldset>
        <TextAreaField
          id={`${id}-note`}
          label={
            <>
              {labels.note} <span className="font-normal text-muted">({t`opcional`})</span>
            </>
          }
          rows={3}
          registration={form.register('note')}
          error={errors.note}
          hint={<Trans>Hasta {REPORT_NOTE_MAX_LENGTH} caracteres. Solo lo lee la oficina.</Trans>}
        />
      </form>
    </Modal>
  )
}
