import {
  DeclineMentoringInput,
  EndMentoringInput,
  MENTORING_MESSAGE_MAX,
} from '@egresa/api-contract/mentoring'
import { buttonStyles } from '@egresa/ui/button'
import { FormAlert, TextAreaField } from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { Modal } from '@egresa/ui/modal'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'

const declineFields = ['message'] as const
const endFields = ['feedback'] as const

function declineSchema(lang: string, labels: { message: string }) {
  return v.object(localizeEntries(DeclineMentoringInput.entries, lang, labels))
}
function endSchema(lang: string, labels: { feedback: string }) {
  return v.object(localizeEntries(EndMentoringInput.entries, lang, labels))
}

function TextDialog({
  id,
  title,
  onClose,
  submitting,
  submitLabel,
  danger,
  children,
}: {
  id: string
  title: ReactNode
  onClose: () => void
  submitting: boolean
  submitLabel: ReactNode
  danger?: boolean
  children: ReactNode
}) {
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose()
      }}
      size="md"
      title={title}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose} disabled={submitting}>
            <Trans>Cancelar</Trans>
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className={danger ? buttonStyles.danger : buttonStyles.primary}
            disabled={submitting}
          >
            {submitLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  )
}

/** Declining a request: the mentor's words, or, left empty, a kind default the person reads in their language. */
export function DeclineDialog({
  name,
  onDecline,
  onClose,
}: {
  name: string
  onDecline: (body: DeclineMentoringInput) => Promise<void>
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const labels = { message: t`Tu mensaje` }
  const schema = useLocalizedSchema(declineSchema, labels)
  const form = useForm<v.InferInput<typeof DeclineMentoringInput>, unknown, DeclineMentoringInput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    defaultValues: { message: '' },
  })
  const { submit, alert } = useFormSubmit(form, declineFields, onDecline)
  return (
    <TextDialog
      id={id}
      title={<Trans>Rechazar la solicitud de {name}</Trans>}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={<Trans>Rechazar la solicitud</Trans>}
      danger
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert messages={alert} />
        <TextAreaField
          id={`${id}-message`}
          label={
            <>
              {labels.message} <span className="font-normal text-muted">({t`opcional`})</span>
            </>
          }
          rows={4}
          registration={form.register('message')}
          error={form.formState.errors.message}
          hint={
            <Trans>
              Si lo dejas en blanco, le enviaremos un mensaje amable en tu nombre: que ahora no puedes
              acompañarle y que pruebe con otra persona. Hasta {MENTORING_MESSAGE_MAX} caracteres.
            </Trans>
          }
        />
      </form>
    </TextDialog>
  )
}

/** Ending a mentorship, with optional feedback that only the alumni office reads. */
export function EndDialog({
  name,
  onEnd,
  onClose,
}: {
  name: string
  onEnd: (body: EndMentoringInput) => Promise<void>
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const labels = { feedback: t`Tu opinión para la oficina` }
  const schema = useLocalizedSchema(endSchema, labels)
  const form = useForm<v.InferInput<typeof EndMentoringInput>, unknown, EndMentoringInput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    defaultValues: { feedback: '' },
  })
  const { submit, alert } = useFormSubmit(form, endFields, onEnd)
  return (
    <TextDialog
      id={id}
      title={<Trans>¿Terminar la mentoría con {name}?</Trans>}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={<Trans>Terminar la mentoría</Trans>}
      danger
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p>
          <Trans>
            La mentoría pasará a tu historial, y la otra persona la verá terminada en su página de mentoría.
          </Trans>
        </p>
        <FormAlert messages={alert} />
        <TextAreaField
          id={`${id}-feedback`}
          label={
            <>
              {labels.feedback} <span className="font-normal text-muted">({t`opcional`})</span>
            </>
          }
          rows={4}
          registration={form.register('feedback')}
          error={form.formState.errors.feedback}
          hint={<Trans>Qué ha ido bien o qué mejorarías. Solo la lee la oficina de antiguos alumnos.</Trans>}
        />
      </form>
    </TextDialog>
  )
}
