import { meQueryOptions } from '@egresa/api-client/auth'
import type { CurrentUser } from '@egresa/api-contract/auth'
import { useApi } from '@egresa/ui/app/api'
import { notifySuccess } from '@egresa/ui/app/notify'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

const noop = () => undefined

/**
 * A file of the profile (the photo, the CV): its upload dialog and its delete confirmation. A saved change
 * goes straight into the signed-in person's cached data and says so in a toast; a refused upload shows its
 * message in the dialog (not a toast) and leaves the old file in place.
 */
export function useProfileFile<TSaved>({
  upload,
  remove,
  apply,
  onUploaded,
}: {
  upload: (file: File) => Promise<TSaved>
  remove: () => Promise<unknown>
  /** The person with the new file, or without one (`saved` null). */
  apply: (user: CurrentUser, saved: TSaved | null) => CurrentUser
  /** After a new file is saved (the page may go back where the person came from). */
  onUploaded?: () => void
}) {
  const api = useApi()
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [uploading, setUploading] = useState(false)
  const [removing, setRemoving] = useState(false)
  const saved = (result: TSaved | null) => {
    queryClient.setQueryData(meQueryOptions(api).queryKey, (old) => (old ? apply(old, result) : old))
    notifySuccess(t`Guardado correctamente`)
  }
  const uploadMutation = useMutation({
    mutationFn: upload,
    meta: { inlineErrors: true },
    onSuccess: (result) => {
      saved(result)
      onUploaded?.()
    },
  })
  const removeMutation = useMutation({ mutationFn: remove, onSuccess: () => saved(null) })
  return {
    openUpload: () => setUploading(true),
    openRemove: () => setRemoving(true),
    removing: removeMutation.isPending,
    /** For UploadDialog. */
    uploadDialog: {
      isOpen: uploading,
      onOpenChange: setUploading,
      onUpload: async (file: File) => {
        await uploadMutation.mutateAsync(file)
      },
    },
    /** For ConfirmDeleteDialog. */
    removeDialog: {
      isOpen: removing,
      onOpenChange: setRemoving,
      isPending: removeMutation.isPending,
      onConfirm: () => removeMutation.mutateAsync().then(noop, noop),
    },
  }
}
