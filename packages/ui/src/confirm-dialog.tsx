import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { buttonStyles } from './button'
import { Modal } from './modal'

export type ConfirmDeleteDialogProps = {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Runs on "Delete permanently"; the dialog closes when it resolves. */
  onConfirm: () => void | Promise<void>
  title?: ReactNode
  message?: ReactNode
  isPending?: boolean
}

/** Asks before a permanent deletion: cancel or delete permanently. */
export function ConfirmDeleteDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  title,
  message,
  isPending = false,
}: ConfirmDeleteDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      role="alertdialog"
      title={title ?? <Trans>¿Eliminar definitivamente?</Trans>}
      footer={
        <>
          <Button
            className={buttonStyles.secondary}
            onPress={() => onOpenChange(false)}
            isDisabled={isPending}
          >
            <Trans>Cancelar</Trans>
          </Button>
          <Button
            className={buttonStyles.danger}
            isDisabled={isPending}
            onPress={async () => {
              await onConfirm()
              onOpenChange(false)
            }}
          >
            <Trans>Eliminar definitivamente</Trans>
          </Button>
        </>
      }
    >
      <p>{message ?? <Trans>Esta acción no se puede deshacer.</Trans>}</p>
    </Modal>
  )
}
