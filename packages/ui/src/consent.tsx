import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { buttonStyles } from './button'
import { ConsentText, consentStyles } from './consent-preview'
import { getConsent, saveConsent } from './consent-store'

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
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className={consentStyles.overlay}>
      <Modal className={consentStyles.modal}>
        <Dialog className={consentStyles.dialog} aria-describedby="consent-text">
          <Heading slot="title" className={consentStyles.heading}>
            <Trans>Tu privacidad</Trans>
          </Heading>
          <ConsentText policyHref={policyHref} />
          <div className={consentStyles.buttons}>
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
