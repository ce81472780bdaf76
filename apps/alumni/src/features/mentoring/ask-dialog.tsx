import { isApiError } from '@egresa/api-client/errors'
import { askMentoring, mentoringQueryKey, myMentoringQueryOptions } from '@egresa/api-client/mentoring'
import {
  MENTORING_MESSAGE_MAX,
  type MentoringPerson,
  MentoringRequestInput,
  type MentoringState,
} from '@egresa/api-contract/mentoring'
import { useApi } from '@egresa/ui/app/api'
import { errorText, notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { FormAlert, TextAreaField } from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { Modal } from '@egresa/ui/modal'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'

const askFields = ['message'] as const

function askSchema(lang: string, labels: { message: string }) {
  return v.object(localizeEntries(MentoringRequestInput.entries, lang, labels))
}

/** The state of the caller's open request to `mentor` (pending or accepted), from their mentoring page. */
function useOpenRequestTo(mentor: string): MentoringState | null {
  const api = useApi()
  const page = useQuery(myMentoringQueryOptions(api))
  const mine = page.data?.as_mentee
  if (!mine) return null
  if (mine.active.some((r) => r.person?.hash === mentor)) return 'accepted'
  if (mine.pending.some((r) => r.person?.hash === mentor)) return 'pending'
  return null
}

/**
 * "Pedir mentoría" for one mentor: a dialog with a short message. Once asked (or when a request is already
 * open) the button gives way to the request's state.
 */
export function AskMentoringButton({ mentor }: { mentor: MentoringPerson }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const state = useOpenRequestTo(mentor.hash)
  const name = `${mentor.name} ${mentor.surname}`.trim()
  if (state === 'pending') {
    return (
      <p role="status" className="font-bold">
        <Trans>Solicitud enviada: esperando respuesta</Trans>
      </p>
    )
  }
  if (state === 'accepted') {
    return (
      <p role="status" className="font-bold text-success-strong">
        <span aria-hidden="true">✓ </span>
        <Trans>Es tu mentor o mentora</Trans>
      </p>
    )
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t`Pedir mentoría a ${name}`}
        className={`${buttonStyles.primary} self-start`}
        onClick={() => setOpen(true)}
      >
        <Trans>Pedir mentoría</Trans>
      </button>
      {open ? <AskDialog mentor={mentor} name={name} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

function AskDialog({
  mentor,
  name,
  onClose,
}: {
  mentor: MentoringPerson
  name: string
  onClose: () => void
}) {
  const api = useApi()
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  const id = useId()
  const labels = { message: t`Tu mensaje` }
  const schema = useLocalizedSchema(askSchema, labels)
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm<v.InferInput<typeof MentoringRequestInput>, unknown, MentoringRequestInput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    defaultValues: { message: '' },
  })
  const { errors, isSubmitting } = form.formState
  const { submit, alert } = useFormSubmit(form, askFields, async (values) => {
    setRefusal(null)
    try {
      await askMentoring(api, mentor.hash, values)
    } catch (error) {
      // Already asked, paused or full: the API's words, in the dialog, and the page as it now is.
      if (isApiError(error) && (error.status === 409 || error.status === 404) && !error.handled) {
        setRefusal(errorText(error))
        void queryClient.invalidateQueries({ queryKey: mentoringQueryKey })
        return
      }
      throw error
    }
    notifySuccess(t`Has pedido mentoría a ${name}. Te avisaremos por correo cuando responda.`)
    await queryClient.invalidateQueries({ queryKey: mentoringQueryKey })
    onClose()
  })
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose()
      }}
      size="md"
      title={<Trans>Pedir mentoría a {name}</Trans>}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {refusal ? <Trans>Cerrar</Trans> : <Trans>Cancelar</Trans>}
          </button>
          {refusal ? null : (
            <button
              type="submit"
              form={`${id}-form`}
              className={buttonStyles.primary}
              disabled={isSubmitting}
            >
              {isSubmitting ? <Trans>Enviando…</Trans> : <Trans>Enviar la solicitud</Trans>}
            </button>
          )}
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p>
          <Trans>
            Cuéntale en pocas líneas quién eres y en qué te gustaría que te ayudara. Si acepta, os abriremos
            una conversación.
          </Trans>
        </p>
        {refusal ? (
          <p role="alert" className="rounded border border-danger-strong px-4 py-3 text-danger-strong">
            {refusal}
          </p>
        ) : null}
        <FormAlert messages={alert} />
        <TextAreaField
          id={`${id}-message`}
          label={labels.message}
          required
          rows={5}
          registration={form.register('message')}
          error={errors.message}
          hint={<Trans>Hasta {MENTORING_MESSAGE_MAX} caracteres.</Trans>}
        />
      </form>
    </Modal>
  )
}
