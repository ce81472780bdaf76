import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Modal as AriaModal, Button, Dialog, Heading, ModalOverlay } from 'react-aria-components'

const sizes = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' } as const

export type ModalProps = {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: ReactNode
  children: ReactNode
  /** Buttons under the content. */
  footer?: ReactNode
  size?: keyof typeof sizes
  role?: 'dialog' | 'alertdialog'
  /** Esc and a click outside close it unless false. */
  isDismissable?: boolean
}

/** An accessible modal dialog: focus is trapped inside and returns to the trigger on close. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  size = 'lg',
  role = 'dialog',
  isDismissable = true,
}: ModalProps) {
  const { t } = useLingui()
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-4 sm:items-center"
    >
      <AriaModal className={`w-full ${sizes[size]} rounded bg-white shadow-xl`}>
        <Dialog role={role} className="flex max-h-[85vh] flex-col outline-none">
          {({ close }) => (
            <>
              <div className="flex items-start justify-between gap-4 border-b border-secondary px-6 py-4">
                <Heading slot="title" className="text-lg font-bold">
                  {title}
                </Heading>
                {isDismissable ? (
                  <Button
                    aria-label={t`Cerrar`}
                    onPress={close}
                    className="rounded px-2 text-xl leading-none"
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                ) : null}
              </div>
              <div className="overflow-y-auto px-6 py-4">{children}</div>
              {footer ? (
                <div className="flex flex-col-reverse gap-3 border-t border-secondary px-6 py-4 sm:flex-row sm:justify-end">
                  {footer}
                </div>
              ) : null}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
