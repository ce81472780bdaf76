import { Trans } from '@lingui/react/macro'
import { buttonStyles } from './button'
import { Link } from './link'

export const consentStyles = {
  overlay: 'fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-4 sm:items-center',
  modal: 'w-full max-w-lg rounded bg-white shadow-xl',
  dialog: 'flex flex-col gap-4 p-6 outline-none',
  heading: 'text-xl font-bold',
  buttons: 'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end',
}

/** What the consent modal says, with the link to the cookie policy. */
export function ConsentText({ policyHref }: { policyHref: string }) {
  return (
    <p id="consent-text" className="text-sm">
      <Trans>
        Usamos cookies estrictamente necesarias para que el portal funcione y, solo si las aceptas, cookies de
        analítica para saber qué páginas se visitan y mejorarlas.
      </Trans>{' '}
      <Trans>
        Más información en la{' '}
        <Link href={policyHref} className="font-bold text-primary underline">
          política de cookies
        </Link>
        .
      </Trans>
    </p>
  )
}

/**
 * The consent modal as the server renders it, so it paints with the page instead of after the scripts: the
 * same look and words, replaced by the real modal (focus kept inside, the buttons working) once the app has
 * started. Without JavaScript it is hidden (the page's `<noscript>` style): nothing could be chosen.
 */
export function ConsentPreview({ policyHref }: { policyHref: string }) {
  return (
    <div className={consentStyles.overlay} data-consent-preview>
      <div className={consentStyles.modal}>
        <div role="dialog" aria-modal="true" aria-labelledby="consent-title" className={consentStyles.dialog}>
          <h2 id="consent-title" className={consentStyles.heading}>
            <Trans>Tu privacidad</Trans>
          </h2>
          <ConsentText policyHref={policyHref} />
          <div className={consentStyles.buttons}>
            {/* Not working yet (no script runs before the app starts): said so, and clicks wait for the real modal. */}
            <button type="button" aria-disabled="true" className={buttonStyles.secondary}>
              <Trans>Rechazar</Trans>
            </button>
            <button type="button" aria-disabled="true" className={buttonStyles.primary}>
              <Trans>Aceptar</Trans>
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}
