import { Trans } from '@lingui/react/macro'
import { type KeyboardEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { buttonStyles } from './button'
import { getConsent, saveConsent } from './consent-store'
import { Link } from './link'

export type CookieConsentProps = {
  /** The cookie policy page, e.g. `/es/info/cookies`. */
  policyHref: string
  /** Called after Accept stored the choice; defaults to reloading the page so analytics can start. */
  onAccepted?: () => void
  /** Told the choice once it is stored, before anything else happens (a signed-in person's consent record). */
  onChosen?: (choice: 'accepted' | 'rejected') => Promise<unknown> | undefined
  /**
   * The request's `Cookie` header when rendering on the server (the browser reads its own): whether a
   * choice is stored decides whether the modal is drawn.
   */
  cookies?: string
}

const noop = () => () => {}

/** False while the markup is the server's (nothing works yet), true once the app runs in the browser. */
function useStarted(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}

/**
 * The cookie consent modal while no choice is stored: a native `<dialog>`, drawn by the server so it paints
 * with the page, made modal once the app runs (the rest of the page inert, focus inside). It cannot be
 * dismissed with Esc or a click outside: the visitor accepts (stored, then the page reloads) or declines
 * (only strictly necessary cookies remain). Until the app runs its buttons say they do not work yet; without
 * JavaScript the page's `<noscript>` style hides it, since nothing could be chosen.
 */
export function CookieConsent({
  policyHref,
  onAccepted = () => window.location.reload(),
  onChosen,
  cookies,
}: CookieConsentProps) {
  const [open, setOpen] = useState(() => getConsent(cookies) === undefined)
  const started = useStarted()
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    // Browsers without a modal dialog (and test DOMs) keep the open, non-modal one.
    if (!open || !element || typeof element.showModal !== 'function') return
    const makeModal = () => {
      if (element.isConnected && !element.matches(':modal')) {
        if (element.open) element.close()
        element.showModal()
        // The dialog itself, as a screen reader announces it (title and text), rather than its first link.
        element.focus()
      }
    }
    // In a task of its own: the page has just started, and the dialog already shows.
    const timer = setTimeout(makeModal, 0)
    // A browser may close it anyway on a repeated Esc: it opens again until a choice is made.
    element.addEventListener('close', makeModal)
    return () => {
      clearTimeout(timer)
      element.removeEventListener('close', makeModal)
    }
  }, [open])

  if (!open) return null
  // Tab and Shift+Tab go round the dialog's own links and buttons: the page behind is not reachable until a
  // choice is made (a browser's modal dialog may let the focus out to the page's first link).
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
      event.preventDefault()
      first.focus()
    }
  }
  const choose = (choice: 'accepted' | 'rejected') => {
    if (!started) return
    saveConsent(choice)
    // The record is sent before the reload that starts analytics; a failure leaves the choice as it is.
    void Promise.resolve(onChosen?.(choice))
      .catch(() => {})
      .finally(() => {
        if (choice === 'accepted') onAccepted()
        else setOpen(false)
      })
  }
  return (
    <div className="fixed inset-0 z-50 bg-black/50" data-consent>
      <dialog
        ref={dialog}
        open
        tabIndex={-1}
        aria-labelledby="consent-title"
        aria-describedby="consent-text"
        onCancel={(event) => event.preventDefault()}
        onKeyDown={keepFocusInside}
        className="fixed inset-x-4 top-auto bottom-4 m-0 mx-auto flex h-fit w-auto max-w-lg flex-col gap-4 rounded bg-white p-6 shadow-xl outline-none backdrop:bg-transparent sm:inset-y-0 sm:my-auto"
      >
        <h2 id="consent-title" className="text-xl font-bold">
          <Trans>Tu privacidad</Trans>
        </h2>
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
        {/* Both choices look the same (the Spanish data protection agency's cookie guide: equal weight). */}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <button
            type="button"
            aria-disabled={started ? undefined : true}
            className={buttonStyles.primary}
            onClick={() => choose('rejected')}
          >
            <Trans>Rechazar</Trans>
          </button>
          <button
            type="button"
            aria-disabled={started ? undefined : true}
            className={buttonStyles.primary}
            onClick={() => choose('accepted')}
          >
            <Trans>Aceptar</Trans>
          </button>
        </div>
      </dialog>
    </div>
  )
}
