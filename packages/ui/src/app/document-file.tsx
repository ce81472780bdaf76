import { DOCUMENT_FILE_MAX_BYTES, DOCUMENT_FILE_TYPES } from '@egresa/api-contract/uploads'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { FieldError } from 'react-hook-form'
import * as v from 'valibot'
import { buttonStyles } from '../button'
import { FieldErrors, fieldAria } from '../form-fields'

// The optional file of what a person writes (a group comment, a private message; contract `uploads.ts`): the
// check before it goes, and the field. The server checks it again on its bytes.

const megabytes = DOCUMENT_FILE_MAX_BYTES / 1024 / 1024

export type DocumentFileLabels = { fileType: string; fileSize: string }

/** The field errors of a file of the wrong type or size, in the page's language. */
export function useDocumentFileLabels(): DocumentFileLabels {
  const { t } = useLingui()
  return {
    fileType: t`El archivo debe ser un PDF, una imagen (JPEG, PNG, WebP, GIF) o un documento de Office u OpenDocument.`,
    fileSize: t`El archivo no puede pasar de ${megabytes} MB.`,
  }
}

/** The schema entry: no file, or one of the types and size the server takes. */
export function documentFileSchema(labels: DocumentFileLabels) {
  return v.nullable(
    v.pipe(
      v.custom<File>((value) => typeof value === 'object' && value !== null && 'size' in value),
      v.check((file) => (DOCUMENT_FILE_TYPES as readonly string[]).includes(file.type), labels.fileType),
      v.check((file) => file.size <= DOCUMENT_FILE_MAX_BYTES, labels.fileSize),
    ),
  )
}

/**
 * «Archivo adjunto (opcional)»: a button that speaks the page's language (the browser's own file button speaks
 * the browser's), the chosen file's name, a way to take it out, the types and size allowed, and the error.
 * The form keeps the file: when it drops it (taken out, or the form reset after sending), the input is emptied
 * too, so the same file can be chosen again.
 */
export function DocumentFileField({
  id,
  file,
  error,
  onChange,
}: {
  id: string
  file: File | null | undefined
  error: FieldError | undefined
  onChange: (file: File | null) => void
}) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (!file && input.current) input.current.value = ''
  }, [file])
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        <Trans>Archivo adjunto</Trans> <span className="font-normal text-muted">({t`opcional`})</span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          accept={DOCUMENT_FILE_TYPES.join(',')}
          className="peer sr-only"
          {...fieldAria(id, error, true)}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <label
          htmlFor={id}
          className={`${buttonStyles.secondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[#1a73e8]`}
        >
          <Trans>Adjuntar un archivo</Trans>
        </label>
        <span className="break-all text-sm">{file ? file.name : <Trans>Ningún archivo elegido</Trans>}</span>
        {file ? (
          <button type="button" className="text-sm underline" onClick={() => onChange(null)}>
            <Trans>Quitar el archivo</Trans>
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        <Trans>PDF, imágenes o documentos de Office u OpenDocument, hasta {megabytes} MB.</Trans>
      </p>
      <FieldErrors id={id} error={error} />
    </div>
  )
}
