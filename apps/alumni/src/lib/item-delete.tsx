import { notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { type AnyRouter, Link, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'

const noop = () => undefined

/**
 * Deleting one item of a list of mine (an experience, a project): the confirmation dialog asks first; once
 * deleted, the list is read again and a toast says so.
 */
export function useItemDelete<T extends { name: string }>({
  remove,
  list,
}: {
  remove: (item: T) => Promise<unknown>
  /** The query key of the lists that show the item. */
  list: QueryKey
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [deleting, setDeleting] = useState<T | null>(null)
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: list })
      notifySuccess(t`Eliminado correctamente`)
    },
  })
  return {
    ask: setDeleting,
    /** The item being asked about, for the dialog's message. */
    deleting,
    /** For ConfirmDeleteDialog. */
    dialog: {
      isOpen: deleting !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setDeleting(null)
      },
      isPending: mutation.isPending,
      onConfirm: () => (deleting ? mutation.mutateAsync(deleting).then(noop, noop) : undefined),
    },
  }
}

export type EditDeleteActionsProps<TRouter extends AnyRouter = RegisteredRouter, TOptions = unknown> = {
  name: string
  /** The edit page, as a typed link: `{ to: '/$locale/user/projects/$hash/edit', params }`. */
  edit: ValidateLinkOptions<TRouter, TOptions>
  onDelete: () => void
}

/** An item's edit link and delete button, each naming the item for a screen reader. */
export function EditDeleteActions<TRouter extends AnyRouter = RegisteredRouter, TOptions = unknown>(
  props: EditDeleteActionsProps<TRouter, TOptions>,
): ReactNode
export function EditDeleteActions({ name, edit, onDelete }: EditDeleteActionsProps) {
  const { t } = useLingui()
  return (
    <>
      <Link {...edit} className={buttonStyles.secondary} aria-label={t`Editar «${name}»`}>
        <Trans>Editar</Trans>
      </Link>
      <button
        type="button"
        className={buttonStyles.secondary}
        aria-label={t`Eliminar «${name}»`}
        onClick={onDelete}
      >
        <Trans>Eliminar</Trans>
      </button>
    </>
  )
}
