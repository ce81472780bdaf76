import { isApiError } from '@egresa/api-client/errors'
import { IMAGE_TYPES } from '@egresa/api-contract/users'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { errorText } from './app/notify'
import { buttonStyles } from './button'
import { Modal } from './modal'

export type UploadKind = 'image' | 'pdf' | 'xml'

const accepts: Record<UploadKind, string> = {
  image: IMAGE_TYPES.join(','),
  pdf: 'application/pdf,.pdf',
  xml: 'application/xml,text/xml,.xml',
}

function fits(kind: UploadKind, file: File): boolean {
  if (kind === 'image') return (IMAGE_TYPES as readonly string[]).includes(file.type)
  if (kind === 'xml') {
    return (
      file.type === 'application/xml' || file.type === 'text/xml' || file.name.toLowerCase().endsWith('.xml')
    )
  }
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

export type UploadDialogProps = {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: ReactNode
  kind: UploadKind
  maxBytes: number
  /** Uploads the chosen file; a rejection shows its message and keeps the dialog open. */
  onUpload: (file: File) => Promise<void>
  description?: ReactNode
}

/**
 * The file and image upload modals of spec section 2: a file is required, an image modal takes image files
 * only and shows a preview. The type and size are checked here for a quick answer; the server checks the
 * bytes again.
 */
export function UploadDialog({
  isOpen,
  onOpenChange,
  title,
  kind,
  maxBytes,
  onUpload,
  description,
}: UploadDialogProps) {
  const { t } = useLingui()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [preview, setPreview] = useState<string | null>(null)

  useEffect(() => {
    if (!file || kind !== 'image' || !fits(kind, file)) {
      setPreview(null)
      return
    }
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file, kind])

  useEffect(() => {
    if (isOpen) return
    setFile(null)
    setError(null)
    setPending(false)
  }, [isOpen])

  const label = kind === 'image' ? t`Imagen` : kind === 'xml' ? t`Archivo XML` : t`Archivo PDF`
  const problem = (chosen: File | null): string | null => {
    if (!chosen) return t`Elige un archivo.`
    if (!fits(kind, chosen)) {
      if (kind === 'image') return t`El archivo debe ser una imagen (JPEG, PNG, WebP, GIF o AVIF).`
      return kind === 'xml' ? t`El archivo debe ser un XML.` : t`El archivo debe ser un PDF.`
    }
    if (chosen.size > maxBytes) {
      const max = megabytes(maxBytes)
      return t`El archivo no puede pesar más de ${max} MB.`
    }
    return null
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = problem(file)
    setError(found)
    if (found || !file) {
      input.current?.focus()
      return
    }
    setPending(true)
    try {
      await onUpload(file)
      onOpenChange(false)
    } catch (e) {
      setPending(false)
      if (isApiError(e) && e.handled) return
      setError(isApiError(e) && e.localized && e.status < 500 ? e.messages.join(' ') : errorText(e))
      input.current?.focus()
    }
  }

  const formId = `${id}-form`
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!pending) onOpenChange(open)
      }}
      title={title}
      size="lg"
      isDismissable={!pending}
      footer={
        <>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => onOpenChange(false)}
            disabled={pending}
          >
            <Trans>Cancelar</Trans>
          </button>
          <button type="submit" form={formId} className={buttonStyles.primary} disabled={pending}>
            {pending ? <Trans>Subiendo…</Trans> : <Trans>Subir</Trans>}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {description ? <div className="text-muted">{description}</div> : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-file`} className="font-bold">
            {label}
            <span aria-hidden="true" className="text-danger-strong">
              {' '}
              *
            </span>
          </label>
          {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept={accepts[kind]}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-name ${id}-hint${error ? ` ${id}-error` : ''}`}
              className="peer sr-only"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null
                setFile(chosen)
                setError(chosen ? problem(chosen) : null)
              }}
            />
            <label
              htmlFor={`${id}-file`}
              className={`${buttonStyles.secondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[#1a73e8] ${error ? 'border-danger-strong' : ''}`}
            >
              {kind === 'image' ? <Trans>Elegir una imagen</Trans> : <Trans>Elegir un archivo</Trans>}
            </label>
            <span id={`${id}-name`} className="break-all text-sm">
              {file ? file.name : <Trans>Ningún archivo elegido</Trans>}
            </span>
          </div>
          <p id={`${id}-hint`} className="text-sm text-muted">
            {kind === 'image' ? (
              <Trans>JPEG, PNG, WebP, GIF o AVIF; como máximo {megabytes(maxBytes)} MB.</Trans>
            ) : (
              <Trans>Un PDF de {megabytes(maxBytes)} MB como máximo.</Trans>
            )}
          </p>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-danger-strong">
              {error}
            </p>
          ) : null}
        </div>
        {preview ? (
          <figure className="flex flex-col items-center gap-2">
            <img
              src={preview}
              alt={t`Vista previa de la imagen elegida`}
              className="max-h-64 rounded object-contain"
            />
          </figure>
        ) : null}
      </form>
    </Modal>
  )
}
