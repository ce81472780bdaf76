import { postWorkgroupComment, workgroupsQueryKey } from '@egresa/api-client/workgroups'
import {
  COMMENT_MAX_LENGTH,
  WORKGROUP_FILE_MAX_BYTES,
  WORKGROUP_FILE_TYPES,
  type WorkgroupComment,
} from '@egresa/api-contract/workgroups'
import { useApi } from '@egresa/ui/app/api'
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
import { useId, useRef } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'

type Labels = { content: string; file: string; fileType: string; fileSize: string }

const megabytes = WORKGROUP_FILE_MAX_BYTES / 1024 / 1024

/** What the server takes: 1 to 5,000 characters, and a document or image file up to 10 MB (checked again on its bytes). */
export function commentSchema(lang: string, labels: Labels) {
  return v.object({
    content: v.config(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(COMMENT_MAX_LENGTH)), {
      message: fieldMessage(lang, labels.content),
    }),
    file: v.nullable(
      v.pipe(
        v.custom<File>((value) => typeof value === 'object' && value !== null && 'size' in value),
        v.check((file) => (WORKGROUP_FILE_TYPES as readonly string[]).includes(file.type), labels.fileType),
        v.check((file) => file.size <= WORKGROUP_FILE_MAX_BYTES, labels.fileSize),
      ),
    ),
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
  const fileInput = useRef<HTMLInputElement>(null)
  const labels: Labels = {
    content: parent ? t`Tu respuesta` : t`Tu comentario`,
    file: t`Archivo adjunto`,
    fileType: t`El archivo debe ser un PDF, una imagen (JPEG, PNG, WebP, GIF) o un documento de Office u OpenDocument.`,
    fileSize: t`El archivo no puede pasar de ${megabytes} MB.`,
  }
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
    if (fileInput.current) fileInput.current.value = ''
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
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="font-bold">
            {labels.file} <span className="font-normal text-muted">({t`opcional`})</span>
          </label>
          {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={fileInput}
              type="file"
              accept={WORKGROUP_FILE_TYPES.join(',')}
              className="peer sr-only"
              {...fieldAria(fileId, errors.file as never, true)}
              onChange={(event) =>
                setValue('file', event.target.files?.[0] ?? null, { shouldValidate: true, shouldDirty: true })
              }
            />
            <label
              htmlFor={fileId}
              className={`${buttonStyles.secondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[#1a73e8]`}
            >
              <Trans>Elegir un archivo</Trans>
            </label>
            <span className="break-all text-sm">
              {file ? file.name : <Trans>Ningún archivo elegido</Trans>}
            </span>
          </div>
          <p id={`${fileId}-hint`} className="text-sm text-muted">
            <Trans>PDF, imágenes o documentos de Office u OpenDocument, hasta {megabytes} MB.</Trans>
          </p>
          <FieldErrors id={fileId} error={errors.file as never} />
          {file ? (
            <button
              type="button"
              className="self-start text-sm underline"
              onClick={() => {
                setValue('file', null, { shouldValidate: true })
                if (fileInput.current) fileInput.current.value = ''
              }}
            >
              <Trans>Quitar el archivo</Trans>
            </button>
          ) : null}
        </div>
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
