import {
  adminContentQueryKey,
  type ContentDocumentRef,
  contentDocumentQueryOptions,
  previewContent,
  restoreContentVersion,
  saveContentDocument,
} from '@egresa/api-client/admin-content'
import { isApiError } from '@egresa/api-client/errors'
import {
  type ContentDocumentDetail,
  type ContentVersion,
  contentLocales,
} from '@egresa/api-contract/admin-content'
import { useApi } from '@egresa/ui/app/api'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDialog } from '@egresa/ui/confirm-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useBlocker } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { kindLabels, languageLabels } from './labels'
import { LastChange } from './pages-page'

/** The document a URL names (`/es/content/en/info.privacy`), or null for a language the portal has not. */
export function documentRef(language: string, name: string): ContentDocumentRef | null {
  const locale = contentLocales.find((l) => l === language)
  return locale ? { locale, name } : null
}

/** How long the editor waits after the last key before asking for the preview. */
export const PREVIEW_DELAY_MS = 400

type Errors = Record<string, string[]>

/** The fields' messages as one list: `title: Escribe el título…`. */
function ErrorList({ id, errors, title }: { id: string; errors: Errors; title: string }) {
  const entries = Object.entries(errors)
  if (!entries.length) return null
  return (
    <div id={id} className="rounded border border-danger-strong bg-white px-4 py-3 text-danger-strong">
      <p className="font-bold">{title}</p>
      <ul className="list-disc pl-5">
        {entries.flatMap(([field, messages]) =>
          messages.map((message) => (
            <li key={`${field}-${message}`}>
              {field === 'source' || field === 'body' ? null : <code>{field}</code>}
              {field === 'source' || field === 'body' ? '' : ': '}
              {message}
            </li>
          )),
        )}
      </ul>
    </div>
  )
}

/** The live preview of what is typed: an info page's HTML, or whether the YAML would be accepted. */
function usePreview(kind: ContentDocumentDetail['kind'], source: string, initial: string | null) {
  const api = useApi()
  const [state, setState] = useState<{ html: string | null; errors: Errors }>({ html: initial, errors: {} })
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      previewContent(api, { kind, source }, controller.signal)
        .then((answer) => setState(answer))
        .catch(() => {})
    }, PREVIEW_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [api, kind, source])
  return state
}

function VersionAuthor({ version, oldest }: { version: ContentVersion; oldest: boolean }) {
  if (version.author) return version.author
  return oldest ? <Trans>Texto de la instalación</Trans> : <Trans>Cuenta borrada</Trans>
}

/**
 * `/{locale}/content/{language}/{name}`: a document's source in a Markdown (or YAML) editor with its live
 * preview beside it (under it on a phone), Save, and the versions (who, when) with Restore.
 */
export function DocumentPage({ reference }: { reference: ContentDocumentRef }) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const queryClient = useQueryClient()
  const options = contentDocumentQueryOptions(api, reference)
  const { data: document } = useSuspenseQuery(options)
  const language = i18n._(languageLabels[document.locale])
  usePageTitle(`${document.title} (${language})`)
  const [source, setSource] = useState(document.source)
  const [saved, setSaved] = useState(document.source)
  const [errors, setErrors] = useState<Errors>({})
  const [saving, setSaving] = useState(false)
  const [restoring, setRestoring] = useState<ContentVersion | null>(null)
  const preview = usePreview(document.kind, source, document.preview)
  const id = useId()
  const errorsRef = useRef<HTMLDivElement>(null)
  const dirty = source !== saved
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  })
  // The server's refusal of a save wins; while typing, the preview's check says what a save would refuse.
  const shown = Object.keys(errors).length ? errors : preview.errors

  const accept = (next: ContentDocumentDetail) => {
    queryClient.setQueryData(options.queryKey, next)
    void queryClient.invalidateQueries({ queryKey: adminContentQueryKey })
    setSource(next.source)
    setSaved(next.source)
    setErrors({})
  }

  const save = async () => {
    setSaving(true)
    try {
      accept(await saveContentDocument(api, reference, source))
      notifySuccess(t`Cambios guardados: la página ya muestra el texto nuevo.`)
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length) {
        setErrors(error.fieldErrors)
        errorsRef.current?.focus()
      } else notifyError(error)
    } finally {
      setSaving(false)
    }
  }

  const restore = async (version: ContentVersion) => {
    try {
      accept(await restoreContentVersion(api, reference, version.id))
      notifySuccess(t`Versión restaurada: la página vuelve a mostrar ese texto.`)
    } catch (error) {
      notifyError(error)
    }
  }

  const oldest = document.versions.at(-1)?.id
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' })
  const errorsId = `${id}-errors`
  const hintId = `${id}-hint`

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted">
          {i18n._(kindLabels[document.kind])} · {language} · <code>{document.path}</code>
        </p>
        <h1 className="text-3xl font-bold">{document.title}</h1>
        <p className="text-sm text-muted">
          <Trans>Último cambio:</Trans> <LastChange document={document} />
        </p>
        {document.fallback ? (
          <p>
            <Trans>
              Esta lengua aún no tiene texto propio: se muestra el español. Al guardar, tendrá el suyo.
            </Trans>
          </p>
        ) : null}
      </header>

      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-2">
            <label htmlFor={`${id}-source`} className="font-bold">
              {document.kind === 'info' ? <Trans>Texto en Markdown</Trans> : <Trans>Texto en YAML</Trans>}
            </label>
            <p id={hintId} className="text-sm text-muted">
              {document.kind === 'info' ? (
                <Trans>
                  Empieza por el encabezado entre dos líneas «---», con el título (title), la descripción
                  (description) y la fecha de la versión (updatedAt); después, el texto.
                </Trans>
              ) : (
                <Trans>Respeta la sangría: cada nivel, dos espacios más que el anterior.</Trans>
              )}
            </p>
            <textarea
              id={`${id}-source`}
              value={source}
              onChange={(event) => {
                setSource(event.target.value)
                setErrors({})
              }}
              rows={24}
              spellCheck={document.kind === 'info'}
              aria-invalid={Object.keys(shown).length ? true : undefined}
              aria-describedby={[hintId, Object.keys(shown).length ? errorsId : null]
                .filter(Boolean)
                .join(' ')}
              className="block min-h-96 w-full rounded border border-secondary bg-white px-3 py-2 font-mono text-sm aria-[invalid=true]:border-danger-strong"
            />
            <div ref={errorsRef} tabIndex={-1} aria-live="polite">
              <ErrorList id={errorsId} errors={shown} title={t`Revisa el texto antes de guardar:`} />
            </div>
          </div>
          <section aria-labelledby={`${id}-preview`} className="flex min-w-0 flex-col gap-2">
            <h2 id={`${id}-preview`} className="font-bold">
              <Trans>Vista previa</Trans>
            </h2>
            {document.kind === 'info' ? (
              <div
                className="prose-content min-h-96 rounded border border-secondary bg-white p-4"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the API renders it with the content service's renderer (Markdown, raw HTML off, no javascript: or data: links)
                dangerouslySetInnerHTML={{ __html: preview.html ?? '' }}
              />
            ) : (
              <p className="rounded border border-secondary bg-white p-4">
                {Object.keys(shown).length ? (
                  <Trans>El YAML tiene errores: la página no cambiará hasta que los corrijas.</Trans>
                ) : (
                  <Trans>El YAML es correcto: puedes guardarlo.</Trans>
                )}
              </p>
            )}
          </section>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonStyles.primary} disabled={saving || !dirty}>
            <Trans>Guardar</Trans>
          </button>
          {dirty ? (
            <span className="text-sm text-muted">
              <Trans>Hay cambios sin guardar.</Trans>
            </span>
          ) : null}
        </div>
      </form>

      <section aria-labelledby={`${id}-versions`} className="flex flex-col gap-3">
        <h2 id={`${id}-versions`} className="text-2xl font-bold">
          <Trans>Versiones</Trans>
        </h2>
        {document.versions.length === 0 ? (
          <p className="text-muted">
            <Trans>Aún no se ha cambiado: es el texto de la instalación.</Trans>
          </p>
        ) : (
          <ol className="flex flex-col divide-y divide-secondary rounded-lg border border-secondary bg-white">
            {document.versions.map((version) => {
              const restored = document.versions.find((v) => v.id === version.restored_from)
              return (
                <li
                  key={version.id}
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex flex-col">
                    <span>
                      <time dateTime={version.created_at}>{date(version.created_at)}</time> ·{' '}
                      <VersionAuthor version={version} oldest={version.id === oldest} />
                    </span>
                    {restored ? (
                      <span className="text-sm text-muted">
                        <Trans>Restaura la versión del {date(restored.created_at)}</Trans>
                      </span>
                    ) : null}
                  </div>
                  {version.current ? (
                    <span className="text-sm font-bold">
                      <Trans>Versión actual</Trans>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={buttonStyles.secondary}
                      onClick={() => setRestoring(version)}
                    >
                      <Trans>Restaurar</Trans>
                      <span className="sr-only"> {date(version.created_at)}</span>
                    </button>
                  )}
                </li>
              )
            })}
          </ol>
        )}
      </section>

      <ConfirmDialog
        isOpen={restoring !== null}
        onOpenChange={(open) => {
          if (!open) setRestoring(null)
        }}
        title={<Trans>¿Restaurar esta versión?</Trans>}
        message={
          dirty ? (
            <Trans>
              La página volverá a mostrar el texto de esa versión, y se perderán los cambios sin guardar. La
              versión actual seguirá en la lista.
            </Trans>
          ) : (
            <Trans>
              La página volverá a mostrar el texto de esa versión. La versión actual seguirá en la lista.
            </Trans>
          )
        }
        confirmLabel={<Trans>Restaurar</Trans>}
        onConfirm={async () => {
          if (restoring) await restore(restoring)
        }}
      />
      <ConfirmDialog
        isOpen={blocker.status === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.status === 'blocked') blocker.reset()
        }}
        title={<Trans>¿Salir sin guardar?</Trans>}
        message={<Trans>Hay cambios sin guardar en este texto. Si sales, se perderán.</Trans>}
        confirmLabel={<Trans>Salir sin guardar</Trans>}
        variant="danger"
        onConfirm={() => {
          if (blocker.status === 'blocked') blocker.proceed()
        }}
      />
    </div>
  )
}
