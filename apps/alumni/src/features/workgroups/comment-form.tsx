import { postWorkgroupComment, workgroupsQueryKey } from '@egresa/api-client/workgroups'
import { COMMENT_MAX_LENGTH, type WorkgroupComment } from '@egresa/api-contract/workgroups'
import { useApi } from '@egresa/ui/app/api'
import {
  DocumentFileField,
  type DocumentFileLabels,
  documentFileSchema,
  useDocumentFileLabels,
} from '@egresa/ui/app/document-file'
import { notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { FieldErrors, FormAlert, fieldAria, inputClass } from '@egresa/ui/form-fields'
import { ReadyFieldset } from '@egresa/ui/hydration'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { fieldMessage } from '@egresa/validators/issue-messages'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'

type Labels = DocumentFileLabels & { content: string }

/** What the server takes: 1 to 5,000 characters, and a document or image file up to 10 MB (checked again on its bytes). */
export function commentSchema(lang: string, labels: Labels) {
  return v.object({
    content: v.config(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(COMMENT_MAX_LENGTH)), {
      message: fieldMessage(lang, labels.content),
    }),
    file: documentFileSchema(labels),
  })
}
type CommentFormValues = v.InferInput<ReturnType<typeof commentSchema>>
type CommentFormOutput = v.InferOutput<ReturnType<typeof commentSchema>>
const commentFields = ['content', 'file'] as const

/** Writes a comment on the group's wall, or a reply (`parent`), with an optional file. */
export function CommentForm({
  slug,
  parent,
  onPosted,
  onCancel,
}: {
  slug: string
  /** The comment this one answers. */
  parent?: WorkgroupComment
  onPosted?: (comment: WorkgroupComment) => void
  onCancel?: () => void
}) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const labels: Labels = { ...useDocumentFileLabels(), content: parent ? t`Tu respuesta` : t`Tu comentario` }
  const schema = useLocalizedSchema(commentSchema, labels)
  const form = useForm<CommentFormValues, unknown, CommentFormOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: { content: '', file: null },
  })
  const {
    register,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form
  const file = watch('file')
  const { submit, alert } = useFormSubmit(form, commentFields, async (values) => {
    const comment = await postWorkgroupComment(
      api,
      slug,
      { content: values.content, ...(parent ? { parent: parent.hash } : {}) },
      values.file ?? undefined,
    )
    form.reset({ content: '', file: null })
    await queryClient.invalidateQueries({ queryKey: workgroupsQueryKey })
    notifySuccess(parent ? t`Respuesta publicada` : t`Comentario publicado`)
    onPosted?.(comment)
  })
  const contentId = `${id}-content`
  const fileId = `${id}-file`
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <ReadyFieldset>
        <FormAlert messages={alert} />
        <div className="flex flex-col gap-1">
          <label htmlFor={contentId} className="font-bold">
            {labels.content}
          </label>
          <textarea
            rows={parent ? 2 : 3}
            className={inputClass}
            aria-required
            {...fieldAria(contentId, errors.content)}
            {...register('content')}
            id={contentId}
          />
          <FieldErrors id={contentId} error={errors.content} />
        </div>
        <DocumentFileField
          id={fileId}
          file={file}
          error={errors.file as never}
          onChange={(chosen) => setValue('file', chosen, { shouldValidate: true, shouldDirty: true })}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
            {isSubmitting ? (
              <Trans>Publicando…</Trans>
            ) : parent ? (
              <Trans>Responder</Trans>
            ) : (
              <Trans>Publicar</Trans>
            )}
          </button>
          {onCancel ? (
            <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
              <Trans>Cancelar</Trans>
            </button>
          ) : null}
        </div>
      </ReadyFieldset>
    </form>
  )
}
