import { meQueryOptions } from '@egresa/api-client/auth'
import { deleteCv, downloadCv, uploadCv } from '@egresa/api-client/profile'
import type { CurrentUser } from '@egresa/api-contract/auth'
import { CV_MAX_BYTES } from '@egresa/api-contract/users'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDeleteDialog } from '@egresa/ui/confirm-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '../../lib/api'
import { openBlob } from '../../lib/files'
import { UploadDialog } from '../../lib/upload-dialog'

/** The CV (a PDF): download, replace and delete (file modal; delete confirmation). */
export function CvPanel({ user, headingLevel = 2 }: { user: CurrentUser; headingLevel?: 2 | 3 }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [uploading, setUploading] = useState(false)
  const [removing, setRemoving] = useState(false)
  const [downloading, setDownloading] = useState(false)
  const meKey = meQueryOptions(api).queryKey
  const setCv = (cv: string | null, cv_name: string | null) =>
    queryClient.setQueryData(meKey, (old) => (old ? { ...old, student: { cv, cv_name } } : old))

  const upload = useMutation({
    mutationFn: (file: File) => uploadCv(api, file),
    meta: { inlineErrors: true },
    onSuccess: ({ cv, cv_name }) => {
      setCv(cv, cv_name)
      notifySuccess(t`Guardado correctamente`)
    },
  })
  const remove = useMutation({
    mutationFn: () => deleteCv(api),
    onSuccess: () => {
      setCv(null, null)
      notifySuccess(t`Guardado correctamente`)
    },
  })
  const download = async () => {
    setDownloading(true)
    try {
      openBlob(await downloadCv(api), user.student.cv_name ?? 'cv.pdf')
    } catch (error) {
      notifyError(error)
    } finally {
      setDownloading(false)
    }
  }

  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const hasCv = Boolean(user.student.cv)
  return (
    <section aria-labelledby="cv-title" className="flex flex-col gap-3">
      <Heading id="cv-title" className="text-xl font-bold">
        <Trans>Currículum</Trans>
      </Heading>
      {hasCv ? (
        <p>
          <Trans>
            Tu CV: <strong className="break-all">{user.student.cv_name}</strong>
          </Trans>
        </p>
      ) : (
        <p className="text-muted">
          <Trans>Aún no has subido tu CV. Lo necesitarás para inscribirte en las ofertas de empleo.</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {hasCv ? (
          <button type="button" className={buttonStyles.secondary} onClick={download} disabled={downloading}>
            {downloading ? <Trans>Descargando…</Trans> : <Trans>Descargar el CV</Trans>}
          </button>
        ) : null}
        <button type="button" className={buttonStyles.secondary} onClick={() => setUploading(true)}>
          {hasCv ? <Trans>Cambiar el CV</Trans> : <Trans>Subir el CV</Trans>}
        </button>
        {hasCv ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => setRemoving(true)}
            disabled={remove.isPending}
          >
            <Trans>Eliminar el CV</Trans>
          </button>
        ) : null}
      </div>
      <UploadDialog
        isOpen={uploading}
        onOpenChange={setUploading}
        title={<Trans>Subir el CV</Trans>}
        kind="pdf"
        maxBytes={CV_MAX_BYTES}
        description={hasCv ? <Trans>El nuevo archivo sustituirá al CV que tienes ahora.</Trans> : undefined}
        onUpload={async (file) => {
          await upload.mutateAsync(file)
        }}
      />
      <ConfirmDeleteDialog
        isOpen={removing}
        onOpenChange={setRemoving}
        isPending={remove.isPending}
        title={<Trans>¿Eliminar tu CV?</Trans>}
        message={
          <Trans>
            Las empresas dejarán de verlo y no podrás inscribirte en ofertas hasta que subas otro.
          </Trans>
        }
        onConfirm={() => remove.mutateAsync().then(noop, noop)}
      />
    </section>
  )
}

const noop = () => undefined
