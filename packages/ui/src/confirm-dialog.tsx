import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { buttonStyles } from './button'
import { Modal } from './modal'

export type ConfirmDialogProps = {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Runs on the confirming button; the dialog closes when it resolves. */
  onConfirm: () => void | Promise<void>
  title: ReactNode
  message: ReactNode
  /** The confirming button's text ("Inscribirme", "Retirar la inscripción"). */
  confirmLabel: ReactNode
  /** `danger` for what undoes something the person did. */
  variant?: 'primary' | 'danger'
  isPending?: boolean
}

/** Asks before an action: cancel, or the action named by its button. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  title,
  message,
  confirmLabel,
  variant = 'primary',
  isPending = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      role="alertdialog"
      title={title}
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
            className={buttonStyles[variant]}
            isDisabled={isPending}
            onPress={async () => {
              await onConfirm()
              onOpenChange(false)
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof message === 'string' ? <p>{message}</p> : message}
    </Modal>
  )
}

export type ConfirmDeleteDialogProps = Omit<
  ConfirmDialogProps,
  'title' | 'message' | 'confirmLabel' | 'variant'
> & {
  title?: ReactNode
  message?: ReactNode
}

/** Asks before a permanent deletion: cancel or delete permanently. */
export function ConfirmDeleteDialog({ title, message, ...props }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      variant="danger"
      title={title ?? <Trans>¿Eliminar definitivamente?</Trans>}
      message={<p>{message ?? <Trans>Esta acción no se puede deshacer.</Trans>}</p>}
      confirmLabel={<Trans>Eliminar definitivamente</Trans>}
    />
  )
}
