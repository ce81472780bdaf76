import { deleteCv, downloadCv, uploadCv } from '@egresa/api-client/profile'
import type { CurrentUser } from '@egresa/api-contract/auth'
import { CV_MAX_BYTES } from '@egresa/api-contract/users'
import { useApi } from '@egresa/ui/app/api'
import { saveBlob } from '@egresa/ui/app/files'
import { notifyError } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDeleteDialog } from '@egresa/ui/confirm-dialog'
import { UploadDialog } from '@egresa/ui/upload-dialog'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useProfileFile } from './profile-file'

/**
 * The CV (a PDF): download, replace and delete (file modal; delete confirmation). `onUploaded` runs once a
 * new CV is saved.
 */
export function CvPanel({
  user,
  headingLevel = 2,
  onUploaded,
}: {
  user: CurrentUser
  headingLevel?: 2 | 3
  onUploaded?: () => void
}) {
  const api = useApi()
  const file = useProfileFile({
    onUploaded,
    upload: (pdf) => uploadCv(api, pdf),
    remove: () => deleteCv(api),
    apply: (old, saved) => ({ ...old, student: { cv: saved?.cv ?? null, cv_name: saved?.cv_name ?? null } }),
  })
  const [downloading, setDownloading] = useState(false)
  const download = async () => {
    setDownloading(true)
    try {
      saveBlob(await downloadCv(api), user.student.cv_name ?? 'cv.pdf')
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
        <button type="button" className={buttonStyles.secondary} onClick={file.openUpload}>
          {hasCv ? <Trans>Cambiar el CV</Trans> : <Trans>Subir el CV</Trans>}
        </button>
        {hasCv ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={file.openRemove}
            disabled={file.removing}
          >
            <Trans>Eliminar el CV</Trans>
          </button>
        ) : null}
      </div>
      <UploadDialog
        {...file.uploadDialog}
        title={<Trans>Subir el CV</Trans>}
        kind="pdf"
        maxBytes={CV_MAX_BYTES}
        description={hasCv ? <Trans>El nuevo archivo sustituirá al CV que tienes ahora.</Trans> : undefined}
      />
      <ConfirmDeleteDialog
        {...file.removeDialog}
        title={<Trans>¿Eliminar tu CV?</Trans>}
        message={
          <Trans>
            Las empresas dejarán de verlo y no podrás inscribirte en ofertas hasta que subas otro.
          </Trans>
        }
      />
    </section>
  )
}
