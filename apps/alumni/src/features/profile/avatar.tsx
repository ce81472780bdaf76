import { deleteAvatar, uploadAvatar } from '@egresa/api-client/profile'
import type { CurrentUser } from '@egresa/api-contract/auth'
import { AVATAR_MAX_BYTES } from '@egresa/api-contract/users'
import { useApi } from '@egresa/ui/app/api'
import { Avatar } from '@egresa/ui/app/avatar'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDeleteDialog } from '@egresa/ui/confirm-dialog'
import { UploadDialog } from '@egresa/ui/upload-dialog'
import { Trans } from '@lingui/react/macro'
import { useProfileFile } from './profile-file'

/** The photo with its change and remove buttons (image modal; delete confirmation). */
export function AvatarEditor({ user }: { user: CurrentUser }) {
  const api = useApi()
  const file = useProfileFile({
    upload: (image) => uploadAvatar(api, image),
    remove: () => deleteAvatar(api),
    apply: (old, saved) => ({ ...old, avatar: saved?.avatar ?? null }),
  })
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar src={user.avatar} name={user.name} surname={user.surname} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={file.openUpload}>
          {user.avatar ? <Trans>Cambiar la foto</Trans> : <Trans>Añadir una foto</Trans>}
        </button>
        {user.avatar ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={file.openRemove}
            disabled={file.removing}
          >
            <Trans>Quitar la foto</Trans>
          </button>
        ) : null}
      </div>
      <UploadDialog
        {...file.uploadDialog}
        title={<Trans>Foto de perfil</Trans>}
        kind="image"
        maxBytes={AVATAR_MAX_BYTES}
        description={<Trans>Se recortará en cuadrado y se verá en tu perfil y en el directorio.</Trans>}
      />
      <ConfirmDeleteDialog {...file.removeDialog} title={<Trans>¿Quitar tu foto de perfil?</Trans>} />
    </div>
  )
}
