import { deleteCompanyLogo, uploadCompanyLogo } from '@egresa/api-client/companies'
import { type CompanyProfile, LOGO_MAX_BYTES } from '@egresa/api-contract/companies'
import { useApi } from '@egresa/ui/app/api'
import { CompanyLogo } from '@egresa/ui/app/company-logo'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDeleteDialog } from '@egresa/ui/confirm-dialog'
import { UploadDialog } from '@egresa/ui/upload-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useCompanySaved } from './company-form'

/** The company's logo as alumni see it on its offers, to replace (an image) or remove (after asking). */
export function LogoPanel({ company }: { company: CompanyProfile }) {
  const api = useApi()
  const { t } = useLingui()
  const onSaved = useCompanySaved()
  const [uploading, setUploading] = useState(false)
  const [removing, setRemoving] = useState(false)
  const [pending, setPending] = useState(false)
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <CompanyLogo src={company.logo} name={company.company_name} size="xl" />
      <div className="flex flex-col gap-2">
        <p className="text-muted">
          {company.logo ? (
            <Trans>Así aparece tu logotipo junto a tus ofertas.</Trans>
          ) : (
            <Trans>Aún no has subido un logotipo. Se verá junto a tus ofertas.</Trans>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={() => setUploading(true)}>
            {company.logo ? <Trans>Cambiar el logotipo</Trans> : <Trans>Subir un logotipo</Trans>}
          </button>
          {company.logo ? (
            <button type="button" className={buttonStyles.dangerSecondary} onClick={() => setRemoving(true)}>
              <Trans>Quitar el logotipo</Trans>
            </button>
          ) : null}
        </div>
      </div>
      <UploadDialog
        isOpen={uploading}
        onOpenChange={setUploading}
        title={<Trans>Logotipo de la empresa</Trans>}
        kind="image"
        maxBytes={LOGO_MAX_BYTES}
        description={<Trans>Mejor cuadrado y sobre fondo claro.</Trans>}
        onUpload={async (file) => {
          const { logo } = await uploadCompanyLogo(api, file)
          await onSaved({ ...company, logo })
          notifySuccess(t`Guardado correctamente`)
        }}
      />
      <ConfirmDeleteDialog
        isOpen={removing}
        onOpenChange={setRemoving}
        isPending={pending}
        title={<Trans>¿Quitar el logotipo?</Trans>}
        message={<Trans>Tus ofertas se verán sin logotipo hasta que subas otro.</Trans>}
        onConfirm={async () => {
          setPending(true)
          try {
            await deleteCompanyLogo(api)
            await onSaved({ ...company, logo: null })
            notifySuccess(t`Logotipo eliminado.`)
          } catch (error) {
            notifyError(error)
          } finally {
            setPending(false)
          }
        }}
      />
    </div>
  )
}
