import { meQueryOptions } from '@egresa/api-client/auth'
import { deleteAvatar, uploadAvatar } from '@egresa/api-client/profile'
import type { CurrentUser } from '@egresa/api-contract/auth'
import { AVATAR_MAX_BYTES } from '@egresa/api-contract/users'
import { notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDeleteDialog } from '@egresa/ui/confirm-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '../../lib/api'
import { Avatar } from '../../lib/avatar'
import { UploadDialog } from '../../lib/upload-dialog'

/** The photo with its change and remove buttons (image modal; delete confirmation). */
export function AvatarEditor({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [uploading, setUploading] = useState(false)
  const [removing, setRemoving] = useState(false)
  const meKey = meQueryOptions(api).queryKey
  const setAvatar = (avatar: string | null) =>
    queryClient.setQueryData(meKey, (old) => (old ? { ...old, avatar } : old))

  const upload = useMutation({
    mutationFn: (file: File) => uploadAvatar(api, file),
    meta: { inlineErrors: true },
    onSuccess: ({ avatar }) => {
      setAvatar(avatar)
      notifySuccess(t`Guardado correctamente`)
    },
  })
  const remove = useMutation({
    mutationFn: () => deleteAvatar(api),
    onSuccess: () => {
      setAvatar(null)
      notifySuccess(t`Guardado correctamente`)
    },
  })

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar src={user.avatar} name={user.name} surname={user.surname} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={() => setUploading(true)}>
          {user.avatar ? <Trans>Cambiar la foto</Trans> : <Trans>Añadir una foto</Trans>}
        </button>
        {user.avatar ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => setRemoving(true)}
            disabled={remove.isPending}
          >
            <Trans>Quitar la foto</Trans>
          </button>
        ) : null}
      </div>
      <UploadDialog
        isOpen={uploading}
        onOpenChange={setUploading}
        title={<Trans>Foto de perfil</Trans>}
        kind="image"
        maxBytes={AVATAR_MAX_BYTES}
        description={<Trans>Se recortará en cuadrado y se verá en tu perfil y en el directorio.</Trans>}
        onUpload={async (file) => {
          await upload.mutateAsync(file)
        }}
      />
      <ConfirmDeleteDialog
        isOpen={removing}
        onOpenChange={setRemoving}
        isPending={remove.isPending}
        title={<Trans>¿Quitar tu foto de perfil?</Trans>}
        onConfirm={() => remove.mutateAsync().then(noop, noop)}
      />
    </div>
  )
}

const noop = () => undefined
