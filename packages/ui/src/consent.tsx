import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { buttonStyles } from './button'
import { getConsent, saveConsent } from './consent-store'
import { Link } from './link'

export type CookieConsentProps = {
  /** The cookie policy page, e.g. `/es/info/cookies`. */
  policyHref: string
  /** Called after Accept stored the choice; defaults to reloading the page so analytics can start. */
  onAccepted?: () => void
}

/**
 * The cookie consent modal. It shows while no choice is stored and cannot be dismissed with Esc or a
 * click outside: the visitor accepts (stored, then the page reloads) or declines (only strictly
 * necessary cookies remain).
 */
export function CookieConsent({
  policyHref,
  onAccepted = () => window.location.reload(),
}: CookieConsentProps) {
  const [open, setOpen] = useState(() => getConsent() === undefined)
  if (!open) return null
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-4 sm:items-center"
    >
      <Modal className="w-full max-w-lg rounded bg-white shadow-xl">
        <Dialog className="flex flex-col gap-4 p-6 outline-none" aria-describedby="consent-text">
          <Heading slot="title" className="text-xl font-bold">
            <Trans>Tu privacidad</Trans>
          </Heading>
          <p id="consent-text" className="text-sm">
            <Trans>
              Usamos cookies estrictamente necesarias para que el portal funcione y, solo si las aceptas,
              cookies de analítica para saber qué páginas se visitan y mejorarlas.
            </Trans>{' '}
            <Trans>
              Más información en la{' '}
              <Link href={policyHref} className="font-bold text-primary underline">
                política de cookies
              </Link>
              .
            </Trans>
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              className={buttonStyles.secondary}
              onPress={() => {
                saveConsent('rejected')
                setOpen(false)
              }}
            >
              <Trans>Rechazar</Trans>
            </Button>
            <Button
              className={buttonStyles.primary}
              onPress={() => {
                saveConsent('accepted')
                onAccepted()
              }}
            >
              <Trans>Aceptar</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
